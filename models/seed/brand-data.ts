/** Brands and providers of the demo catalog (DECISIONS.md: 16 brands including Bora, >= 2 providers). */

export type BrandDef = {
  name: string;
  slug: string;
  /** Product lines, used in product names. */
  series: string[];
  /** Manufacturer article-number pattern: "#" digit, "A" capital letter, anything else literal. */
  codePattern: string;
};

export const BRANDS: BrandDef[] = [
  { name: "Blanco", slug: "blanco", series: ["SUBLINE", "ZEROX", "ETAGON", "LEGRA", "METRA", "ANDANO", "LINUS", "CANDOR"], codePattern: "52####" },
  { name: "Franke", slug: "franke", series: ["Mythos", "Maris", "Kubus", "Sirius", "Box", "Centinox", "Active", "Eos"], codePattern: "1##.0###.###" },
  { name: "Grohe", slug: "grohe", series: ["Eurosmart", "Minta", "Essence", "Concetto", "Zedra", "Blue Pure", "Red Duo"], codePattern: "3#####00#" },
  {
    name: "Hansgrohe",
    slug: "hansgrohe",
    series: ["Talis M54", "Focus M41", "Metris Select", "Aquno Select", "Zesis M33", "Vernis Blend"],
    codePattern: "7####000",
  },
  { name: "Siemens", slug: "siemens", series: ["iQ100", "iQ300", "iQ500", "iQ700"], codePattern: "AA###AAA#E" },
  { name: "Bosch", slug: "bosch", series: ["Serie 2", "Serie 4", "Serie 6", "Serie 8"], codePattern: "AAA#AAA##" },
  { name: "Neff", slug: "neff", series: ["N 30", "N 50", "N 70", "N 90"], codePattern: "A##AAA#A#" },
  { name: "Miele", slug: "miele", series: ["Active", "ExtraComfort", "PureLine", "VitroLine", "ArtLine"], codePattern: "AA #### A" },
  { name: "AEG", slug: "aeg", series: ["6000", "7000 SteamBake", "8000 AssistedCooking", "9000 SteamPro"], codePattern: "AAA##A#A" },
  { name: "Gaggenau", slug: "gaggenau", series: ["Serie 200", "Serie 400"], codePattern: "AA ###-###" },
  { name: "Bora", slug: "bora", series: ["Pure", "Professional 3.0", "Classic 2.0", "X Pure", "S Pure"], codePattern: "AAAA##" },
  { name: "Liebherr", slug: "liebherr", series: ["Pure", "Plus", "Prime", "Peak"], codePattern: "AAA ####-##" },
  { name: "Smeg", slug: "smeg", series: ["Linea", "Victoria", "Classica", "Dolce Stil Novo", "Portofino"], codePattern: "AA###AA" },
  { name: "Schock", slug: "schock", series: ["Mono", "Primus", "Manhattan", "Lithos", "Signus", "Soho", "Greenwich"], codePattern: "AAA#####" },
  {
    name: "Quooker",
    slug: "quooker",
    series: ["Flex", "Fusion Round", "Fusion Square", "Front", "Nordic Round", "Classic Fusion"],
    codePattern: "#AAA#AA",
  },
  { name: "Berbel", slug: "berbel", series: ["Firstline", "Ergoline", "Skyline Edge", "Glassline", "Downline Infinity"], codePattern: "BAH ##-AA" },
];

export type ProviderDef = { name: string; minDays: number; maxDays: number };

export const PROVIDERS = {
  elektro: { name: "Elektro-Großhandel Süd", minDays: 3, maxDays: 7 },
  sanitaer: { name: "Sanitär-Logistik Nord", minDays: 2, maxDays: 5 },
  direkt: { name: "Küchentechnik Direkt", minDays: 5, maxDays: 14 },
} satisfies Record<string, ProviderDef>;

export const PROVIDER_LIST: ProviderDef[] = Object.values(PROVIDERS);
