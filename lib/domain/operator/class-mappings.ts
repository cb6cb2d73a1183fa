import { z } from "zod";
import { INT4_MAX } from "../platform/text-limits";

/** The operator's mapping of one class (system + code) to a shop category and, optionally, a subcategory. */
export const classMappingSetSchema = z.object({
  system: z.string({ error: "Das Klassifikationssystem fehlt." }).trim().min(1, { error: "Das Klassifikationssystem fehlt." }).max(80),
  code: z.string({ error: "Die Klasse fehlt." }).trim().min(1, { error: "Die Klasse fehlt." }).max(64),
  categoryId: z.coerce
    .number({ error: "Bitte wählen Sie eine Kategorie." })
    .int()
    .positive({ error: "Bitte wählen Sie eine Kategorie." })
    .max(INT4_MAX, { error: "Diese Kategorie gibt es nicht." }),
  subCategoryId: z.coerce.number().int().positive().max(INT4_MAX, { error: "Diese Unterkategorie gibt es nicht." }).nullable().optional(),
});
export type ClassMappingSet = z.infer<typeof classMappingSetSchema>;

export type ClassMappingRow = {
  system: string;
  code: string;
  name: string | null;
  categoryId: number | null;
  subCategoryId: number | null;
  /** Articles whose first class this is, and of them those held back as "Nicht zugeordnet". */
  articles: number;
  unmapped: number;
  /** Suggested categories (by the class's name), best first, when the class has no mapping yet. */
  suggestions: { categoryId: number; subCategoryId: number | null; label: string }[];
};
