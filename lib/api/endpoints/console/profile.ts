import { z } from "zod";
import { INT4_MAX } from "@/lib/domain/platform/text-limits";
import { endpoint } from "../../define";
import { crmIdSchema } from "@/lib/domain/platform/crm-id";
import { advisorSchema } from "@/lib/domain/console/profile-rules";
import type { MediaUploadKind } from "@/lib/domain/platform/media-list";
import { storeDbTreeSchema, storeProfileTreeSchema } from "@/lib/domain/console/profile-form";
import { kitchenPlanners, saveKitchenPlanners } from "@/lib/server/console/advisors";
import { presignMediaUpload, withUrls } from "@/lib/server/platform/media";
import { accountPicklists } from "@/lib/server/console/profile";
import { accessibleStoreByCrmId } from "@/lib/server/platform/access";
import { listVacations } from "@/lib/server/platform/vacations";

/** Input of dbUpdate type Store, for the dbUpdate endpoint's union (lib/api/endpoints/console/console.ts). */
export const storeDbUpdateInput = z.object({ type: z.literal("Store"), crmId: crmIdSchema, tree: storeDbTreeSchema });
/** Input of crmUpdate type Store. */
export const storeCrmUpdateInput = z.object({ type: z.literal("Store"), crmId: crmIdSchema, tree: storeProfileTreeSchema });

const uploadKind = z.enum(["photo", "video", "profilePhoto"] satisfies MediaUploadKind[], { error: "Unbekannte Dateiart." });

/** The studio profile screen's endpoints (SPEC 2.3 item 5, SPEC 7). */
export const profileEndpoints = [
  endpoint({
    name: "storeProfile",
    method: "GET",
    access: "store",
    capability: "settings",
    handler: async ({ store }) => ({
      crmId: store.crmId,
      slug: store.slug,
      storeNumber: store.storeNumber,
      profileSlug: store.profileSlug,
      name: store.name,
      isMaster: store.isMaster,
      crm: store.crm,
      shopClientMarginPercentage: store.shopClientMarginPercentage,
      mediaPictures: await withUrls(store.mediaPictures),
      mediaVideos: await withUrls(store.mediaVideos),
      profilePictures: await withUrls(store.profilePictures),
      kitchenPlanners: await kitchenPlanners(store),
      // For the "Abwesenheit" tab; a master has none (SPEC 6).
      vacations: store.isMaster ? [] : await listVacations(store),
    }),
  }),
  endpoint({
    // SPEC 7 lists it without input; the store slug scopes it like every console read.
    name: "sfAccountPicklists",
    method: "GET",
    access: "store",
    capability: "settings",
    handler: async () => ({ picklists: await accountPicklists() }),
  }),
  endpoint({
    name: "storeMediaUpload",
    method: "POST",
    access: "store",
    capability: "settings",
    input: z.object({
      kind: uploadKind,
      contentType: z.string().trim().min(1).max(100),
      size: z.number().int().min(0).max(INT4_MAX),
    }),
    handler: async ({ store, input }) => presignMediaUpload(store, input.kind, { contentType: input.contentType, size: input.size }),
  }),
  endpoint({
    name: "storeKitchenPlannersSave",
    method: "POST",
    access: "viewer",
    capability: "settings",
    input: z.object({ crmId: crmIdSchema, kitchenPlanners: z.array(z.object({ crm: advisorSchema })).max(50) }),
    handler: async ({ viewer, input }) => {
      const store = await accessibleStoreByCrmId(viewer, input.crmId);
      return {
        kitchenPlanners: await saveKitchenPlanners(
          store,
          input.kitchenPlanners.map((k) => k.crm),
        ),
      };
    },
  }),
] as const;
