import type { z } from "zod";
import { AppError } from "@/lib/server/platform/errors";

export { AppError, forbidden, type ErrorBody, type ErrorCode } from "@/lib/server/platform/errors";

/** Turns the first zod issue into a 400 that names the field. */
export function fromZodError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue.path.map(String).join(".") || undefined;
  const message = field ? `${field}: ${issue.message}` : issue.message;
  return new AppError("bad_input", message, field);
}
