import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { advisors, stores } from "@/models/platform/stores";
import { deliveriesOf } from "../../helpers/jobs";
import { setStoragePort, storagePort } from "@/lib/integrations/storage";
import { localStorage } from "@/lib/integrations/storage/local";
import { POST as mediaUpload } from "@/app/media-upload/route";
import { isPublicMediaKey } from "@/lib/server/platform/media";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// The profile writes of SPEC 7: crmUpdate/dbUpdate type Store, storeKitchenPlannersSave, media uploads.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;
let berlin: string;
let mayer: string;
let nord: string;
const BERLIN_CRM = "0011t00000KwBer1AA";
const NORD_CRM = "0011t00000KwNrd0AA";
const SLUG = "kuechenwelt-berlin";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(200, 2)]);

beforeAll(async () => {
  db = await freshDatabase();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "profile-media-"));
  setStoragePort(localStorage(dir, { secret: "test" }));
  [berlin, mayer, nord] = await Promise.all([sessionCookie(DEMO.berlin), sessionCookie(DEMO.mayer), sessionCookie(DEMO.nord)]);
});
afterAll(async () => {
  setStoragePort(undefined);
  await fs.rm(dir, { recursive: true, force: true });
  await db.drop();
});

async function berlinRow() {
  const [s] = await db.db.select().from(stores).where(eq(stores.slug, SLUG));
  return s;
}

/** Presign, then post the bytes the way the browser does (to /media-upload), as a given type. */
async function upload(kind: "photo" | "video" | "profilePhoto", body: Buffer, contentType: string, cookie = berlin) {
  const presign = await call("POST", "storeMediaUpload", { storeSlug: SLUG, kind, contentType, size: body.length }, cookie);
  if (presign.status !== 200) return { presign, key: null as string | null };
  const form = new FormData();
  for (const [k, v] of Object.entries(presign.body.fields as Record<string, string>)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(body)], { type: contentType }), "datei");
  const res = await mediaUpload(new Request("http://localhost/media-upload", { method: "POST", body: form }));
  expect(res.status).toBe(204);
  return { presign, key: presign.body.key as string };
}

describe("crmUpdate type Store", () => {
  it("saves the profile fields and queues the CRM push", async () => {
    const tree = {
      BillingStreet: "Kastanienallee 5",
      Down_Payment__c: 25,
      USP__c: "Barrierefrei;3D-Planung",
      Monday_Start_Time__c: "08:00:00.000Z",
      Suppliers__c: "Miele;Bosch",
    };
    const res = await call("POST", "crmUpdate", { type: "Store", crmId: BERLIN_CRM, tree }, berlin);
    expect(res.status).toBe(200);
    const s = await berlinRow();
    expect(s.crm.BillingStreet).toBe("Kastanienallee 5");
    expect(s.crm.Down_Payment__c).toBe(25);
    expect(s.crm.Monday_End_Time__c).toBe("19:00:00.000Z");
    const pushes = (await deliveriesOf(db.db)).filter((d) => d.kind === "crm");
    expect(
      pushes.some(
        (p) =>
          p.payload.sobject === "Account" &&
          p.payload.id === BERLIN_CRM &&
          (p.payload.fields as { BillingStreet?: string }).BillingStreet === "Kastanienallee 5",
      ),
    ).toBe(true);
  });

  it.each([
    [{ BillingStreet: "" }, "tree.BillingStreet", "Bitte geben Sie die Straße an."],
    [{ Down_Payment__c: 101 }, "tree.Down_Payment__c", "Die Anzahlung muss eine ganze Zahl zwischen 0 und 100 sein."],
    [{ Down_Payment__c: -1 }, "tree.Down_Payment__c", "Die Anzahlung muss eine ganze Zahl zwischen 0 und 100 sein."],
    [{ BillingStreet: "Neu 1", Tuesday_Morning_End_Time__c: "08:00:00.000Z" }, "tree.Tuesday_Morning_End_Time__c", "darf nicht vor"],
    [{ Suppliers__c: "Miele;Erfundene Marke" }, "tree.Suppliers__c", "kein gültiger Wert"],
  ])("refuses %o and changes nothing", async (tree, field, message) => {
    const before = await berlinRow();
    const res = await call("POST", "crmUpdate", { type: "Store", crmId: BERLIN_CRM, tree }, berlin);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
    expect(res.body.error.message).toContain(message);
    expect((await berlinRow()).crm).toEqual(before.crm);
  });

  it("refuses another store's profile", async () => {
    const res = await call("POST", "crmUpdate", { type: "Store", crmId: BERLIN_CRM, tree: { BillingStreet: "Gekapert 1" } }, mayer);
    expect(res.status).toBe(403);
    expect((await berlinRow()).crm.BillingStreet).not.toBe("Gekapert 1");
  });
});

