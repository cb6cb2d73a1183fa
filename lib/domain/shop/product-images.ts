/**
 * Product images and brand logos drawn as SVG (DECISIONS.md "Demo data": images made locally), served
 * by app/images/products and app/images/brands. A product's imageKey is `${categorySlug}-${brandSlug}`.
 * The catalog's categories and brands name their picture here (the demo generator takes them from
 * this module); an unknown category or brand gets a neutral look.
 */

import { xmlAttribute } from "../platform/xml";

export type PictureIcon = "sink" | "tap" | "hob" | "oven" | "hood" | "fridge" | "dishwasher" | "microwave" | "coffee" | "accessory";

/** Each category's line drawing and the label under it. */
export const CATEGORY_PICTURES: { slug: string; name: string; icon: PictureIcon }[] = [
  { slug: "spuelen", name: "Spülen", icon: "sink" },
  { slug: "armaturen", name: "Armaturen", icon: "tap" },
  { slug: "kochfelder", name: "Kochfelder", icon: "hob" },
  { slug: "backoefen", name: "Backöfen", icon: "oven" },
  { slug: "dunstabzugshauben", name: "Dunstabzugshauben", icon: "hood" },
  { slug: "kuehlschraenke", name: "Kühlschränke", icon: "fridge" },
  { slug: "geschirrspueler", name: "Geschirrspüler", icon: "dishwasher" },
  { slug: "mikrowellen", name: "Mikrowellen", icon: "microwave" },
  { slug: "kaffeevollautomaten", name: "Kaffeevollautomaten", icon: "coffee" },
  { slug: "zubehoer", name: "Zubehör", icon: "accessory" },
];

/** Each brand's name as written and its colour in logos and product pictures. */
export const BRAND_PICTURES: { slug: string; name: string; color: string }[] = [
  { slug: "blanco", name: "Blanco", color: "#1d3c6e" },
  { slug: "franke", name: "Franke", color: "#b0001e" },
  { slug: "grohe", name: "Grohe", color: "#0a2a4a" },
  { slug: "hansgrohe", name: "Hansgrohe", color: "#2f2f2f" },
  { slug: "siemens", name: "Siemens", color: "#009999" },
  { slug: "bosch", name: "Bosch", color: "#e20015" },
  { slug: "neff", name: "Neff", color: "#6b2c91" },
  { slug: "miele", name: "Miele", color: "#8c0014" },
  { slug: "aeg", name: "AEG", color: "#c8102e" },
  { slug: "gaggenau", name: "Gaggenau", color: "#3d3d3d" },
  { slug: "bora", name: "Bora", color: "#111111" },
  { slug: "liebherr", name: "Liebherr", color: "#f5a800" },
  { slug: "smeg", name: "Smeg", color: "#5a8f3d" },
  { slug: "schock", name: "Schock", color: "#00587c" },
  { slug: "quooker", name: "Quooker", color: "#1a1a1a" },
  { slug: "berbel", name: "Berbel", color: "#d4001a" },
];

const SIZES = { s: 200, xl: 800 } as const;

const STROKE = `fill="none" stroke="#334155" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`;

