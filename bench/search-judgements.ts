/**
 * The judged query set of the product search (issue 17): what studios type, and what counts as a
 * right answer in the demo catalog (models/seed). Scored by lib/domain/shop/search-relevance.ts in
 * `npm run bench` (bench/search-relevance.ts) and in tests/integration/shop/search-relevance.test.ts.
 * Add a query with the categories (slugs), brands (slugs), name words or EAN that make an answer right.
 */
import type { Judgement } from "@/lib/domain/shop/search-relevance";
import { eanFor, generateProduct, modelNumberFor } from "@/models/seed/seed-catalog";

const SINKS = ["einbauspuelen", "unterbauspuelen", "flaechenbuendige-spuelen"];
const COFFEE = ["einbau-kaffeevollautomaten", "stand-kaffeevollautomaten"];
const ALL_ACCESSORIES = ["zubehoer", "spuelenzubehoer", "kaffeezubehoer"];
const HOODS = ["dunstabzugshauben", "kochfelder-mit-dunstabzug"];
const COOKERS = ["backoefen", "kochfelder"];

const j = (query: string, kind: Judgement["kind"], right: Omit<Judgement, "query" | "kind">): Judgement => ({ query, kind, ...right });

const CATEGORY: Judgement[] = [
  j("Spülen", "Kategorie", { categories: ["spuelen"] }),
  j("Armaturen", "Kategorie", { categories: ["armaturen"] }),
  j("Kochfelder", "Kategorie", { categories: ["kochfelder"] }),
  j("Backöfen", "Kategorie", { categories: ["backoefen"] }),
  j("Dunstabzugshauben", "Kategorie", { categories: ["dunstabzugshauben"] }),
  j("Kühlschränke", "Kategorie", { categories: ["kuehlschraenke"] }),
  j("Geschirrspüler", "Kategorie", { categories: ["geschirrspueler"] }),
  j("Mikrowellen", "Kategorie", { categories: ["mikrowellen"] }),
  j("Kaffeevollautomaten", "Kategorie", { categories: ["kaffeevollautomaten"] }),
  j("Zubehör", "Kategorie", { categories: ALL_ACCESSORIES }),
];

const SUBCATEGORY: Judgement[] = [
  j("Einbauspülen", "Unterkategorie", { categories: ["einbauspuelen"] }),
  j("Unterbauspülen", "Unterkategorie", { categories: ["unterbauspuelen"] }),
  j("Flächenbündige Spülen", "Unterkategorie", { categories: ["flaechenbuendige-spuelen"] }),
  j("Spülenzubehör", "Unterkategorie", { categories: ["spuelenzubehoer"] }),
  j("Einhebelmischer", "Unterkategorie", { categories: ["einhebelmischer"] }),
  j("Armaturen mit Ausziehbrause", "Unterkategorie", { categories: ["ausziehbrause"] }),
  j("Niederdruckarmaturen", "Unterkategorie", { categories: ["niederdruckarmaturen"] }),
  j("Kochendwasserhähne", "Unterkategorie", { categories: ["kochendwasserhaehne"] }),
  j("Induktionskochfelder", "Unterkategorie", { categories: ["induktionskochfelder"] }),
  j("Kochfelder mit Dunstabzug", "Unterkategorie", { categories: ["kochfelder-mit-dunstabzug"] }),
  j("Gaskochfelder", "Unterkategorie", { categories: ["gaskochfelder"] }),
  j("Glaskeramikkochfelder", "Unterkategorie", { categories: ["glaskeramikkochfelder"] }),
  j("Einbaubacköfen", "Unterkategorie", { categories: ["einbaubackoefen"] }),
  j("Dampfbacköfen", "Unterkategorie", { categories: ["dampfbackoefen"] }),
  j("Kompaktbacköfen", "Unterkategorie", { categories: ["kompaktbackoefen"] }),
  j("Wärmeschubladen", "Unterkategorie", { categories: ["waermeschubladen"] }),
  j("Wandhauben", "Unterkategorie", { categories: ["wandhauben"] }),
  j("Inselhauben", "Unterkategorie", { categories: ["inselhauben"] }),
  j("Deckenlüfter", "Unterkategorie", { categories: ["deckenluefter"] }),
  j("Flachschirmhauben", "Unterkategorie", { categories: ["flachschirmhauben"] }),
  j("Einbaukühlschränke", "Unterkategorie", { categories: ["einbaukuehlschraenke"] }),
  j("Kühl-Gefrier-Kombinationen", "Unterkategorie", { categories: ["kuehl-gefrier-kombinationen"] }),
  j("Weinkühlschränke", "Unterkategorie", { categories: ["weinkuehlschraenke"] }),
  j("Gefrierschränke", "Unterkategorie", { categories: ["gefrierschraenke"] }),
  j("Vollintegrierte Geschirrspüler", "Unterkategorie", { categories: ["vollintegriert"] }),
  j("Teilintegrierte Geschirrspüler", "Unterkategorie", { categories: ["teilintegriert"] }),
  j("Unterbau-Geschirrspüler", "Unterkategorie", { categories: ["unterbau-geschirrspueler"] }),
  j("Einbau-Mikrowellen", "Unterkategorie", { categories: ["einbau-mikrowellen"] }),
  j("Stand-Mikrowellen", "Unterkategorie", { categories: ["stand-mikrowellen"] }),
  j("Einbau-Kaffeevollautomaten", "Unterkategorie", { categories: ["einbau-kaffeevollautomaten"] }),
  j("Kaffeezubehör", "Unterkategorie", { categories: ["kaffeezubehoer"] }),
  j("Filter und Ersatzteile", "Unterkategorie", { categories: ["filter-ersatzteile"] }),
  j("Kochgeschirr", "Unterkategorie", { categories: ["kochgeschirr"] }),
  j("Backofenzubehör", "Unterkategorie", { categories: ["backofenzubehoer"] }),
  j("Kochfeld-Zubehör", "Unterkategorie", { categories: ["kochfeld-zubehoer"] }),
  j("Reinigung und Pflege", "Unterkategorie", { categories: ["reinigung-pflege"] }),
];