describe("a store named by its CRM id", () => {
  it("is refused alike by every endpoint that names one, whether the id is unknown or another studio's", async () => {
    const writes = (crmId: string) =>
      [
        ["crmUpdate", { type: "Store", crmId, tree: { BillingStreet: "Gekapert 1" } }],
        ["dbUpdate", { type: "Store", crmId, tree: { shopClientMarginPercentage: 99 } }],
        ["storeKitchenPlannersSave", { crmId, kitchenPlanners: [] }],
        ["storeVacationsSave", { crmId, vacations: [] }],
      ] as const;
    const refusals = new Set<string>();
    for (const crmId of [BERLIN_CRM, "0011t00000KwUnk0AA"])
      for (const [name, input] of writes(crmId)) {
        const res = await call("POST", name, input, mayer);
        expect(res.status, `${name} ${crmId}`).toBe(403);
        refusals.add(JSON.stringify({ code: res.body.error.code, message: res.body.error.message }));
      }
    expect([...refusals]).toEqual([JSON.stringify({ code: "forbidden", message: "Sie haben keinen Zugriff auf dieses Studio." })]);
    const row = await berlinRow();
    expect(row.crm.BillingStreet).not.toBe("Gekapert 1");
    expect(row.shopClientMarginPercentage).not.toBe(99);
  });
});

describe("dbUpdate type Store: shop margin", () => {
  it("saves 0..200 and refuses 250 and 'abc'", async () => {
    expect((await call("POST", "dbUpdate", { type: "Store", crmId: BERLIN_CRM, tree: { shopClientMarginPercentage: 200 } }, berlin)).status).toBe(
      200,
    );
    expect((await berlinRow()).shopClientMarginPercentage).toBe(200);
    for (const bad of [250, "abc", -1]) {
      const res = await call("POST", "dbUpdate", { type: "Store", crmId: BERLIN_CRM, tree: { shopClientMarginPercentage: bad } }, berlin);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe("tree.shopClientMarginPercentage");
    }
    expect((await berlinRow()).shopClientMarginPercentage).toBe(200);
  });
});

