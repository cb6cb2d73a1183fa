import { describe, expect, it } from "vitest";
import { demoFeatures } from "@/models/seed/seed-features";

describe("demoFeatures", () => {
  it("reads width, energy class and noise off name and description", () => {
    expect(
      demoFeatures({
        name: "Bosch Geschirrspüler Serie 6 SMV6ZCX 60 cm Edelstahl – Modell 1234567",
        description: "Geschirrspüler der Serie 6~Geräuschpegel 42 dB~Energieeffizienzklasse A+",
      }),
    ).toEqual([
      { name: "Breite", value: "60", unit: "cm" },
      { name: "Energieeffizienzklasse", value: "A+", unit: null },
      { name: "Geräuschpegel", value: "42", unit: "dB" },
    ]);
  });
  it("takes no niche height, no drawer height and nothing from the model number", () => {
    expect(demoFeatures({ name: "Liebherr Kühlschrank 178 cm Nische – Modell 0000060", description: "" })).toEqual([]);
    expect(demoFeatures({ name: "Neff Wärmeschublade 14 cm Edelstahl – Modell 1", description: "Drehteller 27 cm" })).toEqual([]);
  });
});
