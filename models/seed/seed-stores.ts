/** Studios, their sign-in users, advisors, absences and the CRM picklists. */
import { hashPassword } from "better-auth/crypto";
import type { Db } from "../platform/db";
import { account, user } from "../platform/auth";
import { advisors, crmPicklists, stores, vacations } from "../platform/stores";
import type { StoreCrm, Weekday } from "../platform/crm-types";
import { emailFor, landlinePhone, mobilePhone, randomPerson } from "./people";
import { Rng } from "./random";
import { addDays, isoDate } from "./time";
import { APPLIANCE_SUPPLIERS, ASSOCIATIONS, FURNITURE_SUPPLIERS, PLANNING_SYSTEMS, STORE_DEFS, USP_OPTIONS, type StoreDef } from "./store-data";

export const DEMO_PASSWORD = "demo1234";

/** The demo team members every studio gets besides its owner login (README "Demo logins"). */
export const TEAM_MEMBERS = [
  { role: "verkauf", name: "Lena Vogt" },
  { role: "einkauf", name: "Jonas Becker" },
] as const;

export type SeededStore = { id: string; def: StoreDef; advisorNames: string[] };

const WEEKDAYS: Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function hour(h: number): string {
  return `${String(h).padStart(2, "0")}:00:00.000Z`;
}

function storeCrm(def: StoreDef, rng: Rng): StoreCrm {
  const crm: StoreCrm = {
    Id: def.crmId,
    Name: def.name,
    Used_Name__c: def.companyName,
    StoreSlug__c: def.slug,
    Store_Type__c: def.isMaster ? "MASTER" : "Individual Store",
    Is_Test__c: false,
    BillingStreet: def.street,
    BillingPostalCode: def.zip,
    BillingCity: def.city,
    BillingState: def.state,
    BillingCountry: "Deutschland",
    Phone: landlinePhone(rng, def.areaCode),
    Store_Email__c: `info@${def.slug}.example`,
    Furniture_Suppliers__c: rng.sample(FURNITURE_SUPPLIERS, rng.int(2, 4)).join(";"),
    Suppliers__c: rng.sample(APPLIANCE_SUPPLIERS, rng.int(4, 7)).join(";"),
    USP__c: rng.sample(USP_OPTIONS, rng.int(4, 7)).join(";"),
    Association__c: rng.pick(ASSOCIATIONS),
    Planning_System__c: rng.pick(PLANNING_SYSTEMS),
    Price_min__c: rng.pick([5000, 8000, 10000, 12000]),
    Average_Basket__c: rng.pick([14000, 18000, 22000, 26000]),
    Down_Payment__c: rng.pick([0, 20, 30, 40]),
    Exists_Since__c: def.existsSince,
    Opening_Hours_Comment__c: "Termine außerhalb der Öffnungszeiten gerne nach Vereinbarung.",
    Also_By_Arrangement__c: true,
  };
  for (const day of WEEKDAYS) {
    // Küchen Mayer has no fixed hours on Mondays: by arrangement only.
    const byArrangement = def.slug === "kuechen-mayer" && day === "Monday";
    const saturday = day === "Saturday";
    crm[`${day}_Start_Time__c`] = byArrangement ? null : hour(saturday ? 10 : 9);
    crm[`${day}_Morning_End_Time__c`] = byArrangement ? null : hour(13);
    crm[`${day}_Afternoon_Start_Time__c`] = byArrangement ? null : hour(saturday ? 13 : 14);
    crm[`${day}_End_Time__c`] = byArrangement ? null : hour(saturday ? 16 : 19);
    crm[`${day}_By_Arrangement__c`] = byArrangement;
  }
  return crm;
}

type StoreIds = Map<string, string>;

/** Every studio's sign-in user, its team members (verkauf@, einkauf@) and their password accounts. */
async function seedLogins(db: Db, ids: StoreIds) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(user).values(
    STORE_DEFS.map((def) => ({
      id: `seed-user-${def.slug}`,
      name: def.isMaster ? `Zentrale ${def.name}` : `Studio ${def.name}`,
      email: def.userEmail,
      emailVerified: true,
      storeId: ids.get(def.slug)!,
    })),
  );
  await db.insert(account).values(
    STORE_DEFS.map((def) => ({
      id: `seed-account-${def.slug}`,
      accountId: `seed-user-${def.slug}`,
      providerId: "credential",
      userId: `seed-user-${def.slug}`,
      password: passwordHash,
    })),
  );
  // Team members (issue 19): one sales and one purchasing member per studio, verkauf@ and einkauf@ of
  // the studio's domain. The master's purchasing member may act on Hamburg only (selected children).
  const teamUsers = STORE_DEFS.flatMap((def) => {
    const domain = def.userEmail.split("@")[1];
    const hamburg = ids.get("kuechenhaus-hamburg");
    return TEAM_MEMBERS.map((m) => ({
      id: `seed-user-${m.role}-${def.slug}`,
      name: m.name,
      email: `${m.role}@${domain}`,
      emailVerified: true,
      storeId: ids.get(def.slug)!,
      role: m.role,
      childScope: def.isMaster && m.role === "einkauf" ? ("selected" as const) : ("all" as const),
      childStoreIds: def.isMaster && m.role === "einkauf" && hamburg ? [hamburg] : [],
    }));
  });
  await db.insert(user).values(teamUsers);
  await db.insert(account).values(
    teamUsers.map((u) => ({
      id: u.id.replace("seed-user-", "seed-account-"),
      accountId: u.id,
      providerId: "credential",
      userId: u.id,
      password: passwordHash,
    })),
  );
}