describe("media", () => {
  it("records an uploaded photo after checking it by content, keeps order, and deletes", async () => {
    const a = await upload("photo", PNG, "image/png");
    const b = await upload("photo", PNG, "image/png");
    expect(a.key).toMatch(/^stores\/10001\/photos\/.+\.png$/);
    const res = await call(
      "POST",
      "dbUpdate",
      {
        type: "Store",
        crmId: BERLIN_CRM,
        tree: {
          mediaPictures: [
            { key: b.key, name: "b.png" },
            { key: a.key, name: "C:\\x\\a.png" },
          ],
        },
      },
      berlin,
    );
    expect(res.status).toBe(200);
    expect(res.body.mediaPictures.map((f: { key: string }) => f.key)).toEqual([b.key, a.key]);
    expect(res.body.mediaPictures[1]).toMatchObject({ name: "a.png", contentType: "image/png", size: PNG.length, url: `/media/${a.key}` });
    expect(await isPublicMediaKey(a.key!)).toBe(true);

    const del = await call(
      "POST",
      "dbUpdate",
      { type: "Store", crmId: BERLIN_CRM, tree: { mediaPictures: [{ key: b.key, name: "b.png" }] } },
      berlin,
    );
    expect(del.status).toBe(200);
    expect((await berlinRow()).mediaPictures.map((f) => f.key)).toEqual([b.key]);
    expect(await storagePort().head(a.key!)).toBeNull();
    expect(await isPublicMediaKey(a.key!)).toBe(false);
  });

  it("refuses a file that lies about its type, removes it and leaves the list unchanged", async () => {
    const before = (await berlinRow()).mediaPictures;
    const html = Buffer.from("<html>kein Bild</html>");
    const presign = await call("POST", "storeMediaUpload", { storeSlug: SLUG, kind: "photo", contentType: "image/png", size: html.length }, berlin);
    const form = new FormData();
    for (const [k, v] of Object.entries(presign.body.fields as Record<string, string>)) form.append(k, v);
    form.append("file", new Blob([new Uint8Array(html)], { type: "image/png" }), "datei");
    // The local upload looks at the content and stores nothing.
    const refused = await mediaUpload(new Request("http://localhost/media-upload", { method: "POST", body: form }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe("Bitte laden Sie nur Bilddateien hoch.");
    expect(await storagePort().head(presign.body.key)).toBeNull();
    // S3 does not look at the content: recording the file is the second check.
    await storagePort().put(presign.body.key, html, "image/png");
    const fake = { key: presign.body.key as string };
    const res = await call(
      "POST",
      "dbUpdate",
      {
        type: "Store",
        crmId: BERLIN_CRM,
        tree: { mediaPictures: [...before.map((f) => ({ key: f.key, name: f.name })), { key: fake.key, name: "x.png" }] },
      },
      berlin,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Bitte laden Sie nur Bilddateien hoch.");
    expect((await berlinRow()).mediaPictures).toEqual(before);
    expect(await storagePort().head(fake.key!)).toBeNull();
  });

  it("refuses oversize files and non-mp4 videos before the upload", async () => {
    const big = await call(
      "POST",
      "storeMediaUpload",
      { storeSlug: SLUG, kind: "photo", contentType: "image/jpeg", size: 2 * 1024 * 1024 + 1 },
      berlin,
    );
    expect(big.status).toBe(400);
    expect(big.body.error.message).toBe("Die Datei ist zu groß (maximal 2 MB).");
    const mov = await call("POST", "storeMediaUpload", { storeSlug: SLUG, kind: "video", contentType: "video/quicktime", size: 1000 }, berlin);
    expect(mov.status).toBe(400);
    expect(mov.body.error.message).toBe("Bitte laden Sie nur Videos im Format MP4 hoch.");
  });

  it("refuses a 7th video and a 31st photo with the limit message", async () => {
    const keys: string[] = [];
    for (let i = 0; i < 6; i++) keys.push((await upload("video", MP4, "video/mp4")).key!);
    const six = await call(
      "POST",
      "dbUpdate",
      { type: "Store", crmId: BERLIN_CRM, tree: { mediaVideos: keys.map((key) => ({ key, name: "v.mp4" })) } },
      berlin,
    );
    expect(six.status).toBe(200);
    const seventh = await call("POST", "storeMediaUpload", { storeSlug: SLUG, kind: "video", contentType: "video/mp4", size: 1000 }, berlin);
    expect(seventh.status).toBe(422);
    expect(seventh.body.error.message).toBe("Sie haben die maximale Anzahl von 6 Dateien erreicht.");

    const s = await berlinRow();
    const thirty = Array.from({ length: 30 }, (_, i) => ({
      key: `stores/10001/photos/seed-${i}.png`,
      name: "p.png",
      size: 10,
      contentType: "image/png",
      uploadedAt: new Date().toISOString(),
    }));
    await db.db.update(stores).set({ mediaPictures: thirty }).where(eq(stores.id, s.id));
    const photo = await call("POST", "storeMediaUpload", { storeSlug: SLUG, kind: "photo", contentType: "image/png", size: 100 }, berlin);
    expect(photo.status).toBe(422);
    expect(photo.body.error.message).toBe("Sie haben die maximale Anzahl von 30 Dateien erreicht.");
    await db.db.update(stores).set({ mediaPictures: [] }).where(eq(stores.id, s.id));
  });

  it("refuses a key outside the store's folder and media for a master", async () => {
    const res = await call(
      "POST",
      "dbUpdate",
      { type: "Store", crmId: BERLIN_CRM, tree: { profilePictures: [{ key: "stores/10002/profilePhotos/x.png", name: "x" }] } },
      berlin,
    );
    expect(res.status).toBe(403);
    const master = await call(
      "POST",
      "storeMediaUpload",
      { storeSlug: "kuechenhaus-nord", kind: "photo", contentType: "image/png", size: 100 },
      nord,
    );
    expect(master.status).toBe(422);
  });
});

describe("storeKitchenPlannersSave", () => {
  it("adds, updates and deletes advisors", async () => {
    const s = await berlinRow();
    const existing = await db.db.select().from(advisors).where(eq(advisors.storeId, s.id));
    const [first, ...rest] = existing;
    const list = [
      { crm: { Id: first.crmId, Salutation: "Frau", FirstName: "Erika", LastName: "Muster", Email: "erika@example.de", Phone: "0301234567" } },
      { crm: { Salutation: "Herr", FirstName: "Neu", LastName: "Berater", Email: "neu@example.de", Phone: "123456" } },
    ];
    const res = await call("POST", "storeKitchenPlannersSave", { crmId: BERLIN_CRM, kitchenPlanners: list }, berlin);
    expect(res.status).toBe(200);
    expect(res.body.kitchenPlanners.map((k: { crm: { LastName: string } }) => k.crm.LastName)).toEqual(["Muster", "Berater"]);
    const after = await db.db.select().from(advisors).where(eq(advisors.storeId, s.id));
    expect(after).toHaveLength(2);
    expect(after.some((a) => rest.some((r) => r.id === a.id))).toBe(false);
  });

  it("refuses a bad e-mail, a 5-digit phone and another store's advisor, changing nothing", async () => {
    const s = await berlinRow();
    const before = await db.db.select().from(advisors).where(eq(advisors.storeId, s.id));
    const base = { Salutation: "Herr", FirstName: "A", LastName: "B", Email: "a@example.de", Phone: "123456" };
    const badMail = await call(
      "POST",
      "storeKitchenPlannersSave",
      { crmId: BERLIN_CRM, kitchenPlanners: [{ crm: { ...base, Email: "a@b" } }] },
      berlin,
    );
    expect(badMail.status).toBe(400);
    expect(badMail.body.error.message).toContain("Bitte geben Sie eine gültige E-Mail-Adresse an.");
    const badPhone = await call(
      "POST",
      "storeKitchenPlannersSave",
      { crmId: BERLIN_CRM, kitchenPlanners: [{ crm: { ...base, Phone: "12345" } }] },
      berlin,
    );
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.message).toContain("mindestens 6 Zeichen");
    const [mayerAdvisor] = await db.db
      .select()
      .from(advisors)
      .where(eq(advisors.storeId, (await db.db.select().from(stores).where(eq(stores.slug, "kuechen-mayer")))[0].id));
    const foreign = await call(
      "POST",
      "storeKitchenPlannersSave",
      { crmId: BERLIN_CRM, kitchenPlanners: [{ crm: { ...base, Id: mayerAdvisor.crmId } }] },
      berlin,
    );
    expect(foreign.status).toBe(403);
    expect(await db.db.select().from(advisors).where(eq(advisors.storeId, s.id))).toEqual(before);
  });

  it("lets a master save its own contacts (Ansprechpartner)", async () => {
    const res = await call(
      "POST",
      "storeKitchenPlannersSave",
      {
        crmId: NORD_CRM,
        kitchenPlanners: [{ crm: { Salutation: "Frau", FirstName: "Z", LastName: "Entrale", Email: "z@example.de", Phone: "040123456" } }],
      },
      nord,
    );
    expect(res.status).toBe(200);
    expect(res.body.kitchenPlanners).toHaveLength(1);
  });
});

describe("sfAccountPicklists", () => {
  it("returns the four picklists", async () => {
    const res = await call("GET", "sfAccountPicklists", { storeSlug: SLUG }, berlin);
    expect(res.body.picklists.map((p: { name: string }) => p.name)).toEqual([
      "Suppliers__c",
      "Furniture_Suppliers__c",
      "Association__c",
      "Planning_System__c",
    ]);
    expect(res.body.picklists[0].picklistValues.length).toBeGreaterThan(5);
  });
});
