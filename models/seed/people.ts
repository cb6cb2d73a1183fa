/** German names, phone numbers and slugs for the demo people (customers, advisors, contacts). */
import type { Rng } from "./random";
import { slugOf } from "../../lib/domain/platform/slug";

export const FEMALE_FIRST = [
  "Anna",
  "Julia",
  "Laura",
  "Sarah",
  "Katharina",
  "Lisa",
  "Sophie",
  "Marie",
  "Lena",
  "Johanna",
  "Claudia",
  "Sabine",
  "Petra",
  "Nicole",
  "Stefanie",
  "Melanie",
  "Miriam",
  "Carina",
  "Franziska",
  "Ute",
  "Birgit",
  "Heike",
  "Jana",
  "Nina",
  "Emily",
  "Hannah",
];
export const MALE_FIRST = [
  "Thomas",
  "Michael",
  "Andreas",
  "Stefan",
  "Markus",
  "Christian",
  "Jan",
  "Tobias",
  "Sebastian",
  "Florian",
  "Daniel",
  "Alexander",
  "Matthias",
  "Frank",
  "Jürgen",
  "Uwe",
  "Lukas",
  "Felix",
  "Jonas",
  "Niklas",
  "Moritz",
  "Philipp",
  "Dirk",
  "Oliver",
  "Björn",
  "Hendrik",
];
export const LAST_NAMES = [
  "Schmidt",
  "Müller",
  "Schneider",
  "Fischer",
  "Weber",
  "Meyer",
  "Wagner",
  "Becker",
  "Schulz",
  "Hoffmann",
  "Schäfer",
  "Koch",
  "Bauer",
  "Richter",
  "Klein",
  "Wolf",
  "Schröder",
  "Neumann",
  "Schwarz",
  "Zimmermann",
  "Braun",
  "Krüger",
  "Hofmann",
  "Hartmann",
  "Lange",
  "Schmitt",
  "Werner",
  "Krause",
  "Meier",
  "Lehmann",
  "Schmid",
  "Schulze",
  "Maier",
  "Köhler",
  "Herrmann",
  "König",
  "Walter",
  "Mayer",
  "Huber",
  "Kaiser",
  "Fuchs",
  "Peters",
  "Lang",
  "Scholz",
  "Möller",
  "Weiß",
  "Jung",
  "Hahn",
  "Vogel",
  "Friedrich",
  "Günther",
  "Keller",
  "Berger",
  "Frank",
  "Roth",
  "Beck",
  "Lorenz",
  "Baumann",
  "Franke",
  "Albrecht",
  "Ludwig",
  "Winkler",
  "Jansen",
  "Petersen",
  "Thomsen",
  "Hansen",
];

export type Person = { salutation: "Frau" | "Herr"; firstName: string; lastName: string };

export function randomPerson(rng: Rng): Person {
  const female = rng.chance(0.5);
  return {
    salutation: female ? "Frau" : "Herr",
    firstName: rng.pick(female ? FEMALE_FIRST : MALE_FIRST),
    lastName: rng.pick(LAST_NAMES),
  };
}

export function emailFor(person: { firstName: string; lastName: string }, domain: string): string {
  return `${slugOf(person.firstName).replace(/-/g, "")}.${slugOf(person.lastName).replace(/-/g, "")}@${domain}`;
}

export function mobilePhone(rng: Rng): string {
  return `${rng.pick(["0151", "0152", "0160", "0162", "0170", "0171", "0172", "0176", "0177"])} ${rng.chars(rng.int(7, 8))}`;
}

export function landlinePhone(rng: Rng, areaCode: string): string {
  return `${areaCode} ${rng.chars(rng.int(6, 8))}`;
}

/** Advisors of the marketplace ("Berater der Plattform", owner of the opportunity). */
export const PLATFORM_ADVISORS = ["Lisa Kaiser", "Jonas Brandt", "Miriam Engel", "Felix Hartwig"];

/** Postal codes and cities of end customers, by region of the studio. */
export const CUSTOMER_PLACES: Record<string, [string, string][]> = {
  berlin: [
    ["10115", "Berlin"],
    ["10437", "Berlin"],
    ["10827", "Berlin"],
    ["12043", "Berlin"],
    ["13187", "Berlin"],
    ["14467", "Potsdam"],
    ["14612", "Falkensee"],
    ["15711", "Königs Wusterhausen"],
  ],
  muenchen: [
    ["80331", "München"],
    ["80802", "München"],
    ["81545", "München"],
    ["82008", "Unterhaching"],
    ["85540", "Haar"],
    ["82152", "Planegg"],
  ],
  hamburg: [
    ["20259", "Hamburg"],
    ["22085", "Hamburg"],
    ["22303", "Hamburg"],
    ["21029", "Hamburg"],
    ["22880", "Wedel"],
    ["22846", "Norderstedt"],
  ],
  bremen: [
    ["28195", "Bremen"],
    ["28203", "Bremen"],
    ["28359", "Bremen"],
    ["27749", "Delmenhorst"],
    ["28816", "Stuhr"],
  ],
  kiel: [
    ["24103", "Kiel"],
    ["24105", "Kiel"],
    ["24145", "Kiel"],
    ["24223", "Schwentinental"],
    ["24768", "Rendsburg"],
  ],
};
