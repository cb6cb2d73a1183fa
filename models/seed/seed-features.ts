/**
 * Features of the demo products (BMEcat FEATURE, issue 32), read off their names and descriptions so the
 * shop shows „Technische Daten“ and the width filter: „60 cm Edelstahl“ is Breite 60 cm, „Geräuschpegel
 * 42 dB“ is Geräuschpegel 42 dB, „Energieeffizienzklasse A+“ is that class. Pure and cheap: a few regular
 * expressions per product.
 */
export type DemoFeature = { name: string; value: string; unit: string | null };

/** Widths in a name: „60 cm“, but not a niche height („178 cm Nische“) nor a turntable („Drehteller 27 cm“). */
const WIDTH = /(?<!Drehteller |Nischenhöhe )\b(\d{2,3}) cm\b(?! Nische)/;
const ENERGY = /Energieeffizienzklasse ([A-G]\+{0,3})/;
const NOISE = /(?:Geräuschpegel|unter) (\d{2}) dB/;

export function demoFeatures(p: { name: string; description: string }): DemoFeature[] {
  const out: DemoFeature[] = [];
  const width = WIDTH.exec(p.name.replace(/ – Modell \d+$/, ""));
  // Below 30 cm it is a drawer's or an accessory's height, no appliance width.
  if (width && Number(width[1]) >= 30) out.push({ name: "Breite", value: width[1], unit: "cm" });
  const energy = ENERGY.exec(p.description);
  if (energy) out.push({ name: "Energieeffizienzklasse", value: energy[1], unit: null });
  const noise = NOISE.exec(p.description);
  if (noise) out.push({ name: "Geräuschpegel", value: noise[1], unit: "dB" });
  return out;
}
