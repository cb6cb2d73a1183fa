import { z } from "zod";
import { inputMessage, type InputIssue } from "@/lib/domain/platform/input-messages";

// German messages for every schema: endpoints and forms share them (DECISIONS.md "Language": "Sie",
// messages that say what to do, never a library's default text). A schema's own message wins; every
// other issue gets its message from lib/domain/platform/input-messages.ts, not from zod's locale.
z.config({ customError: (issue) => inputMessage(issue as InputIssue) });

export { z };
