import { ApiError } from "@/lib/api/client";

/** The message under a failed save, create or revoke of the notification settings. */
export const settingsErrorText = (e: unknown) => (e instanceof ApiError ? e.message : "Das hat nicht geklappt. Bitte versuchen Sie es erneut.");
