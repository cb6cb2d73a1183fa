/** The six demo studios exactly as DECISIONS.md "Demo data" lists them. */
import type { PersonInCharge, StoreStats } from "../platform/crm-types";
import { ADVANTAGE_BADGES } from "../../lib/domain/console/profile-rules";

export type StoreDef = {
  slug: string;
  name: string;
  companyName: string;
  storeNumber: string;
  crmId: string;
  profileSlug: string;
  isMaster: boolean;
  parentSlug?: string;
  leadpoolActive: boolean;
  shopActive: boolean;
  street: string;
  zip: string;
  city: string;
  state: string;
  areaCode: string;
  /** Key of CUSTOMER_PLACES for the region's end customers. */
  region: string;
  userEmail: string;
  stats: StoreStats;
  personInCharge: PersonInCharge;
  existsSince: string;
  margin: number;
};

export const STORE_DEFS: StoreDef[] = [
  {
    slug: "kuechenwelt-berlin",
    name: "Küchenwelt Berlin",
    companyName: "Küchenwelt Berlin GmbH",
    storeNumber: "10001",
    crmId: "0011t00000KwBer1AA",
    profileSlug: "kuechenwelt-berlin-prenzlauer-berg",
    isMaster: false,
    leadpoolActive: true,
    shopActive: true,
    street: "Schönhauser Allee 112",
    zip: "10439",
    city: "Berlin",
    state: "Berlin",
    areaCode: "030",
    region: "berlin",
    userEmail: "studio@kuechenwelt-berlin.example",
    // 19 late of 269 answers: 100 - round(7.06) = 93 %
    stats: { badgeRating: null, counts: { onTimeReplyCount: 142, onTimeUploadCount: 108, timeoutReplyCount: 9, timeoutUploadCount: 10 } },
    personInCharge: { crm: { Salutation: "Frau", FirstName: "Sabine", LastName: "Krüger" } },
    existsSince: "2009-04-01",
    margin: 30,
  },
  {
    slug: "kuechen-mayer",
    name: "Küchen Mayer",
    companyName: "Küchen Mayer e.K.",
    storeNumber: "10002",
    crmId: "0011t00000KwMay2AA",
    profileSlug: "kuechen-mayer-muenchen",
    isMaster: false,
    leadpoolActive: false,
    shopActive: false,
    street: "Leopoldstraße 88",
    zip: "80802",
    city: "München",
    state: "Bayern",
    areaCode: "089",
    region: "muenchen",
    userEmail: "studio@kuechen-mayer.example",
    stats: { badgeRating: 72, counts: { onTimeReplyCount: 61, onTimeUploadCount: 40, timeoutReplyCount: 21, timeoutUploadCount: 18 } },
    personInCharge: { crm: { Salutation: "Herr", FirstName: "Josef", LastName: "Mayer" } },
    existsSince: "1987-09-15",
    margin: 25,
  },
  {
    slug: "kuechenhaus-nord",
    name: "Küchenhaus Nord",
    companyName: "Küchenhaus Nord GmbH & Co. KG",
    storeNumber: "10010",
    crmId: "0011t00000KwNrd0AA",
    profileSlug: "kuechenhaus-nord",
    isMaster: true,
    leadpoolActive: true,
    shopActive: true,
    street: "Wandsbeker Chaussee 200",
    zip: "22089",
    city: "Hamburg",
    state: "Hamburg",
    areaCode: "040",
    region: "hamburg",
    userEmail: "zentrale@kuechenhaus-nord.example",
    stats: { badgeRating: 85, counts: { onTimeReplyCount: 410, onTimeUploadCount: 322, timeoutReplyCount: 61, timeoutUploadCount: 68 } },
    personInCharge: { crm: { Salutation: "Herr", FirstName: "Hendrik", LastName: "Petersen" } },
    existsSince: "1998-01-01",
    margin: 30,
  },
  {
    slug: "kuechenhaus-hamburg",
    name: "Küchenhaus Hamburg",
    companyName: "Küchenhaus Nord GmbH & Co. KG – Filiale Hamburg",
    storeNumber: "10011",
    crmId: "0011t00000KwHam1AA",
    profileSlug: "kuechenhaus-hamburg-eimsbuettel",
    isMaster: false,
    parentSlug: "kuechenhaus-nord",
    leadpoolActive: false,
    shopActive: true,
    street: "Osterstraße 120",
    zip: "20259",
    city: "Hamburg",
    state: "Hamburg",
    areaCode: "040",
    region: "hamburg",
    userEmail: "studio@kuechenhaus-hamburg.example",
    stats: { badgeRating: 88, counts: { onTimeReplyCount: 180, onTimeUploadCount: 150, timeoutReplyCount: 20, timeoutUploadCount: 25 } },
    personInCharge: { crm: { Salutation: "Frau", FirstName: "Katharina", LastName: "Thomsen" } },
    existsSince: "2004-03-01",
    margin: 30,
  },
  {
    slug: "kuechenhaus-bremen",
    name: "Küchenhaus Bremen",
    companyName: "Küchenhaus Nord GmbH & Co. KG – Filiale Bremen",
    storeNumber: "10012",
    crmId: "0011t00000KwBre2AA",
    profileSlug: "kuechenhaus-bremen-mitte",
    isMaster: false,
    parentSlug: "kuechenhaus-nord",
    leadpoolActive: false,
    shopActive: true,
    street: "Obernstraße 45",
    zip: "28195",
    city: "Bremen",
    state: "Bremen",
    areaCode: "0421",
    region: "bremen",
    userEmail: "studio@kuechenhaus-bremen.example",
    // below 60: lowest badge
    stats: { badgeRating: 54, counts: { onTimeReplyCount: 70, onTimeUploadCount: 45, timeoutReplyCount: 48, timeoutUploadCount: 50 } },
    personInCharge: { crm: { Salutation: "Herr", FirstName: "Dirk", LastName: "Hansen" } },
    existsSince: "2012-06-01",
    margin: 35,
  },
  {
    slug: "kuechenhaus-kiel",
    name: "Küchenhaus Kiel",
    companyName: "Küchenhaus Nord GmbH & Co. KG – Filiale Kiel",
    storeNumber: "10013",
    crmId: "0011t00000KwKie3AA",
    profileSlug: "kuechenhaus-kiel",
    isMaster: false,
    parentSlug: "kuechenhaus-nord",
    leadpoolActive: false,
    shopActive: true,
    street: "Holtenauer Straße 150",
    zip: "24105",
    city: "Kiel",
    state: "Schleswig-Holstein",
    areaCode: "0431",
    region: "kiel",
    userEmail: "studio@kuechenhaus-kiel.example",
    stats: { badgeRating: 95, counts: { onTimeReplyCount: 120, onTimeUploadCount: 101, timeoutReplyCount: 5, timeoutUploadCount: 6 } },
    personInCharge: { crm: { Salutation: "Frau", FirstName: "Johanna", LastName: "Jansen" } },
    existsSince: "2016-10-01",
    margin: 20,
  },
];

export const FURNITURE_SUPPLIERS = [
  "Nobilia",
  "Nolte Küchen",
  "Häcker Küchen",
  "Schüller",
  "next125",
  "Ballerina",
  "Bauformat",
  "Pronorm",
  "Leicht",
  "Rotpunkt",
  "Beckermann",
  "Sachsenküchen",
  "Burger Küchen",
  "Brigitte Küchen",
];
export const APPLIANCE_SUPPLIERS = [
  "Siemens",
  "Bosch",
  "Neff",
  "Miele",
  "AEG",
  "Gaggenau",
  "Bora",
  "Liebherr",
  "Smeg",
  "Blanco",
  "Franke",
  "Schock",
  "Quooker",
  "Berbel",
  "Grohe",
  "Hansgrohe",
];
export const ASSOCIATIONS = ["Der Kreis", "MHK Group", "Küchenring", "Begros", "Garant", "VME Küchen", "Kein Verband"];
export const PLANNING_SYSTEMS = ["Carat", "KPS", "Winner Flex", "Palette CAD", "Pytha", "Compusoft"];
/** The studio advantages come from the fixed list of 27 badges the profile offers (SPEC.md section 9). */
export const USP_OPTIONS: readonly string[] = ADVANTAGE_BADGES;
