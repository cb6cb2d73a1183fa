import { z } from "zod";
import { tooLongMessage } from "@/lib/domain/text-limits";

// German messages for every schema: endpoints and forms share them (DECISIONS.md: errors in German).
// A text over its limit says so in words; everything else comes from zod's German locale.
z.config(z.locales.de());
z.config({ customError: (issue) => (issue.code === "too_big" && issue.origin === "string" ? tooLongMessage(Number(issue.maximum)) : undefined) });

export { z };