/** Line drawings on a 200 x 200 grid, centred in the upper part of the picture. */
const ICONS: Record<PictureIcon, string> = {
  sink: `<rect x="40" y="70" width="120" height="60" rx="14" ${STROKE}/><circle cx="100" cy="105" r="6" ${STROKE}/><path d="M100 70 V40 Q100 30 112 30 H124 V42" ${STROKE}/>`,
  tap: `<path d="M80 150 V70 Q80 36 114 36 Q146 36 146 70 V84" ${STROKE}/><path d="M64 150 H96" ${STROKE}/><path d="M80 100 H58" ${STROKE}/><path d="M146 96 v6 M140 108 v6 M152 108 v6" ${STROKE}/>`,
  hob: `<rect x="36" y="36" width="128" height="112" rx="10" ${STROKE}/><circle cx="72" cy="72" r="18" ${STROKE}/><circle cx="128" cy="72" r="14" ${STROKE}/><circle cx="72" cy="118" r="14" ${STROKE}/><circle cx="128" cy="118" r="20" ${STROKE}/>`,
  oven: `<rect x="40" y="30" width="120" height="124" rx="8" ${STROKE}/><path d="M40 56 H160" ${STROKE}/><circle cx="60" cy="43" r="5" ${STROKE}/><circle cx="140" cy="43" r="5" ${STROKE}/><rect x="56" y="72" width="88" height="64" rx="6" ${STROKE}/><path d="M66 64 H134" ${STROKE}/>`,
  hood: `<rect x="86" y="24" width="28" height="56" ${STROKE}/><path d="M86 80 L40 124 H160 L114 80 Z" ${STROKE}/><path d="M40 124 V134 H160 V124" ${STROKE}/><path d="M70 148 v10 M100 148 v10 M130 148 v10" ${STROKE}/>`,
  fridge: `<rect x="58" y="20" width="84" height="144" rx="10" ${STROKE}/><path d="M58 74 H142" ${STROKE}/><path d="M128 38 V60 M128 88 V120" ${STROKE}/>`,
  dishwasher: `<rect x="44" y="30" width="112" height="128" rx="8" ${STROKE}/><path d="M44 54 H156" ${STROKE}/><circle cx="140" cy="42" r="4" ${STROKE}/><path d="M62 42 H100" ${STROKE}/><path d="M64 80 V130 M84 80 V130 M104 80 V130 M124 80 V130 M60 134 H140" ${STROKE}/>`,
  microwave: `<rect x="28" y="48" width="144" height="92" rx="8" ${STROKE}/><rect x="42" y="62" width="88" height="64" rx="6" ${STROKE}/><path d="M146 64 H158 M146 80 H158" ${STROKE}/><circle cx="152" cy="110" r="7" ${STROKE}/>`,
  coffee: `<rect x="52" y="24" width="96" height="132" rx="10" ${STROKE}/><path d="M52 60 H148" ${STROKE}/><rect x="86" y="72" width="28" height="14" ${STROKE}/><path d="M84 112 H116 V130 Q116 138 108 138 H92 Q84 138 84 130 Z" ${STROKE}/><path d="M116 118 H122 Q128 118 128 124 Q128 130 122 130 H116" ${STROKE}/>`,
  accessory: `<circle cx="86" cy="92" r="46" ${STROKE}/><circle cx="86" cy="92" r="32" ${STROKE}/><path d="M128 110 L170 134" fill="none" stroke="#334155" stroke-width="10" stroke-linecap="round"/>`,
};

// The variable texts (brand and category names, a brand slug from the address) are escaped by the
// product's one XML escaping (lib/domain/platform/xml.ts); the line drawings are fixed markup.
const escapeXml = xmlAttribute;

/** Splits an image key into its category and brand; unknown parts fall back to a neutral look. */
export function parseImageKey(imageKey: string): { category?: (typeof CATEGORY_PICTURES)[number]; brandName: string; brandColor: string } {
  const category = CATEGORY_PICTURES.find((c) => imageKey.startsWith(`${c.slug}-`));
  const brandSlug = category ? imageKey.slice(category.slug.length + 1) : imageKey;
  const brand = BRAND_PICTURES.find((b) => b.slug === brandSlug);
  return { category, brandName: brand?.name ?? brandSlug, brandColor: brand?.color ?? "#475569" };
}

/** A product picture: category line drawing, brand name and category label on a light card. */
export function renderProductSvg(imageKey: string, size: "s" | "xl"): string {
  const px = SIZES[size] ?? SIZES.s;
  const { category, brandName, brandColor } = parseImageKey(imageKey);
  const icon = ICONS[category?.icon ?? "accessory"];
  const label = category?.name ?? "Küchenzubehör";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(`${brandName} ${label}`)}">`,
    `<rect width="200" height="200" fill="#f8fafc"/>`,
    `<rect x="6" y="6" width="188" height="188" rx="14" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>`,
    `<g transform="translate(30 8) scale(0.7)">${icon}</g>`,
    `<rect x="30" y="146" width="140" height="4" rx="2" fill="${brandColor}"/>`,
    `<text x="100" y="170" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="18" font-weight="700" fill="${brandColor}">${escapeXml(brandName)}</text>`,
    `<text x="100" y="187" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="10" fill="#64748b">${escapeXml(label)}</text>`,
    `</svg>`,
  ].join("");
}

/** A word-mark logo for the top-brands grid of the shop home page. */
export function renderBrandLogoSvg(brandName: string): string {
  const brand = BRAND_PICTURES.find((b) => b.name.toLowerCase() === brandName.toLowerCase() || b.slug === brandName.toLowerCase());
  const name = brand?.name ?? brandName;
  const color = brand?.color ?? "#334155";
  const fontSize = name.length > 8 ? 26 : 32;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeXml(name)}">`,
    `<rect width="240" height="120" rx="12" fill="#ffffff"/>`,
    `<text x="120" y="70" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="800" letter-spacing="1" fill="${color}">${escapeXml(name.toUpperCase())}</text>`,
    `<rect x="70" y="86" width="100" height="4" rx="2" fill="${color}" opacity="0.6"/>`,
    `</svg>`,
  ].join("");
}