const NUMBER: Judgement[] = [
  j("Spüle", "Einzahl/Mehrzahl", { categories: SINKS }),
  j("Einbauspüle", "Einzahl/Mehrzahl", { categories: ["einbauspuelen"] }),
  j("Unterbauspüle", "Einzahl/Mehrzahl", { categories: ["unterbauspuelen"] }),
  j("Armatur", "Einzahl/Mehrzahl", { categories: ["armaturen"] }),
  j("Kochfeld", "Einzahl/Mehrzahl", { categories: ["kochfelder"] }),
  j("Backofen", "Einzahl/Mehrzahl", { categories: ["backoefen"] }),
  j("Dunstabzugshaube", "Einzahl/Mehrzahl", { categories: ["dunstabzugshauben"] }),
  j("Kühlschrank", "Einzahl/Mehrzahl", { categories: ["kuehlschraenke"] }),
  j("Mikrowelle", "Einzahl/Mehrzahl", { categories: ["mikrowellen"] }),
  j("Kaffeevollautomat", "Einzahl/Mehrzahl", { categories: ["kaffeevollautomaten"] }),
  j("Induktionskochfeld", "Einzahl/Mehrzahl", { categories: ["induktionskochfelder"] }),
  j("Wandhaube", "Einzahl/Mehrzahl", { categories: ["wandhauben"] }),
  j("Inselhaube", "Einzahl/Mehrzahl", { categories: ["inselhauben"] }),
  j("Einbaubackofen", "Einzahl/Mehrzahl", { categories: ["einbaubackoefen"] }),
  j("Gefrierschrank", "Einzahl/Mehrzahl", { categories: ["gefrierschraenke"] }),
  j("Kochendwasserhahn", "Einzahl/Mehrzahl", { categories: ["kochendwasserhaehne"] }),
  j("Wärmeschublade", "Einzahl/Mehrzahl", { categories: ["waermeschubladen"] }),
  j("Einbaukühlschrank", "Einzahl/Mehrzahl", { categories: ["einbaukuehlschraenke"] }),
  j("Dampfbackofen", "Einzahl/Mehrzahl", { categories: ["dampfbackoefen"] }),
  j("Kompaktbackofen", "Einzahl/Mehrzahl", { categories: ["kompaktbackoefen", "kompakt-mikrowellen"] }),
];

