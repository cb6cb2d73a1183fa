import { z } from "zod";

// German messages for every schema: endpoints and forms share them (DECISIONS.md: errors in German).
z.config(z.locales.de());

export { z };
