import Link from "next/link";
import { LogOut } from "lucide-react";
import { cookies } from "next/headers";
import type { StoreView } from "@/lib/domain/platform/store-view";
import { Toaster } from "@/components/ui/toast";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/ui/skip-link";
import { CartLink } from "./cart-link";
import { CustomerViewSwitch } from "./customer-view";
import { CUSTOMER_VIEW_KEY, TRUST_BAR_COOKIE } from "./shop-cookies";
import { OldBrowserBanner } from "./old-browser-banner";
import { SearchBox } from "./search-box";
import { ShopMenu } from "./shop-menu";
import { ShopFooter } from "./shop-footer";
import { ShopOpened } from "./shop-opened";
import { TrustBar } from "./trust-bar";
import { HOTLINE } from "@/lib/domain/platform/hotline";

/** The hotline of lib/domain/platform/hotline.ts, as the shop shows it. */
export const SHOP_HOTLINE = HOTLINE.display;
export const MAIN_SITE_URL = "https://www.kuechenportal.example";

/** Whether the server should render customer prices (the cookie mirrors the local-storage switch). */
export async function serverCustomerView(): Promise<boolean> {
  return (await cookies()).get(CUSTOMER_VIEW_KEY)?.value === "1";
}

/** The shop's shared page frame (SPEC.md 2.4): top bar, header and footer around every shop page. */
export async function ShopFrame({
  store,
  userName,
  onLogout,
  articles,
  children,
}: {
  store: StoreView;
  /** The trust bar's article count as text ("Über 10.000 Artikel auf Lager"), from the data. */
  articles: string | null;
  userName: string;
  onLogout: () => Promise<void>;
  children: React.ReactNode;
}) {
  const base = `/stores/${store.slug}/shop`;
  const jar = await cookies();
  const trustClosed = jar.get(TRUST_BAR_COOKIE)?.value === "1";
  const customerView = jar.get(CUSTOMER_VIEW_KEY)?.value === "1";
  return (
    <Toaster>
      <div className="flex min-h-screen flex-col">
        <SkipLink />
        <OldBrowserBanner />
        <ShopOpened storeSlug={store.slug} />
        <TopBar store={store} userName={userName} onLogout={onLogout} />
        {trustClosed ? null : <TrustBar articles={articles} />}
        <ShopHeader base={base} storeSlug={store.slug} customerView={customerView} />
        {/* At least a screen high: content that loads after the first paint (the cart, more products) never moves the footer in view. */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto min-h-svh w-full max-w-6xl flex-1 px-4 py-6">
          {children}
        </main>
        <ShopFooter base={base} hotline={SHOP_HOTLINE} />
      </div>
    </Toaster>
  );
}

/** Hotline, the store's place, the main site, and who is signed in with the way out. */
function TopBar({ store, userName, onLogout }: { store: StoreView; userName: string; onLogout: () => Promise<void> }) {
  const { BillingPostalCode, BillingCity, BillingCountry } = store.crm;
  return (
    <div className="bg-brand-dark text-xs text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-1.5">
        <span>
          Hotline: <a href={`tel:${HOTLINE.tel}`}>{SHOP_HOTLINE}</a>
        </span>
        <span data-testid="shop-store-location">
          Mein Geschäft: {BillingPostalCode} {BillingCity}, {BillingCountry}
        </span>
        <a href={MAIN_SITE_URL} className="underline">
          Zur Hauptseite
        </a>
        {/* Who is signed in, and the way out: the purchasing member lands here and sees no console. */}
        <span className="flex items-center gap-3" data-testid="shop-signed-in">
          <span>
            Angemeldet als <strong className="font-semibold">{userName}</strong>
          </span>
          <form action={onLogout}>
            <button type="submit" className="inline-flex items-center gap-1 underline">
              <LogOut size={12} aria-hidden /> Abmelden
            </button>
          </form>
        </span>
      </div>
    </div>
  );
}

/** Logo, all products, the search, the cart and the menu. */
function ShopHeader({ base, storeSlug, customerView }: { base: string; storeSlug: string; customerView: boolean }) {
  return (
    <header className="relative border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 md:gap-x-6 md:py-4">
        <Link href={base} className="text-xl font-bold text-brand">
          Küchenstudio<span className="text-accent">Shop</span>
        </Link>
        <Link href={`${base}/products`} className="hidden text-sm font-semibold md:inline">
          ALLE PRODUKTE
        </Link>
        {/* Phones: the search on a line of its own below logo, cart and menu button. */}
        <div className="order-last w-full md:order-none md:max-w-md">
          <SearchBox storeSlug={storeSlug} />
        </div>
        <ShopMenu cart={<CartLink href={`${base}/cart`} />}>
          <Link href={`${base}/products`} className="font-semibold md:hidden">
            ALLE PRODUKTE
          </Link>
          <CustomerViewSwitch serverView={customerView} />
          <Link href={`${base}/quick-order`}>Schnellbestellung</Link>
          <Link href={`${base}/orders`}>Bestellungen</Link>
          <Link href={`${base}/wishlist`}>Merkzettel</Link>
        </ShopMenu>
      </div>
    </header>
  );
}