const COMPOUND: Judgement[] = [
  j("Haube", "Kompositum", { categories: ["dunstabzugshauben"] }),
  j("Mischer", "Kompositum", { categories: ["armaturen"] }),
  j("Brause", "Kompositum", { categories: ["ausziehbrause"] }),
  j("Induktion", "Kompositum", { categories: ["induktionskochfelder"] }),
  j("Dampf", "Kompositum", { categories: ["dampfbackoefen"] }),
  j("Wein", "Kompositum", { categories: ["weinkuehlschraenke"] }),
  j("Insel", "Kompositum", { categories: ["inselhauben"] }),
  j("Kaffee", "Kompositum", { categories: ["kaffeevollautomaten"] }),
  j("Granitspüle", "Kompositum", { categories: SINKS }),
  j("Edelstahlspüle", "Kompositum", { categories: SINKS }),
  j("Gefrier", "Kompositum", { categories: ["gefrierschraenke", "kuehl-gefrier-kombinationen"] }),
  j("Glaskeramik", "Kompositum", { categories: ["glaskeramikkochfelder"] }),
  j("Schneidbrett", "Kompositum", { categories: ["spuelenzubehoer"] }),
  j("Backblech", "Kompositum", { categories: ["backofenzubehoer"] }),
  j("Pflegeset", "Kompositum", { categories: ["reinigung-pflege"] }),
];

const SPELLING: Judgement[] = [
  j("Kuehlschrank", "Schreibweise", { categories: ["kuehlschraenke"] }),
  j("Kuehlschraenke", "Schreibweise", { categories: ["kuehlschraenke"] }),
  j("Spuele", "Schreibweise", { categories: SINKS }),
  j("Spuelen", "Schreibweise", { categories: ["spuelen"] }),
  j("Backoefen", "Schreibweise", { categories: ["backoefen"] }),
  j("Zubehoer", "Schreibweise", { categories: ALL_ACCESSORIES }),
  j("Geschirrspueler", "Schreibweise", { categories: ["geschirrspueler"] }),
  j("Einbauspuele", "Schreibweise", { categories: ["einbauspuelen"] }),
  j("Waermeschublade", "Schreibweise", { categories: ["waermeschubladen"] }),
  j("Kochendwasserhaehne", "Schreibweise", { categories: ["kochendwasserhaehne"] }),
  j("Weinkuehlschrank", "Schreibweise", { categories: ["weinkuehlschraenke"] }),
  j("Flaechenbuendige Spuele", "Schreibweise", { categories: ["flaechenbuendige-spuelen"] }),
  j("Heisswasserhahn", "Schreibweise", { categories: ["kochendwasserhaehne"] }),
  j("Edelstahl gebuerstet", "Schreibweise", { nameIncludes: ["Edelstahl gebürstet"] }),
];

const SYNONYM: Judgement[] = [
  j("Spülmaschine", "Synonym", { categories: ["geschirrspueler"] }),
  j("Geschirrspülmaschine", "Synonym", { categories: ["geschirrspueler"] }),
  j("Herd", "Synonym", { categories: COOKERS }),
  j("Kochstelle", "Synonym", { categories: COOKERS }),
  j("Abzugshaube", "Synonym", { categories: ["dunstabzugshauben"] }),
  j("Dunstabzug", "Synonym", { categories: HOODS }),
  j("Dunsthaube", "Synonym", { categories: ["dunstabzugshauben"] }),
  j("Kaffeemaschine", "Synonym", { categories: COFFEE }),
  j("Espressomaschine", "Synonym", { categories: COFFEE }),
  j("Dampfgarer", "Synonym", { categories: ["dampfbackoefen"] }),
  j("Weinkühlschrank", "Synonym", { categories: ["weinkuehlschraenke"] }),
  j("Weinklimaschrank", "Synonym", { categories: ["weinkuehlschraenke"] }),
  j("Wasserhahn", "Synonym", { categories: ["armaturen"] }),
  j("Mischbatterie", "Synonym", { categories: ["armaturen"] }),
  j("Heißwasserhahn", "Synonym", { categories: ["kochendwasserhaehne"] }),
  j("Ceranfeld", "Synonym", { categories: ["glaskeramikkochfelder"] }),
  j("Induktionsherd", "Synonym", { categories: ["induktionskochfelder"] }),
  j("Gasherd", "Synonym", { categories: ["gaskochfelder"] }),
  j("Ofen", "Synonym", { categories: ["backoefen"] }),
  j("Spülbecken", "Synonym", { categories: SINKS }),
  j("Küchenspüle", "Synonym", { categories: SINKS }),
  j("Gefriertruhe", "Synonym", { categories: ["gefrierschraenke"] }),
  j("Kühlgerät", "Synonym", { categories: ["kuehlschraenke"] }),
  j("Muldenlüfter", "Synonym", { categories: ["kochfelder-mit-dunstabzug"] }),
  j("Pfanne", "Synonym", { categories: ["kochgeschirr"] }),
  j("Aktivkohlefilter", "Synonym", { categories: ["filter-ersatzteile"] }),
  j("Entkalker", "Synonym", { categories: ["reinigung-pflege"] }),
  j("Ersatzteile", "Synonym", { categories: ["filter-ersatzteile"] }),
];

