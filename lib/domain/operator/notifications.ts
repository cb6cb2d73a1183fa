import { z } from "zod";
import { formatEuro } from "../platform/format";

/**
 * What the operator's people hear of (issue 43, docs/operator-notifications.md): a new order, a studio's
 * cancellation or return, a credit of the bank statement that could not be matched, a delivery to the
 * supplier's webhook given up, a failed catalog import. Each is one line in the bell of /betrieb and a
 * mail; every person chooses per kind whether by mail and whether in the bell (both on until changed).
 */
export const NOTICE_KINDS = ["order", "request", "payment", "delivery", "import"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The settings screen's names of the kinds. */
export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  order: "Neue Bestellung",
  request: "Storno- oder Rücksendeanfrage eines Studios",
  payment: "Zahlung, die nicht zugeordnet werden konnte",
  delivery: "Bestellung, die der Lieferant nicht angenommen hat (Zustellung aufgegeben)",
  import: "Fehlgeschlagener Katalogimport",
};

/** One notice: its bell line, the mail's subject and text, and the page of /betrieb it is about. */
export type OperatorNotice = { kind: NoticeKind; bell: string; subject: string; body: string[]; link: { label: string; path: string } };

const ORDERS = { label: "Bestellungen im Betrieb", path: "/betrieb/bestellungen" };

export function orderPlacedNotice(o: { idfs: string; studio: string; grossCents: number }): OperatorNotice {
  const bell = `Neue Bestellung ${o.idfs} von ${o.studio} über ${formatEuro(o.grossCents)}.`;
  return { kind: "order", bell, subject: `Neue Bestellung ${o.idfs}`, body: [bell, "Sie wird nach Zahlungseingang versandt."], link: ORDERS };
}

export function requestNotice(r: { idfs: string; studio: string; kind: "cancel" | "return" }): OperatorNotice {
  const what = r.kind === "cancel" ? "Stornierung" : "Rücksendung";
  const bell = `${r.studio} bittet um eine ${what} zur Bestellung ${r.idfs}.`;
  return {
    kind: "request",
    bell,
    subject: `${what} zur Bestellung ${r.idfs} zu entscheiden`,
    body: [bell, "Bitte nehmen Sie die Anfrage an oder lehnen Sie sie ab."],
    link: ORDERS,
  };
}

export function unmatchedPaymentsNotice(p: { count: number; amountCents: number }): OperatorNotice {
  const bell =
    p.count === 1
      ? `Eine Zahlung über ${formatEuro(p.amountCents)} konnte keiner Bestellung zugeordnet werden.`
      : `${p.count} Zahlungen über zusammen ${formatEuro(p.amountCents)} konnten keiner Bestellung zugeordnet werden.`;
  return {
    kind: "payment",
    bell,
    subject: p.count === 1 ? "Eine Zahlung ist nicht zugeordnet" : `${p.count} Zahlungen sind nicht zugeordnet`,
    body: [bell, "Bitte ordnen Sie sie unter „Nicht zugeordnete Zahlungen“ einer Bestellung zu oder markieren Sie sie als „Nicht unsere“."],
    link: { label: "Zahlungen im Betrieb", path: "/betrieb/zahlungen" },
  };
}

export function deadDeliveryNotice(d: { idfs: string; paid: boolean; error: string }): OperatorNotice {
  const what = d.paid ? "Die Zahlungsmeldung der Bestellung" : "Die Bestellung";
  const bell = `${what} ${d.idfs} wurde dem Lieferanten nach allen Versuchen nicht zugestellt.`;
  return {
    kind: "delivery",
    bell,
    subject: `Bestellung ${d.idfs} nicht zugestellt`,
    body: [bell, `Letzter Fehler: ${d.error}`, "Unter „Bestellausgang“ können Sie sie erneut senden."],
    link: { label: "Bestellausgang im Betrieb", path: "/betrieb/bestellausgang" },
  };
}

export function failedImportNotice(i: { fileName: string | null; errorCount: number; firstError: string | null }): OperatorNotice {
  const file = i.fileName ? `„${i.fileName}“` : "ohne Dateinamen";
  const bell = `Der Katalogimport ${file} ist fehlgeschlagen (${i.errorCount === 1 ? "1 Fehler" : `${i.errorCount} Fehler`}).`;
  return {
    kind: "import",
    bell,
    subject: "Katalogimport fehlgeschlagen",
    body: [bell, ...(i.firstError ? [`Erster Fehler: ${i.firstError}`] : []), "Der Katalog ist unverändert."],
    link: { label: "Importe im Betrieb", path: "/betrieb/importe" },
  };
}

/** A person's choice: the kinds switched off by mail and in the bell (new kinds are on). */
export type NoticeSettings = { mailOff: readonly NoticeKind[]; bellOff: readonly NoticeKind[] };

export function wants(settings: NoticeSettings | null | undefined, channel: "mail" | "bell", kind: NoticeKind): boolean {
  if (!settings) return true;
  return !(channel === "mail" ? settings.mailOff : settings.bellOff).includes(kind);
}

const kindFlags = z.object(
  Object.fromEntries(NOTICE_KINDS.map((k) => [k, z.boolean({ error: "Bitte wählen Sie an oder aus." })])) as Record<NoticeKind, z.ZodBoolean>,
);

/** operatorNotificationSettingsSave: per kind whether by mail and whether in the bell. */
export const noticeSettingsSchema = z.object({ mail: kindFlags, bell: kindFlags });
export type NoticeSettingsInput = z.infer<typeof noticeSettingsSchema>;

export function settingsOfInput(input: NoticeSettingsInput): NoticeSettings {
  return { mailOff: NOTICE_KINDS.filter((k) => !input.mail[k]), bellOff: NOTICE_KINDS.filter((k) => !input.bell[k]) };
}

export function inputOfSettings(s: NoticeSettings | null | undefined): NoticeSettingsInput {
  const flags = (channel: "mail" | "bell") => Object.fromEntries(NOTICE_KINDS.map((k) => [k, wants(s, channel, k)])) as Record<NoticeKind, boolean>;
  return { mail: flags("mail"), bell: flags("bell") };
}
