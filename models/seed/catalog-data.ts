/* eslint-disable max-lines -- demo data: the category tree and product templates, one table read top to bottom */
/**
 * Category tree and product templates of the demo catalog (DECISIONS.md "Demo data": at least 8
 * top-level categories with subcategories). Prices in euros here, converted to cents when generated.
 */
import type { ProviderDef } from "./brand-data";
import { PROVIDERS } from "./brand-data";

export type SubcategoryDef = {
  name: string;
  slug: string;
  /** German product noun used in the name ("Einbauspüle"). */
  noun: string;
  brands: string[];
  /** Net price range in euros. */
  price: [number, number];
  variants: string[];
  features: string[];
};

export type CategoryDef = {
  name: string;
  slug: string;
  provider: ProviderDef;
  /** Net shipping per unit in euros. */
  shipping: [number, number];
  features: string[];
  subcategories: SubcategoryDef[];
};

const ELECTRIC = ["Siemens", "Bosch", "Neff", "Miele", "AEG", "Gaggenau", "Smeg"];

export const CATEGORIES: CategoryDef[] = [
  {
    name: "Spülen",
    slug: "spuelen",
    provider: PROVIDERS.sanitaer,
    shipping: [9.9, 39],
    features: [
      "Inklusive Ablaufgarnitur und Überlauf",
      "Montagematerial im Lieferumfang",
      "Passend für Unterschränke ab 60 cm",
      "Hygienische, porenfreie Oberfläche",
    ],
    subcategories: [
      {
        name: "Einbauspülen",
        slug: "einbauspuelen",
        noun: "Einbauspüle",
        brands: ["Blanco", "Franke", "Schock"],
        price: [129, 890],
        variants: [
          "Silgranit Anthrazit",
          "Silgranit Felsgrau",
          "Edelstahl Seidenglanz",
          "Cristadur Carbonium",
          "Tectonite Schwarz",
          "Silgranit Weiß",
        ],
        features: ["Einbau von oben", "Restebecken links oder rechts montierbar", "Kratzfeste Granitverbundoberfläche"],
      },
      {
        name: "Unterbauspülen",
        slug: "unterbauspuelen",
        noun: "Unterbauspüle",
        brands: ["Blanco", "Franke", "Schock"],
        price: [249, 1290],
        variants: ["Silgranit Anthrazit", "Edelstahl gebürstet", "Silgranit Perlgrau", "Cristalite Onyx"],
        features: ["Für Stein- und Massivholzarbeitsplatten", "Flächenbündige Optik", "Montagebügel inklusive"],
      },
      {
        name: "Flächenbündige Spülen",
        slug: "flaechenbuendige-spuelen",
        noun: "Flächenbündige Spüle",
        brands: ["Blanco", "Franke"],
        price: [399, 1690],
        variants: ["Edelstahl Durinox", "Edelstahl Seidenglanz", "Silgranit Tartufo"],
        features: ["Für flächenbündigen Einbau", "Radius 10 mm", "Mit Push-Control-Ablauffernbedienung"],
      },
      {
        name: "Spülenzubehör",
        slug: "spuelenzubehoer",
        noun: "Schneidbrett",
        brands: ["Blanco", "Franke", "Schock"],
        price: [19.9, 149],
        variants: ["Esche massiv", "Sicherheitsglas", "Edelstahl", "Kunststoff Schwarz"],
        features: ["Passgenau für die Serie", "Spülmaschinengeeignet"],
      },
    ],
  },
  {
    name: "Armaturen",
    slug: "armaturen",
    provider: PROVIDERS.sanitaer,
    shipping: [4.9, 14.9],
    features: [
      "Keramikkartusche für leichtgängige Bedienung",
      "Anschluss an Hochdruck",
      "Schwenkbereich 360°",
      "Inklusive flexibler Anschlussschläuche",
    ],
    subcategories: [
      {
        name: "Einhebelmischer",
        slug: "einhebelmischer",
        noun: "Einhebelmischer",
        brands: ["Grohe", "Hansgrohe", "Blanco", "Franke"],
        price: [89, 459],
        variants: ["Chrom", "Edelstahl-Optik", "Mattschwarz", "Brushed Hard Graphite"],
        features: ["Wassersparend mit 5 l/min", "Hoher Auslauf"],
      },
      {
        name: "Armaturen mit Ausziehbrause",
        slug: "ausziehbrause",
        noun: "Küchenarmatur mit Ausziehbrause",
        brands: ["Grohe", "Hansgrohe", "Blanco", "Franke"],
        price: [149, 689],
        variants: ["Chrom", "Edelstahl-Finish", "Mattschwarz", "Supersteel"],
        features: ["Zwei Strahlarten: Laminar und Brause", "Magnetische Brausekopfhalterung"],
      },
      {
        name: "Niederdruckarmaturen",
        slug: "niederdruckarmaturen",
        noun: "Niederdruckarmatur",
        brands: ["Grohe", "Hansgrohe", "Blanco"],
        price: [99, 329],
        variants: ["Chrom", "Edelstahl-Optik"],
        features: ["Für offene Warmwasserbereiter", "Drei Anschlussschläuche"],
      },
      {
        name: "Kochendwasserhähne",
        slug: "kochendwasserhaehne",
        noun: "Kochendwasserhahn",
        brands: ["Quooker", "Grohe"],
        price: [990, 2790],
        variants: ["Chrom", "Edelstahl", "Schwarz", "Gold", "Gunmetal"],
        features: ["Kochend heißes Wasser mit 100 °C", "Doppelt gedrehter Sicherheitsgriff", "Inklusive Reservoir PRO3"],
      },
    ],
  },
  {
    name: "Kochfelder",
    slug: "kochfelder",
    provider: PROVIDERS.elektro,
    shipping: [12.9, 49],
    features: ["Rahmenlos flächenbündig einsetzbar", "Kindersicherung und Restwärmeanzeige", "Touch-Slider-Bedienung", "Timer für jede Kochzone"],
    subcategories: [
      {
        name: "Induktionskochfelder",
        slug: "induktionskochfelder",
        noun: "Induktionskochfeld",
        brands: ELECTRIC,
        price: [399, 2990],
        variants: ["60 cm Schwarz", "80 cm Schwarz", "80 cm Facettenschliff", "90 cm Edelstahlrahmen"],
        features: ["Powerboost für jede Zone", "Flexible Kochzonen"],
      },
      {
        name: "Kochfelder mit Dunstabzug",
        slug: "kochfelder-mit-dunstabzug",
        noun: "Kochfeld mit integriertem Dunstabzug",
        brands: ["Siemens", "Bosch", "Neff", "Miele", "AEG"],
        price: [1690, 4990],
        variants: ["Abluft 80 cm", "Umluft 80 cm", "Umluft 60 cm"],
        features: ["Automatische Lüftersteuerung", "Geräuscharm unter 60 dB"],
      },
      {
        name: "Gaskochfelder",
        slug: "gaskochfelder",
        noun: "Gaskochfeld",
        brands: ["Siemens", "Bosch", "Neff", "Smeg", "Gaggenau"],
        price: [299, 2490],
        variants: ["60 cm Edelstahl", "75 cm Glaskeramik", "90 cm Edelstahl"],
        features: ["Gussroste spülmaschinengeeignet", "Thermoelektrische Zündsicherung"],
      },
      {
        name: "Glaskeramikkochfelder",
        slug: "glaskeramikkochfelder",
        noun: "Glaskeramikkochfeld",
        brands: ["Siemens", "Bosch", "AEG", "Neff"],
        price: [249, 790],
        variants: ["60 cm Schwarz", "60 cm mit Rahmen", "80 cm Schwarz"],
        features: ["Bräterzone zuschaltbar", "HighSpeed-Heizkörper"],
      },
    ],
  },
  {
    name: "Backöfen",
    slug: "backoefen",
    provider: PROVIDERS.elektro,
    shipping: [29, 89],
    features: ["Energieeffizienzklasse A+", "Vollauszug auf drei Ebenen", "Pyrolytische Selbstreinigung", "Kühles Türglas durch Vierfachverglasung"],
    subcategories: [
      {
        name: "Einbaubacköfen",
        slug: "einbaubackoefen",
        noun: "Einbaubackofen",
        brands: ELECTRIC,
        price: [449, 2990],
        variants: ["Edelstahl", "Schwarz", "Graphitgrau", "Weiß"],
        features: ["71 l Garraum", "13 Beheizungsarten"],
      },
      {
        name: "Dampfbacköfen",
        slug: "dampfbackoefen",
        noun: "Dampfbackofen",
        brands: ["Siemens", "Bosch", "Neff", "Miele", "AEG", "Gaggenau"],
        price: [899, 4990],
        variants: ["Edelstahl", "Schwarz", "Obsidianschwarz"],
        features: ["Dampfunterstützung in drei Stufen", "Entkalkungsprogramm"],
      },
      {
        name: "Kompaktbacköfen",
        slug: "kompaktbackoefen",
        noun: "Kompaktbackofen",
        brands: ELECTRIC,
        price: [599, 2890],
        variants: ["45 cm Edelstahl", "45 cm Schwarz"],
        features: ["Nischenhöhe 45 cm", "Ideal für Hochschränke"],
      },
      {
        name: "Wärmeschubladen",
        slug: "waermeschubladen",
        noun: "Wärmeschublade",
        brands: ["Siemens", "Bosch", "Neff", "Miele", "Gaggenau"],
        price: [399, 1490],
        variants: ["14 cm Edelstahl", "29 cm Schwarz"],
        features: ["Zum Vorwärmen von Geschirr", "Niedertemperaturgaren"],
      },
    ],
  },
  {
    name: "Dunstabzugshauben",
    slug: "dunstabzugshauben",
    provider: PROVIDERS.elektro,
    shipping: [19, 79],
    features: [
      "LED-Beleuchtung dimmbar",
      "Metallfettfilter spülmaschinengeeignet",
      "Abluft- und Umluftbetrieb möglich",
      "Intensivstufe mit automatischer Rückschaltung",
    ],
    subcategories: [
      {
        name: "Wandhauben",
        slug: "wandhauben",
        noun: "Wandhaube",
        brands: ["Siemens", "Bosch", "Neff", "Miele", "AEG", "Berbel", "Smeg"],
        price: [299, 1990],
        variants: ["60 cm Edelstahl", "90 cm Schwarz", "90 cm Glas Weiß", "120 cm Edelstahl"],
        features: ["Schräghaube für Kopffreiheit", "Absaugleistung bis 750 m³/h"],
      },
      {
        name: "Inselhauben",
        slug: "inselhauben",
        noun: "Inselhaube",
        brands: ["Siemens", "Bosch", "Neff", "Miele", "Gaggenau", "Berbel"],
        price: [899, 3990],
        variants: ["90 cm Edelstahl", "120 cm Schwarz"],
        features: ["Freihängende Montage über der Kochinsel", "Flüsterleise durch iQdrive-Motor"],
      },
      {
        name: "Deckenlüfter",
        slug: "deckenluefter",
        noun: "Deckenlüfter",
        brands: ["Berbel", "Siemens", "Neff", "Gaggenau"],
        price: [1290, 4990],
        variants: ["90 cm Weiß", "120 cm Edelstahl"],
        features: ["Bündiger Einbau in die Decke", "Fernbedienung inklusive"],
      },
      {
        name: "Flachschirmhauben",
        slug: "flachschirmhauben",
        noun: "Flachschirmhaube",
        brands: ["Siemens", "Bosch", "AEG", "Neff", "Berbel"],
        price: [199, 899],
        variants: ["60 cm Silbermetallic", "90 cm Edelstahl"],
        features: ["Für den Einbau in Oberschränke", "Ausziehbarer Wrasenschirm"],
      },
    ],
  },
  {
    name: "Kühlschränke",
    slug: "kuehlschraenke",
    provider: PROVIDERS.direkt,
    shipping: [49, 89],
    features: ["Energieeffizienzklasse D", "LED-Innenbeleuchtung", "Türanschlag wechselbar", "Schleppscharnier für die Einbaumontage"],
    subcategories: [
      {
        name: "Einbaukühlschränke",
        slug: "einbaukuehlschraenke",
        noun: "Einbaukühlschrank",
        brands: ["Liebherr", "Siemens", "Bosch", "Neff", "Miele", "AEG"],
        price: [499, 2490],
        variants: ["88 cm Nische", "122 cm Nische", "178 cm Nische"],
        features: ["BioFresh-Frischefach", "SuperCool-Funktion"],
      },
      {
        name: "Kühl-Gefrier-Kombinationen",
        slug: "kuehl-gefrier-kombinationen",
        noun: "Kühl-Gefrier-Kombination",
        brands: ["Liebherr", "Siemens", "Bosch", "Miele", "AEG", "Smeg"],
        price: [699, 3490],
        variants: ["178 cm Nische", "Standgerät Edelstahl", "Standgerät Schwarz"],
        features: ["NoFrost: nie wieder abtauen", "Getrennte Kältekreisläufe"],
      },
      {
        name: "Weinkühlschränke",
        slug: "weinkuehlschraenke",
        noun: "Weinklimaschrank",
        brands: ["Liebherr", "Smeg", "Miele"],
        price: [899, 4290],
        variants: ["für 34 Flaschen", "für 83 Flaschen", "Unterbau 45 cm"],
        features: ["Zwei Temperaturzonen", "Schwingungsarme Lagerung"],
      },
      {
        name: "Gefrierschränke",
        slug: "gefrierschraenke",
        noun: "Einbaugefrierschrank",
        brands: ["Liebherr", "Siemens", "Bosch", "AEG"],
        price: [549, 1890],
        variants: ["88 cm Nische", "178 cm Nische"],
        features: ["NoFrost", "IceMaker mit Festwasseranschluss"],
      },
    ],
  },
  {
    name: "Geschirrspüler",
    slug: "geschirrspueler",
    provider: PROVIDERS.elektro,
    shipping: [39, 69],
    features: ["Aquastop-Schutz gegen Wasserschäden", "Besteckschublade", "Geräuschpegel 42 dB", "Halbe Beladung möglich"],
    subcategories: [
      {
        name: "Vollintegrierte Geschirrspüler",
        slug: "vollintegriert",
        noun: "Vollintegrierter Geschirrspüler",
        brands: ["Siemens", "Bosch", "Neff", "Miele", "AEG", "Gaggenau"],
        price: [449, 2290],
        variants: ["60 cm", "60 cm XXL", "45 cm"],
        features: ["Zeolith-Trocknung", "Home-Connect-fähig"],
      },
      {
        name: "Teilintegrierte Geschirrspüler",
        slug: "teilintegriert",
        noun: "Teilintegrierter Geschirrspüler",
        brands: ["Siemens", "Bosch", "Neff", "Miele", "AEG"],
        price: [429, 1690],
        variants: ["60 cm Edelstahl", "45 cm Edelstahl"],
        features: ["Blende in Edelstahl", "Auto-Programm 45–65 °C"],
      },
      {
        name: "Unterbau-Geschirrspüler",
        slug: "unterbau-geschirrspueler",
        noun: "Unterbau-Geschirrspüler",
        brands: ["Siemens", "Bosch", "AEG", "Smeg"],
        price: [399, 1190],
        variants: ["60 cm Weiß", "60 cm Edelstahl"],
        features: ["Unterbaufähig mit abnehmbarer Arbeitsplatte", "14 Maßgedecke"],
      },
    ],
  },
  {
    name: "Mikrowellen",
    slug: "mikrowellen",
    provider: PROVIDERS.elektro,
    shipping: [14.9, 39],
    features: ["Fünf Leistungsstufen bis 900 W", "Auftaufunktion nach Gewicht", "Edelstahl-Garraum", "Türöffnung per Knopfdruck"],
    subcategories: [
      {
        name: "Einbau-Mikrowellen",
        slug: "einbau-mikrowellen",
        noun: "Einbau-Mikrowelle",
        brands: ELECTRIC,
        price: [249, 1290],
        variants: ["38 cm Edelstahl", "38 cm Schwarz", "45 cm Schwarz"],
        features: ["Einbau in Oberschrank oder Hochschrank", "Mit Grillfunktion"],
      },
      {
        name: "Kompakt-Mikrowellen mit Backofen",
        slug: "kompakt-mikrowellen",
        noun: "Kompaktbackofen mit Mikrowelle",
        brands: ["Siemens", "Bosch", "Neff", "Miele", "AEG"],
        price: [799, 2290],
        variants: ["45 cm Edelstahl", "45 cm Schwarz"],
        features: ["Heißluft und Mikrowelle kombiniert", "44 l Garraum"],
      },
      {
        name: "Stand-Mikrowellen",
        slug: "stand-mikrowellen",
        noun: "Stand-Mikrowelle",
        brands: ["Siemens", "Bosch", "Smeg", "AEG"],
        price: [99, 499],
        variants: ["Weiß", "Creme", "Edelstahl"],
        features: ["Drehteller 27 cm", "Kompakte Maße"],
      },
    ],
  },
  {
    name: "Kaffeevollautomaten",
    slug: "kaffeevollautomaten",
    provider: PROVIDERS.direkt,
    shipping: [19, 49],
    features: [
      "Kegelmahlwerk aus Edelstahl",
      "Milchsystem mit automatischer Reinigung",
      "Profile für bis zu acht Personen",
      "Wassertank herausnehmbar",
    ],
    subcategories: [
      {
        name: "Einbau-Kaffeevollautomaten",
        slug: "einbau-kaffeevollautomaten",
        noun: "Einbau-Kaffeevollautomat",
        brands: ["Siemens", "Bosch", "Neff", "Miele", "Gaggenau"],
        price: [1490, 4990],
        variants: ["Edelstahl", "Schwarz", "Graphitgrau"],
        features: ["Festwasseranschluss möglich", "Zwei Tassen gleichzeitig"],
      },
      {
        name: "Stand-Kaffeevollautomaten",
        slug: "stand-kaffeevollautomaten",
        noun: "Kaffeevollautomat",
        brands: ["Siemens", "Bosch", "Miele", "Smeg"],
        price: [399, 1990],
        variants: ["Schwarz", "Silber", "Weiß", "Creme"],
        features: ["One-Touch-Spezialitäten", "Kaffeekannenfunktion"],
      },
      {
        name: "Kaffeezubehör",
        slug: "kaffeezubehoer",
        noun: "Milchbehälter-Set",
        brands: ["Siemens", "Bosch", "Miele", "Smeg"],
        price: [19.9, 129],
        variants: ["0,5 l", "0,7 l Edelstahl", "Isoliert"],
        features: ["Spülmaschinengeeignet"],
      },
    ],
  },
  {
    name: "Zubehör",
    slug: "zubehoer",
    provider: PROVIDERS.direkt,
    shipping: [4.9, 19],
    features: ["Original-Zubehör des Herstellers", "Einfache Montage ohne Werkzeug", "Passgenau für die Geräteserie", "Langlebige Qualität"],
    subcategories: [
      {
        name: "Filter und Ersatzteile",
        slug: "filter-ersatzteile",
        noun: "Umluftfilter-Set",
        brands: ["Bora", "Berbel", "Siemens", "Bosch", "Neff", "Miele"],
        price: [19.9, 349],
        variants: ["Aktivkohle", "Regenerierbar", "Long Life", "Edelstahl-Fettfilter"],
        features: ["Standzeit bis zu 12 Monate"],
      },
      {
        name: "Kochgeschirr",
        slug: "kochgeschirr",
        noun: "Bräter",
        brands: ["Bora", "Miele", "Gaggenau", "Smeg"],
        price: [39, 399],
        variants: ["Edelstahl", "Gusseisen", "Antihaft-beschichtet", "Set 3-teilig"],
        features: ["Induktionsgeeignet", "Backofenfest bis 250 °C"],
      },
      {
        name: "Backofenzubehör",
        slug: "backofenzubehoer",
        noun: "Backblech",
        brands: ["Siemens", "Bosch", "Neff", "Miele", "AEG", "Gaggenau"],
        price: [19.9, 189],
        variants: ["emailliert", "gelocht", "mit Antihaftbeschichtung", "Teleskopauszug 3-fach"],
        features: ["Pyrolysegeeignet"],
      },
      {
        name: "Kochfeld-Zubehör",
        slug: "kochfeld-zubehoer",
        noun: "Teppan-Yaki-Platte",
        brands: ["Bora", "Siemens", "Neff", "Gaggenau"],
        price: [49, 499],
        variants: ["Edelstahl", "Gusseisen", "Grillplatte"],
        features: ["Für Flex-Induktionszonen"],
      },
      {
        name: "Reinigung und Pflege",
        slug: "reinigung-pflege",
        noun: "Pflegeset",
        brands: ["Bora", "Blanco", "Franke", "Miele", "Schock"],
        price: [9.9, 79],
        variants: ["für Edelstahl", "für Silgranit", "für Glaskeramik", "Entkalker 3er-Pack"],
        features: ["Materialschonende Reinigung"],
      },
    ],
  },
];

/** Bora is sold for accessories only (SPEC.md section 8: Bora searches hint at that). */
export const BORA_NOUNS: Record<string, string[]> = {
  "filter-ersatzteile": ["Umluftfilter-Set", "Edelstahl-Fettfilter", "Aktivkohlefilter", "Geruchsfilter"],
  kochgeschirr: ["Universal-Bräter", "Wok-Pfanne", "Kochtopf-Set", "Teppan-Yaki-Pfanne"],
  "kochfeld-zubehoer": ["Grillplatte", "Wok-Aufsatz", "Universalspachtel", "Glasabdeckung"],
  "reinigung-pflege": ["Reinigungsset", "Glaskeramik-Schaber", "Pflegetücher"],
};