const BRAND_SLUGS = [
  "blanco",
  "franke",
  "grohe",
  "hansgrohe",
  "siemens",
  "bosch",
  "neff",
  "miele",
  "aeg",
  "gaggenau",
  "bora",
  "liebherr",
  "smeg",
  "schock",
  "quooker",
  "berbel",
];
const BRAND_NAMES: Record<string, string> = { aeg: "AEG", hansgrohe: "Hansgrohe", quooker: "Quooker" };
const BRAND: Judgement[] = BRAND_SLUGS.map((s) => j(BRAND_NAMES[s] ?? s[0].toUpperCase() + s.slice(1), "Marke", { brands: [s] }));

const BRAND_TYPE: Judgement[] = [
  j("Blanco Spüle", "Marke + Typ", { brands: ["blanco"], categories: SINKS }),
  j("Blanco Silgranit", "Marke + Typ", { brands: ["blanco"], categories: SINKS, nameIncludes: ["Silgranit"] }),
  j("Franke Spüle", "Marke + Typ", { brands: ["franke"], categories: SINKS }),
  j("Schock Spüle", "Marke + Typ", { brands: ["schock"], categories: SINKS }),
  j("Siemens Backofen", "Marke + Typ", { brands: ["siemens"], categories: ["backoefen"] }),
  j("Bosch Geschirrspüler", "Marke + Typ", { brands: ["bosch"], categories: ["geschirrspueler"] }),
  j("Siemens Spülmaschine", "Marke + Typ", { brands: ["siemens"], categories: ["geschirrspueler"] }),
  j("Miele Kühlschrank", "Marke + Typ", { brands: ["miele"], categories: ["kuehlschraenke"] }),
  j("Liebherr Kühlschrank", "Marke + Typ", { brands: ["liebherr"], categories: ["kuehlschraenke"] }),
  j("Liebherr Weinkühlschrank", "Marke + Typ", { brands: ["liebherr"], categories: ["weinkuehlschraenke"] }),
  j("Neff Induktionskochfeld", "Marke + Typ", { brands: ["neff"], categories: ["induktionskochfelder"] }),
  j("Grohe Armatur", "Marke + Typ", { brands: ["grohe"], categories: ["armaturen"] }),
  j("Hansgrohe Wasserhahn", "Marke + Typ", { brands: ["hansgrohe"], categories: ["armaturen"] }),
  j("Quooker Kochendwasserhahn", "Marke + Typ", { brands: ["quooker"], categories: ["kochendwasserhaehne"] }),
  j("Bora Filter", "Marke + Typ", { brands: ["bora"], categories: ["filter-ersatzteile"] }),
  j("Berbel Haube", "Marke + Typ", { brands: ["berbel"], categories: ["dunstabzugshauben"] }),
  j("Smeg Kühlschrank", "Marke + Typ", { brands: ["smeg"], categories: ["kuehlschraenke"] }),
  j("Gaggenau Backofen", "Marke + Typ", { brands: ["gaggenau"], categories: ["backoefen"] }),
  j("AEG Geschirrspüler", "Marke + Typ", { brands: ["aeg"], categories: ["geschirrspueler"] }),
  j("Siemens Kaffeevollautomat", "Marke + Typ", { brands: ["siemens"], categories: COFFEE }),
  j("Miele Dampfgarer", "Marke + Typ", { brands: ["miele"], categories: ["dampfbackoefen"] }),
  j("Bosch Herd", "Marke + Typ", { brands: ["bosch"], categories: COOKERS }),
  j("Bosch Mikrowelle", "Marke + Typ", { brands: ["bosch"], categories: ["mikrowellen"] }),
  j("Neff Dunstabzugshaube", "Marke + Typ", { brands: ["neff"], categories: ["dunstabzugshauben"] }),
  j("Franke Armatur", "Marke + Typ", { brands: ["franke"], categories: ["armaturen"] }),
];

