/**
 * The shop's search vocabulary: words studios type for a kind of product, and the categories that
 * answer them (SPEC.md 2.4 search). Staff extend it here, one line per idea:
 *
 *   { words: ["Spülmaschine", "Geschirrspülmaschine"], categories: ["geschirrspueler"] },
 *
 * - `words`: as people type them. Case, umlauts or ae/oe/ue, ß or ss and the usual German endings
 *   (Spüle/Spülen, Kühlschrank/Kühlschränke) do not matter: every word is compared by `conceptKey`.
 * - `categories`: slugs of top-level categories or subcategories (see the category list of the shop;
 *   a slug the catalog does not have is ignored). A top-level slug covers all its subcategories.
 *
 * Category names need no entry: every one-word category or subcategory name ("Spülen", "Zubehör",
 * "Einbaukühlschränke") already finds its category. A word listed here is never treated as a typo.
 */
export type SearchConcept = { words: string[]; categories: string[] };

export const SEARCH_CONCEPTS: SearchConcept[] = [
  // Spülen
  {
    words: ["Spüle", "Spülbecken", "Küchenspüle", "Becken", "Granitspüle", "Edelstahlspüle", "Keramikspüle", "Waschbecken"],
    categories: ["einbauspuelen", "unterbauspuelen", "flaechenbuendige-spuelen"],
  },
  { words: ["Schneidbrett", "Abtropfschale", "Restebecken"], categories: ["spuelenzubehoer"] },
  // Armaturen
  { words: ["Wasserhahn", "Hahn", "Mischbatterie", "Mischer", "Küchenarmatur", "Spültischarmatur", "Armatur"], categories: ["armaturen"] },
  { words: ["Brause", "Ausziehbrause", "Schlauchbrause"], categories: ["ausziehbrause"] },
  { words: ["Kochendwasser", "Heißwasserhahn", "Sprudelhahn", "Kochendwasserhahn"], categories: ["kochendwasserhaehne"] },
  // Kochen und Backen
  { words: ["Herd", "Elektroherd", "Einbauherd", "Kochstelle"], categories: ["backoefen", "kochfelder"] },
  { words: ["Ofen", "Öfen", "Backofen", "Einbauofen"], categories: ["backoefen"] },
  { words: ["Dampfgarer", "Dampfofen", "Dampfgargerät", "Steamer", "Dampfbackofen"], categories: ["dampfbackoefen"] },
  { words: ["Kompaktofen"], categories: ["kompaktbackoefen"] },
  { words: ["Warmhalteschublade", "Wärmeschublade"], categories: ["waermeschubladen"] },
  { words: ["Ceranfeld", "Ceran", "Glaskeramik"], categories: ["glaskeramikkochfelder"] },
  { words: ["Induktion", "Induktionsherd", "Induktionsfeld"], categories: ["induktionskochfelder"] },
  { words: ["Gasherd", "Gasfeld"], categories: ["gaskochfelder"] },
  { words: ["Kochfeldabzug", "Muldenlüfter", "Muldenabzug", "Tischlüfter"], categories: ["kochfelder-mit-dunstabzug"] },
  // Dunstabzug
  { words: ["Dunstabzug", "Abzug", "Lüfter"], categories: ["dunstabzugshauben", "kochfelder-mit-dunstabzug"] },
  { words: ["Abzugshaube", "Dunsthaube", "Haube", "Dunstesse", "Esse"], categories: ["dunstabzugshauben"] },
  { words: ["Kaminhaube", "Wandesse"], categories: ["wandhauben"] },
  { words: ["Deckenhaube", "Deckenabzug"], categories: ["deckenluefter"] },
  { words: ["Unterbauhaube", "Flachschirm"], categories: ["flachschirmhauben"] },
  // Kühlen
  { words: ["Kühlschrank", "Kühlgerät", "Eisschrank", "Kühler"], categories: ["kuehlschraenke"] },
  { words: ["Weinkühlschrank", "Weinklimaschrank", "Weinschrank", "Weinkühler", "Weinlagerschrank"], categories: ["weinkuehlschraenke"] },
  { words: ["Gefrierschrank", "Gefriergerät", "Tiefkühlschrank", "Gefriertruhe", "Froster"], categories: ["gefrierschraenke"] },
  { words: ["Kühlgefrierkombination", "Kombigerät", "Kühlkombi"], categories: ["kuehl-gefrier-kombinationen"] },
  // Spülen von Geschirr
  { words: ["Spülmaschine", "Geschirrspülmaschine", "Spülautomat", "Geschirrspüler"], categories: ["geschirrspueler"] },
  // Mikrowellen, Kaffee
  { words: ["Mikrowelle", "Mikrowellengerät", "Mikro"], categories: ["mikrowellen"] },
  {
    words: ["Kaffeemaschine", "Kaffeeautomat", "Vollautomat", "Espressomaschine", "Kaffeevollautomat", "Espressoautomat"],
    categories: ["einbau-kaffeevollautomaten", "stand-kaffeevollautomaten"],
  },
  { words: ["Milchbehälter", "Milchkanne", "Milchsystem"], categories: ["kaffeezubehoer"] },
  // Zubehör
  { words: ["Zubehör", "Zubehörteile"], categories: ["zubehoer", "spuelenzubehoer", "kaffeezubehoer"] },
  {
    words: ["Ersatzteil", "Filter", "Aktivkohlefilter", "Fettfilter", "Umluftfilter", "Geruchsfilter", "Kohlefilter"],
    categories: ["filter-ersatzteile"],
  },
  { words: ["Topf", "Töpfe", "Kochtopf", "Pfanne", "Bräter", "Wok", "Kochgeschirr"], categories: ["kochgeschirr"] },
  { words: ["Backblech", "Blech", "Backrost", "Auszug", "Teleskopauszug"], categories: ["backofenzubehoer"] },
  { words: ["Grillplatte", "Teppan", "Teppanyaki"], categories: ["kochfeld-zubehoer"] },
  { words: ["Pflege", "Reinigung", "Reiniger", "Pflegemittel", "Pflegeset", "Putzmittel", "Entkalker"], categories: ["reinigung-pflege"] },
];

