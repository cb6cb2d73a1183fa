import "server-only";
import { fetchWaitingCatalogImages } from "@/lib/server/operator/product-images";
import type { JobKind } from "./kinds";

/**
 * Product images named by URL in an applied catalog import (lib/server/operator/product-images.ts): an
 * import writes its MIME references as waiting rows; this job fetches up to 200 of them `everyMs` after
 * its last run, each within the download limits (lib/domain/operator/media-rules.ts), and records every
 * image as stored or failed with its reason. A failed image never fails the import.
 */
export function catalogMediaJob(everyMs = 5000): JobKind {
  return {
    name: "catalog-media",
    retry: { retryLimit: 2, retryDelay: 30, retryDelayMax: 300 },
    expireInSeconds: 1800,
    heartbeatSeconds: 30,
    every: { everyMs, firstAfterMs: 3000 },
    async run({ db, shouldStop }) {
      return fetchWaitingCatalogImages(db, { shouldStop });
    },
  };
}