const BRAND_SERIES: Judgement[] = [
  j("Siemens iQ500", "Marke + Serie", { brands: ["siemens"], nameIncludes: ["iQ500"] }),
  j("Bosch Serie 6", "Marke + Serie", { brands: ["bosch"], nameIncludes: ["Serie 6"] }),
  j("Neff N 70", "Marke + Serie", { brands: ["neff"], nameIncludes: ["N 70"] }),
  j("Miele PureLine", "Marke + Serie", { brands: ["miele"], nameIncludes: ["PureLine"] }),
  j("Blanco Zerox", "Marke + Serie", { brands: ["blanco"], nameIncludes: ["ZEROX"] }),
  j("Franke Mythos", "Marke + Serie", { brands: ["franke"], nameIncludes: ["Mythos"] }),
  j("Grohe Eurosmart", "Marke + Serie", { brands: ["grohe"], nameIncludes: ["Eurosmart"] }),
  j("Hansgrohe Talis M54", "Marke + Serie", { brands: ["hansgrohe"], nameIncludes: ["Talis M54"] }),
  j("Quooker Flex", "Marke + Serie", { brands: ["quooker"], nameIncludes: ["Flex"] }),
  j("Liebherr Peak", "Marke + Serie", { brands: ["liebherr"], nameIncludes: ["Peak"] }),
  j("Smeg Victoria", "Marke + Serie", { brands: ["smeg"], nameIncludes: ["Victoria"] }),
  j("Schock Manhattan", "Marke + Serie", { brands: ["schock"], nameIncludes: ["Manhattan"] }),
  j("Berbel Skyline Edge", "Marke + Serie", { brands: ["berbel"], nameIncludes: ["Skyline Edge"] }),
  j("AEG 9000 SteamPro", "Marke + Serie", { brands: ["aeg"], nameIncludes: ["9000 SteamPro"] }),
  j("Gaggenau Serie 400", "Marke + Serie", { brands: ["gaggenau"], nameIncludes: ["Serie 400"] }),
  j("Blanco Subline Silgranit", "Marke + Serie", { brands: ["blanco"], nameIncludes: ["SUBLINE", "Silgranit"] }),
];

const SIZE: Judgement[] = [
  j("60 cm", "Größe", { nameIncludes: ["60 cm"] }),
  j("Induktionskochfeld 80 cm", "Größe", { categories: ["induktionskochfelder"], nameIncludes: ["80 cm"] }),
  j("Geschirrspüler 45 cm", "Größe", { categories: ["geschirrspueler"], nameIncludes: ["45 cm"] }),
  j("Wandhaube 90 cm", "Größe", { categories: ["wandhauben"], nameIncludes: ["90 cm"] }),
  j("Kompaktbackofen 45 cm", "Größe", { categories: ["kompaktbackoefen", "kompakt-mikrowellen"], nameIncludes: ["45 cm"] }),
  j("Einbaukühlschrank 178 cm", "Größe", { categories: ["einbaukuehlschraenke"], nameIncludes: ["178 cm"] }),
  j("Inselhaube 120 cm", "Größe", { categories: ["inselhauben"], nameIncludes: ["120 cm"] }),
  j("Geschirrspüler 60 cm XXL", "Größe", { categories: ["geschirrspueler"], nameIncludes: ["60 cm XXL"] }),
  j("Weinkühlschrank 83 Flaschen", "Größe", { categories: ["weinkuehlschraenke"], nameIncludes: ["83 Flaschen"] }),
  j("Einbauspüle 500", "Größe", { categories: ["einbauspuelen"], nameIncludes: [" 500-"] }),
];

const TYPO: Judgement[] = [
  j("Gecshirrspüler", "Tippfehler", { categories: ["geschirrspueler"] }),
  j("Kühlschrnak", "Tippfehler", { categories: ["kuehlschraenke"] }),
  j("Dunstabzugshabue", "Tippfehler", { categories: ["dunstabzugshauben"] }),
  j("Induktoinskochfeld", "Tippfehler", { categories: ["induktionskochfelder"] }),
  j("Siemns", "Tippfehler", { brands: ["siemens"] }),
  j("Quoker", "Tippfehler", { brands: ["quooker"] }),
  j("Mikrowele", "Tippfehler", { categories: ["mikrowellen"] }),
  j("Einbauspühle", "Tippfehler", { categories: ["einbauspuelen"] }),
  j("Kaffevollautomat", "Tippfehler", { categories: ["kaffeevollautomaten"] }),
  j("Blnaco", "Tippfehler", { brands: ["blanco"] }),
  j("Gagenau", "Tippfehler", { brands: ["gaggenau"] }),
  j("Edelstal", "Tippfehler", { nameIncludes: ["Edelstahl"] }),
  j("Armatrue", "Tippfehler", { categories: ["armaturen"] }),
  j("Geschirspüler", "Tippfehler", { categories: ["geschirrspueler"] }),
];

