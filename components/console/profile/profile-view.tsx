"use client";

import { useState } from "react";
import { Tab, TabList, TabPanel, Tabs } from "@/components/ui/tabs";
import { AbsenceTab } from "./absence-tab";
import { AdvisorsTab } from "./advisors-tab";
import { MediaTab } from "./media-tab";
import { ShopTab } from "./shop-tab";
import { StorePageTab } from "./store-page-tab";
import { StudioForm } from "./studio-form";
import { UnsavedGuard } from "./unsaved-guard";
import { useStoreProfile } from "./use-profile";

type Props = { storeSlug: string; title: string };

/**
 * "Profil" / "Unternehmensdaten" (SPEC 2.3 item 5, SPEC 6): a master without a child selected has no
 * media or absence tab and "Ansprechpartner" instead of "Berater". Panels stay mounted while hidden,
 * so switching tabs keeps what was typed (and the unsaved-changes guard sees it).
 */
export function ProfileView({ storeSlug, title }: Props) {
  const profile = useStoreProfile(storeSlug);
  const [tab, setTab] = useState("studio");
  const p = profile.data;
  const master = p?.isMaster ?? false;
  const advisorsLabel = master ? "Ansprechpartner" : "Berater";
  const panel = "data-[state=inactive]:hidden";
  return (
    <UnsavedGuard>
      <section>
        <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
        {profile.isPending ? (
          <p className="text-muted" role="status">
            Profil wird geladen …
          </p>
        ) : !p ? (
          <p className="text-danger" role="alert">
            Das Profil konnte nicht geladen werden. Bitte laden Sie die Seite neu.
          </p>
        ) : (
          <Tabs value={tab} onValueChange={setTab}>
            <TabList aria-label={title}>
              <Tab value="studio">Das Studio</Tab>
              {!master ? <Tab value="media">Fotos und Videos</Tab> : null}
              {!master ? <Tab value="absence">Abwesenheit</Tab> : null}
              <Tab value="advisors">{advisorsLabel}</Tab>
              <Tab value="storePage">My Store Page</Tab>
              <Tab value="shop">Shop</Tab>
            </TabList>
            <TabPanel value="studio" forceMount className={panel}>
              <StudioForm profile={p} storeSlug={storeSlug} />
            </TabPanel>
            {!master ? (
              <TabPanel value="media" forceMount className={panel}>
                <MediaTab profile={p} storeSlug={storeSlug} />
              </TabPanel>
            ) : null}
            {!master ? (
              <TabPanel value="absence" className={panel}>
                <AbsenceTab profile={p} />
              </TabPanel>
            ) : null}
            <TabPanel value="advisors" forceMount className={panel}>
              <AdvisorsTab profile={p} storeSlug={storeSlug} label={advisorsLabel} />
            </TabPanel>
            <TabPanel value="storePage" className={panel}>
              <StorePageTab profileSlug={p.profileSlug} />
            </TabPanel>
            <TabPanel value="shop" forceMount className={panel}>
              <ShopTab profile={p} storeSlug={storeSlug} />
            </TabPanel>
          </Tabs>
        )}
      </section>
    </UnsavedGuard>
  );
}
