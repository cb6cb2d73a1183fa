import type { StagedClass } from "./catalog-import-schema";

/**
 * An article's classes (issue 42). BMEcat classifies an article in PRODUCT_FEATURES (ARTICLE_FEATURES in
 * 1.2): REFERENCE_FEATURE_SYSTEM_NAME names the system and its version ("ECLASS-11.1", "ECLASS_5.1",
 * "eCl@ss 7.0", "ETIM-8.0", or a supplier's own such as "udf_NMTOKEN-Nordhaus"), REFERENCE_FEATURE_GROUP_ID
 * the class code and REFERENCE_FEATURE_GROUP_NAME (2005) its name. The shop's category of a classified
 * article comes from the operator's mapping of system + code (catalog_class_mappings).
 */

export type RawClass = { system: string | null; groupId: string | null; groupName: string | null };

/** At most this many classes are kept per article (one per system is usual). */
export const MAX_CLASSES = 20;

const KNOWN: [RegExp, string][] = [
  [/^(?:e-?cl@ss|eclass)$/i, "ECLASS"],
  [/^etim$/i, "ETIM"],
  [/^unspsc$/i, "UNSPSC"],
];

/** "ECLASS-11.1" -> ECLASS / 11.1; "ETIM-8.0" -> ETIM / 8.0; anything else is the supplier's own system, kept as named. */
export function classSystemOf(name: string): { system: string; version: string | null } {
  const text = name.replace(/\s+/g, " ").trim();
  const m = /^(.*?)[\s_-]*(\d+(?:\.\d+)*)$/.exec(text);
  const base = m ? m[1] : text;
  for (const [re, system] of KNOWN) if (re.test(base)) return { system, version: m ? m[2] : null };
  return { system: text.replace(/^udf_/i, "").slice(0, 80) || "Lieferant", version: null };
}

/** An ECLASS code as the trade writes it ("27-14-11-01", "27141101") in one form: eight digits, dashes kept out. */
function normalCode(system: string, code: string): string {
  const c = code.replace(/\s+/g, "").trim();
  if (system === "ECLASS" && /^\d{2}(?:-?\d{2}){3}$/.test(c)) return c.replace(/-/g, "");
  return system === "ETIM" ? c.toUpperCase() : c;
}

/** The file's classes of one article as the shop keeps them; a block without a class code names no class. */
export function articleClasses(raw: readonly RawClass[]): StagedClass[] {
  const out: StagedClass[] = [];
  for (const r of raw.slice(0, MAX_CLASSES)) {
    const code = r.groupId?.trim();
    if (!code) continue;
    const { system, version } = classSystemOf(r.system ?? "");
    const name = r.groupName?.replace(/\s+/g, " ").trim() || null;
    const c = normalCode(system, code).slice(0, 64);
    if (!out.some((o) => o.system === system && o.code === c)) out.push({ system, version, code: c, name: name?.slice(0, 200) ?? null });
  }
  return out;
}

/** How a class is shown: "ECLASS 11.1 27141101 Kochfeld (Elektro)". */
export function classLabel(c: { system: string; version?: string | null; code: string; name?: string | null }): string {
  return [c.system, c.version, c.code, c.name].filter(Boolean).join(" ");
}

/**
 * Suggestions of a shop category for a class: categories whose name shares a word (of four letters or
 * more) with the class's name, best first; ties by the shorter path. Plain and explainable; the
 * operator decides.
 */
export function suggestCategories<T extends { name: string; parentName: string | null }>(
  className: string | null,
  options: readonly T[],
  max = 3,
): T[] {
  if (!className) return [];
  const words = (s: string) =>
    new Set(
      s
        .toLowerCase()
        .split(/[^a-zäöüß0-9]+/)
        .filter((w) => w.length >= 4)
        .map((w) => w.replace(/(en|er|e|n|s)$/, "")),
    );
  const wanted = words(className);
  const scored = options
    .map((o) => {
      const have = words(`${o.parentName ?? ""} ${o.name}`);
      let score = 0;
      for (const w of wanted) for (const h of have) if (w === h || (w.length >= 5 && (h.includes(w) || w.includes(h)))) score++;
      return { o, score };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || (a.o.parentName ? 1 : 0) - (b.o.parentName ? 1 : 0));
  return scored.slice(0, max).map((x) => x.o);
}