const FEATURE: Judgement[] = [
  j("Edelstahl", "Merkmal", { nameIncludes: ["Edelstahl"] }),
  j("Silgranit", "Merkmal", { nameIncludes: ["Silgranit"] }),
  j("Anthrazit", "Merkmal", { nameIncludes: ["Anthrazit"] }),
  j("Mattschwarz", "Merkmal", { nameIncludes: ["Mattschwarz"] }),
  j("Gusseisen", "Merkmal", { nameIncludes: ["Gusseisen"] }),
  j("NoFrost", "Merkmal", { categories: ["kuehl-gefrier-kombinationen", "gefrierschraenke"] }),
  j("BioFresh", "Merkmal", { categories: ["einbaukuehlschraenke"] }),
  j("Zeolith", "Merkmal", { categories: ["vollintegriert"] }),
];

/**
 * Several words of which not all occur in any name (issue 29): sizes the names do not carry, "mit" /
 * "ohne", a compound beside a feature. No product has every word; the list answers a relaxed search
 * (lib/domain/shop/search-relax.ts) and these judge that answer.
 */
const RELAXED: Judgement[] = [
  j("Backofen 60 cm", "Gelockert", { categories: ["backoefen"] }),
  j("Backofen 60", "Gelockert", { categories: ["backoefen"] }),
  j("Induktionskochfeld mit Abzug", "Gelockert", { categories: ["kochfelder-mit-dunstabzug"] }),
  j("Kühlschrank 60 cm", "Gelockert", { categories: ["kuehlschraenke"] }),
  j("Spüle ohne Armatur", "Gelockert", { categories: SINKS }),
  j("Dampfbackofen 60 cm", "Gelockert", { categories: ["dampfbackoefen"] }),
];

/**
 * A product word with a measure, typed as studios type it ("45cm" without a space): the exact words
 * find nothing, so the answer is relaxed, and the measure is kept as a preference — products carrying
 * it in name or features first, those of another measure last. "Backofen 60cm": no demo oven names its
 * width, so the built-in and steam ovens (no other width) are right, not the 45 cm compact ovens or the
 * warming drawers.
 */
const MEASURE: Judgement[] = [
  j("Backofen 60cm", "Maß", { categories: ["einbaubackoefen", "dampfbackoefen"] }),
  j("Backofen 45cm", "Maß", { categories: ["kompaktbackoefen"], nameIncludes: ["45 cm"] }),
  j("Geschirrspüler 45cm", "Maß", { categories: ["geschirrspueler"], nameIncludes: ["45 cm"] }),
  j("Geschirrspüler 60cm", "Maß", { categories: ["geschirrspueler"], nameIncludes: ["60 cm"] }),
  j("Kochfeld 90cm", "Maß", { categories: ["kochfelder"], nameIncludes: ["90 cm"] }),
  j("90 cm Induktion", "Maß", { categories: ["induktionskochfelder"], nameIncludes: ["90 cm"] }),
  j("Dunstabzugshaube 90cm", "Maß", { categories: ["dunstabzugshauben"], nameIncludes: ["90 cm"] }),
  j("Induktionskochfeld 60cm", "Maß", { categories: ["induktionskochfelder"], nameIncludes: ["60 cm"] }),
];

/** Product indexes of the demo generator below 10,000, so the 10,000-product catalog has them. */
const PRODUCTS = [17, 123, 456, 789, 1011, 2024, 3141, 4242, 5555, 6789, 7777, 8888, 9001, 9999];
const noIds = { category: new Map<string, number>(), brand: new Map<string, number>() };

const CODES: Judgement[] = [
  ...PRODUCTS.map((i) => j(eanFor(i), "EAN", { ean: eanFor(i) })),
  ...PRODUCTS.slice(0, 8).map((i) => j(generateProduct(i, noIds).producerId, "Artikelnummer", { ean: eanFor(i) })),
  ...PRODUCTS.slice(6).map((i) => j(modelNumberFor(i), "Modellnummer", { ean: eanFor(i) })),
];

export const SEARCH_JUDGEMENTS: Judgement[] = [
  ...CATEGORY,
  ...SUBCATEGORY,
  ...NUMBER,
  ...COMPOUND,
  ...SPELLING,
  ...SYNONYM,
  ...BRAND,
  ...BRAND_TYPE,
  ...BRAND_SERIES,
  ...SIZE,
  ...TYPO,
  ...FEATURE,
  ...RELAXED,
  ...MEASURE,
  ...CODES,
];
