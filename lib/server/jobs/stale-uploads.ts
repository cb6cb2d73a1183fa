import "server-only";
import { removeStaleUploads } from "@/lib/server/platform/media";
import type { JobKind } from "./kinds";

/** Uploads never recorded on a profile are removed after a day (lib/server/platform/media.ts); looked at hourly. */
export const staleUploadsJob: JobKind = {
  name: "stale-uploads",
  retry: { retryLimit: 2, retryDelay: 300, retryDelayMax: 1800 },
  expireInSeconds: 1800,
  cron: { expression: "17 * * * *", tz: "Europe/Berlin" },
  async run() {
    const { removed } = await removeStaleUploads();
    return { removed: removed.length };
  },
};
