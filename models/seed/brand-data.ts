/** Brands and providers of the demo catalog (DECISIONS.md: 16 brands including Bora, >= 2 providers). */

export type BrandDef = {
  name: string;
  slug: string;
  /** Product lines, used in product names. */
  series: string[];
  /** Manufacturer article-number pattern: "#" digit, "A" capital letter, anything else literal. */
  codePattern: string;
  /** Brand colour for the generated logo and product images. */
  color: string;
};

export const BRANDS: BrandDef[] = [
  { name: "Blanco", slug: "blanco", series: ["SUBLINE", "ZEROX", "ETAGON", "LEGRA", "METRA", "ANDANO", "LINUS", "CANDOR"], codePattern: "52####", color: "#1d3c6e" },
  { name: "Franke", slug: "franke", series: ["Mythos", "Maris", "Kubus", "Sirius", "Box", "Centinox", "Active", "Eos"], codePattern: "1##.0###.###", color: "#b0001e" },
  { name: "Grohe", slug: "grohe", series: ["Eurosmart", "Minta", "Essence", "Concetto", "Zedra", "Blue Pure", "Red Duo"], codePattern: "3#####00#", color: "#0a2a4a" },
  { name: "Hansgrohe", slug: "hansgrohe", series: ["Talis M54", "Focus M41", "Metris Select", "Aquno Select", "Zesis M33", "Vernis Blend"], codePattern: "7####000", color: "#2f2f2f" },
  { name: "Siemens", slug: "siemens", series: ["iQ100", "iQ300", "iQ500", "iQ700"], codePattern: "AA###AAA#E", color: "#009999" },
  { name: "Bosch", slug: "bosch", series: ["Serie 2", "Serie 4", "Serie 6", "Serie 8"], codePattern: "AAA#AAA##", color: "#e20015" },
  { name: "Neff", slug: "neff", series: ["N 30", "N 50", "N 70", "N 90"], codePattern: "A##AAA#A#", color: "#6b2c91" },
  { name: "Miele", slug: "miele", series: ["Active", "ExtraComfort", "PureLine", "VitroLine", "ArtLine"], codePattern: "AA #### A", color: "#8c0014" },
  { name: "AEG", slug: "aeg", series: ["6000", "7000 SteamBake", "8000 AssistedCooking", "9000 SteamPro"], codePattern: "AAA##A#A", color: "#c8102e" },
  { name: "Gaggenau", slug: "gaggenau", series: ["Serie 200", "Serie 400"], codePattern: "AA ###-###", color: "#3d3d3d" },
  { name: "Bora", slug: "bora", series: ["Pure", "Professional 3.0", "Classic 2.0", "X Pure", "S Pure"], codePattern: "AAAA##", color: "#111111" },
  { name: "Liebherr", slug: "liebherr", series: ["Pure", "Plus", "Prime", "Peak"], codePattern: "AAA ####-##", color: "#f5a800" },
  { name: "Smeg", slug: "smeg", series: ["Linea", "Victoria", "Classica", "Dolce Stil Novo", "Portofino"], codePattern: "AA###AA", color: "#5a8f3d" },
  { name: "Schock", slug: "schock", series: ["Mono", "Primus", "Manhattan", "Lithos", "Signus", "Soho", "Greenwich"], codePattern: "AAA#####", color: "#00587c" },
  { name: "Quooker", slug: "quooker", series: ["Flex", "Fusion Round", "Fusion Square", "Front", "Nordic Round", "Classic Fusion"], codePattern: "#AAA#AA", color: "#1a1a1a" },
  { name: "Berbel", slug: "berbel", series: ["Firstline", "Ergoline", "Skyline Edge", "Glassline", "Downline Infinity"], codePattern: "BAH ##-AA", color: "#d4001a" },
];

export type ProviderDef = { name: string; minDays: number; maxDays: number };

export const PROVIDERS = {
  elektro: { name: "Elektro-Großhandel Süd", minDays: 3, maxDays: 7 },
  sanitaer: { name: "Sanitär-Logistik Nord", minDays: 2, maxDays: 5 },
  direkt: { name: "Küchentechnik Direkt", minDays: 5, maxDays: 14 },
} satisfies Record<string, ProviderDef>;

export const PROVIDER_LIST: ProviderDef[] = Object.values(PROVIDERS);

export function providerByName(name: string): ProviderDef | undefined {
  return PROVIDER_LIST.find((p) => p.name === name);
}
