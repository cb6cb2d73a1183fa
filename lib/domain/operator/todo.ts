/**
 * The Übersicht of /betrieb as a to-do list (issue 43, docs/operator-notifications.md): what waits for
 * the operator, each with its count and the page where it is done. Pure: the counts come from the
 * server (lib/server/operator/todo.ts), one query each.
 */
export const TODO_KINDS = ["requests", "overdue", "unmatched", "refundsDue", "deadDeliveries", "unmapped", "priceMissing"] as const;
export type TodoKind = (typeof TODO_KINDS)[number];
export type TodoCounts = Record<TodoKind, number>;

export type TodoItem = { kind: TodoKind; count: number; label: string; href: string; action: string };

/** What the links need to carry their filters: the last day ordered of an order past its reminder (YYYY-MM-DD). */
export type TodoContext = { overdueTo: string };

const ITEMS: Record<TodoKind, { one: string; many: (n: string) => string; href: string | ((c: TodoContext) => string); action: string }> = {
  requests: {
    one: "Eine Storno- oder Rücksendeanfrage ist zu entscheiden",
    many: (n) => `${n} Storno- oder Rücksendeanfragen sind zu entscheiden`,
    href: "/betrieb/bestellungen#order-requests-title",
    action: "Zu den Bestellungen",
  },
  overdue: {
    one: "Eine Bestellung ist nach der Zahlungserinnerung noch nicht bezahlt",
    many: (n) => `${n} Bestellungen sind nach der Zahlungserinnerung noch nicht bezahlt`,
    // The list filtered for them: open or partly paid, ordered on or before the reminder's day.
    href: (c) => `/betrieb/bestellungen?${new URLSearchParams({ payment: "owing", to: c.overdueTo })}`,
    action: "Zu den Bestellungen",
  },
  unmatched: {
    one: "Eine Zahlung ist keiner Bestellung zugeordnet",
    many: (n) => `${n} Zahlungen sind keiner Bestellung zugeordnet`,
    href: "/betrieb/zahlungen#unmatched-title",
    action: "Zu den Zahlungen",
  },
  refundsDue: {
    one: "Eine Erstattung ist noch nicht überwiesen",
    many: (n) => `${n} Erstattungen sind noch nicht überwiesen`,
    href: "/betrieb/zahlungen#refunds-title",
    action: "Zu den Erstattungen",
  },
  deadDeliveries: {
    one: "Eine Zustellung an den Lieferanten ist fehlgeschlagen",
    many: (n) => `${n} Zustellungen an den Lieferanten sind fehlgeschlagen`,
    href: "/betrieb/bestellausgang",
    action: "Zum Bestellausgang",
  },
  unmapped: {
    one: "Ein Artikel ist „Nicht zugeordnet“ (Klasse ohne Kategorie)",
    many: (n) => `${n} Artikel sind „Nicht zugeordnet“ (Klasse ohne Kategorie)`,
    href: "/betrieb/klassen",
    action: "Klassen zuordnen",
  },
  priceMissing: {
    one: "Ein Artikel ist „ohne Preis“",
    many: (n) => `${n} Artikel sind „ohne Preis“`,
    href: "/betrieb/importe",
    action: "Preisdatei einlesen",
  },
};

/** The items with something to do, in the list's order; empty means "Nichts zu tun". */
export function todoItems(counts: TodoCounts, context: TodoContext): TodoItem[] {
  return TODO_KINDS.filter((k) => counts[k] > 0).map((kind) => {
    const item = ITEMS[kind];
    const count = counts[kind];
    const href = typeof item.href === "string" ? item.href : item.href(context);
    return { kind, count, label: count === 1 ? item.one : item.many(count.toLocaleString("de-DE")), href, action: item.action };
  });
}