/**
 * Categories of accessories. Their products rank after the appliances and sinks a search also finds
 * ("Blanco Silgranit": sinks first, care kits after), unless the search itself asks for accessories.
 */
export const ACCESSORY_CATEGORIES = ["zubehoer", "spuelenzubehoer", "kaffeezubehoer"];

/** Filler words of a search that never narrow it ("Kochfeld mit Dunstabzug"). */
export const SEARCH_STOPWORDS = new Set([
  "und",
  "mit",
  "für",
  "fuer",
  "von",
  "der",
  "die",
  "das",
  "den",
  "dem",
  "ein",
  "eine",
  "im",
  "in",
  "ohne",
  "oder",
  "zu",
  "zum",
  "zur",
  "auf",
  "aus",
]);

/** ä, ö, ü, ß written as ae, oe, ue, ss, lower-case. */
export function foldGerman(word: string): string {
  return word.normalize("NFC").toLowerCase().replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss");
}

const ENDINGS = ["ern", "en", "er", "em", "es", "e", "n", "s"];

/**
 * The key a word is compared by: umlauts folded, one German ending removed and the umlaut of a plural
 * undone, so Spüle, Spülen and Spuele, or Kühlschrank, Kühlschränke and Kuehlschrank, share one key.
 */
export function conceptKey(word: string): string {
  let s = foldGerman(word).replace(/[^a-z0-9]/g, "");
  for (const ending of ENDINGS) {
    if (s.length - ending.length >= 4 && s.endsWith(ending)) {
      s = s.slice(0, -ending.length);
      break;
    }
  }
  return s.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u");
}

/**
 * The spellings of a typed word with umlauts for ae / oe / ue and ß for ss ("kuehlschrank" ->
 * "kühlschrank"), each position replaced alone and all together; the typed word first.
 */
export function umlautSpellings(term: string): string[] {
  const out = new Set([term]);
  const pattern = /ae|oe|ue|ss/g;
  const all = term.replace(pattern, (m) => ({ ae: "ä", oe: "ö", ue: "ü", ss: "ß" })[m]!);
  for (const m of term.matchAll(pattern)) {
    const ch = ({ ae: "ä", oe: "ö", ue: "ü", ss: "ß" } as Record<string, string>)[m[0]];
    out.add(term.slice(0, m.index) + ch + term.slice(m.index! + 2));
  }
  out.add(all);
  return [...out].slice(0, 6);
}