/** A studio's advisors (two or three) and, unless it is a master, its absences around `now`. */
function storeStaff(def: StoreDef, storeId: string, now: Date) {
  const rng = new Rng(`staff:${def.slug}`);
  const names: string[] = [];
  const advisorRows: (typeof advisors.$inferInsert)[] = [];
  const vacationRows: (typeof vacations.$inferInsert)[] = [];
  const count = rng.int(2, 3);
  for (let i = 0; i < count; i++) {
    const p = randomPerson(rng);
    names.push(`${p.firstName} ${p.lastName}`);
    advisorRows.push({
      id: rng.uuid(),
      crmId: rng.sfId("003"),
      storeId,
      salutation: p.salutation,
      firstName: p.firstName,
      lastName: p.lastName,
      email: emailFor(p, `${def.slug}.example`),
      phone: rng.chance(0.5) ? mobilePhone(rng) : landlinePhone(rng, def.areaCode),
      position: i,
    });
  }
  if (def.isMaster) return { names, advisorRows, vacationRows };
  // One absence ahead (summer or holiday closing), one already past for most studios.
  const ahead = rng.int(10, 70);
  vacationRows.push({
    id: rng.uuid(),
    crmId: rng.sfId("a0V"),
    storeId,
    startDate: isoDate(addDays(now, ahead)),
    endDate: isoDate(addDays(now, ahead + rng.int(3, 13))),
  });
  if (rng.chance(0.7)) {
    const back = rng.int(40, 120);
    vacationRows.push({
      id: rng.uuid(),
      crmId: rng.sfId("a0V"),
      storeId,
      startDate: isoDate(addDays(now, -back)),
      endDate: isoDate(addDays(now, -back + rng.int(2, 7))),
    });
  }
  return { names, advisorRows, vacationRows };
}

export async function seedStores(db: Db, now: Date): Promise<SeededStore[]> {
  const ids: StoreIds = new Map(STORE_DEFS.map((d) => [d.slug, new Rng(`store-id:${d.slug}`).uuid()]));
  const rows = STORE_DEFS.map((def) => {
    const rng = new Rng(`store:${def.slug}`);
    return {
      id: ids.get(def.slug)!,
      slug: def.slug,
      storeNumber: def.storeNumber,
      profileSlug: def.profileSlug,
      crmId: def.crmId,
      name: def.name,
      isMaster: def.isMaster,
      parentId: def.parentSlug ? ids.get(def.parentSlug)! : null,
      isTest: false,
      leadpoolActive: def.leadpoolActive,
      shopActive: def.shopActive,
      shopClientMarginPercentage: def.margin,
      crm: storeCrm(def, rng),
      stats: def.stats,
      personInCharge: def.personInCharge,
    };
  });
  // Parents first: the children's parent_id must point at an existing row.
  await db.insert(stores).values(rows.filter((r) => !r.parentId));
  await db.insert(stores).values(rows.filter((r) => r.parentId));
  await seedLogins(db, ids);

  const seeded: SeededStore[] = [];
  const advisorRows: (typeof advisors.$inferInsert)[] = [];
  const vacationRows: (typeof vacations.$inferInsert)[] = [];
  for (const def of STORE_DEFS) {
    const storeId = ids.get(def.slug)!;
    const staff = storeStaff(def, storeId, now);
    advisorRows.push(...staff.advisorRows);
    vacationRows.push(...staff.vacationRows);
    seeded.push({ id: storeId, def, advisorNames: staff.names });
  }
  await db.insert(advisors).values(advisorRows);
  await db.insert(vacations).values(vacationRows);

  const picklist = (values: string[]) => values.map((v) => ({ label: v, value: v }));
  await db.insert(crmPicklists).values([
    { name: "Suppliers__c", values: picklist(APPLIANCE_SUPPLIERS) },
    { name: "Furniture_Suppliers__c", values: picklist(FURNITURE_SUPPLIERS) },
    { name: "Association__c", values: picklist(ASSOCIATIONS) },
    { name: "Planning_System__c", values: picklist(PLANNING_SYSTEMS) },
  ]);
  return seeded;
}
