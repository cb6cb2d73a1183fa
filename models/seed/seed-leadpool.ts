/** Lead-pool leads for the studios with leadpoolActive (SPEC.md sections 2.4, 3 and 4). */
import type { LeadUserData, LeadUserDataRaw } from "../console/lead-crm-types";
import type { ConsoleBuilder } from "./console-cases";
import { Rng } from "./random";
import type { SeededStore } from "./seed-stores";
import { addHours } from "./time";

const STATUSES = [null, null, "statusBeforeSchedule", "statusNegotiation", "statusSold", "statusClosedLost"] as const;

const CHOICES = {
  budget: ["bis 5.000 €", "5.000 – 10.000 €", "10.000 – 15.000 €", "15.000 – 25.000 €", "über 25.000 €"],
  deliveryTime: ["So schnell wie möglich", "In 1–3 Monaten", "In 3–6 Monaten", "In mehr als 6 Monaten"],
  kitchenMotive: ["Umzug", "Neubau", "Renovierung", "Alte Küche ist defekt", "Einfach Lust auf Neues"],
  inspirationLevel: ["Ich stehe noch ganz am Anfang", "Ich habe erste Ideen", "Ich habe schon konkrete Vorstellungen"],
  form: ["Küchenzeile", "L-Form", "U-Form", "Kochinsel", "Zweizeilig"],
  color: ["Weiß", "Grau", "Schwarz", "Holzoptik", "Salbeigrün", "Sandbeige"],
  surface: ["Matt", "Hochglanz", "Strukturiert", "Echtholz"],
  worktop: ["Holz", "Keramik", "Quarzstein", "Granit", "Schichtstoff"],
  hob: ["Induktion", "Induktion mit Kochfeldabzug", "Gas", "Glaskeramik"],
  stove: ["Backofen auf Augenhöhe", "Backofen unter dem Kochfeld", "Dampfbackofen", "Zwei Backöfen"],
  fridge: ["Einbaukühlschrank", "Kühl-Gefrier-Kombination", "Side-by-Side", "Weinkühlschrank zusätzlich"],
  exhaustHood: ["Kochfeldabzug", "Wandhaube", "Inselhaube", "Deckenlüfter"],
  dishwasher: ["Vollintegriert", "Teilintegriert", "Erhöht eingebaut", "Kein Geschirrspüler"],
  brands: ["Siemens", "Bosch", "Neff", "Miele", "Bora", "Gaggenau", "Liebherr", "Blanco", "Quooker"],
};
const E_DEVICES: NonNullable<LeadUserDataRaw["eDevices"]> = ["wineFridge", "coffeeMachine", "steamCooker", "microwave"];
const COMMENTS = [
  "Wir ziehen im Frühjahr um und brauchen die Küche bis Ende April.",
  "Bitte nur nachmittags anrufen.",
  "Die Küche soll zum Wohnzimmer hin offen sein, gerne mit Theke.",
  "Wir möchten unsere vorhandenen Geräte teilweise weiterverwenden.",
  "",
];
const UPLOADS = ["grundriss.pdf", "foto-kueche-alt.jpg", "skizze-wunschkueche.png", "wandansicht.jpg"];

export type PoolLead = { store: SeededStore; leadId: string; customerNumber: string };

export function seedLeadpool(builder: ConsoleBuilder, poolStores: SeededStore[], now: Date): PoolLead[] {
  const result: PoolLead[] = [];
  for (const store of poolStores) {
    const rng = new Rng(`leadpool:${store.def.slug}`);
    const count = store.def.isMaster ? 15 : 25;
    for (let i = 0; i < count; i++) {
      const createdAt = addHours(now, -rng.int(2, 24 * 120));
      const userData: LeadUserData = {
        budget: rng.pick(CHOICES.budget),
        deliveryTime: rng.pick(CHOICES.deliveryTime),
        kitchenMotive: rng.pick(CHOICES.kitchenMotive),
        inspirationLevel: rng.pick(CHOICES.inspirationLevel),
        form: rng.pick(CHOICES.form),
        color: rng.pick(CHOICES.color),
        surface: rng.pick(CHOICES.surface),
        worktop: rng.pick(CHOICES.worktop),
        hob: rng.pick(CHOICES.hob),
        stove: rng.pick(CHOICES.stove),
        fridge: rng.pick(CHOICES.fridge),
        exhaustHood: rng.pick(CHOICES.exhaustHood),
        dishwasher: rng.pick(CHOICES.dishwasher),
        brands: rng.sample(CHOICES.brands, rng.int(1, 3)),
        uploads: [],
      };
      const userDataRaw: LeadUserDataRaw = {
        language: rng.chance(0.9) ? "de" : "en",
        financing: rng.chance(0.3),
        eDevices: rng.sample(E_DEVICES, rng.int(0, 3)),
        comment: rng.pick(COMMENTS),
      };
      const status = rng.pick(STATUSES);
      const phoneDisplayed = rng.chance(0.3);
      const lead = builder.newLead(store, createdAt, {
        poolStoreId: store.id,
        leadpoolStatus: status,
        // A few leads carry a status the studio set itself, which wins over the pool status.
        storeEditedStatus: i % 7 === 3 ? "statusNegotiation" : null,
        phoneDisplayed,
        phoneDisplayedAt: phoneDisplayed ? addHours(createdAt, rng.int(1, 48)) : null,
        userData,
        userDataRaw,
      });
      const number = lead.row.leadNumber;
      // Pool leads are Salesforce Lead records; a decline ("Kein Interesse") is pushed to them.
      lead.row.crm = { ...lead.row.crm!, Id: `00Q${String(number).padStart(12, "0")}AAA` };
      // Files of the "Grundrisse/Bilder" tab; hidden ones must not be listed.
      userData.uploads = rng.sample(UPLOADS, rng.int(0, 3)).map((filename, k) => ({
        filename,
        url: `https://media.kuechenportal.example/leads/${number}/${filename}`,
        isHidden: k === 1,
      }));
      lead.row.crmLead = {
        FirstName: lead.person.firstName,
        LastName: lead.person.lastName,
        CreatedDate: createdAt.toISOString(),
        BillingPostalCode: lead.zip,
      };
      result.push({ store, leadId: lead.row.id!, customerNumber: `KA-${number}` });
    }
  }
  return result;
}
