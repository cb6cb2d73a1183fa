/**
 * The deletion concept (Löschkonzept, docs/deletion-concept.md) as code: for every kind of personal
 * data where it lives, why it is kept, how long, what starts the clock and whether it is deleted or
 * anonymised. The retention job (lib/server/console/retention.ts) reads the periods from here; a unit
 * test walks the database schema and fails when a table with personal data has no rule.
 *
 * Periods are months. A rule with `configurable` may be changed per installation with
 * RETENTION_MONTHS (e.g. `end-customer-requests=36,access-log=6`), parsed by `retentionMonths`.
 */

export type RetentionAction = "anonymise" | "delete" | "keep";

export type RetentionRule = {
  id: string;
  /** What data (German, as in the concept's table). */
  data: string;
  /** Where it lives: table and the columns (or media folder) holding the personal data. */
  where: { table: string; columns: string[] }[];
  /** Files in media storage, by key prefix pattern, when there are any. */
  media?: string;
  purpose: string;
  /** Months after the trigger; null while the trigger has not happened (e.g. "while the account exists"). */
  months: number | null;
  trigger: string;
  action: RetentionAction;
  /** Legal ground for keeping (Art. 6 DSGVO, HGB/AO) in short. */
  basis: string;
  /** Whether RETENTION_MONTHS may change `months` for this installation. */
  configurable: boolean;
  /** Whether the retention job carries it out (otherwise it happens at the trigger, by the named operation). */
  byJob: boolean;
};

export const END_CUSTOMER_RULE = "end-customer-requests";
export const FINANCE_REQUEST_RULE = "finance-requests";
export const ACCESS_LOG_RULE = "access-log";
export const PRIVACY_REQUEST_RULE = "privacy-requests";
export const API_KEY_USES_RULE = "api-key-uses";

/** The rules; the table in docs/deletion-concept.md states the same. */
export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    id: END_CUSTOMER_RULE,
    data: "Endkunden einer Anfrage: Name, Telefon, E-Mail, Postleitzahl, Kundenwünsche-Kommentar, Link zur Planung, Grundrisse und Fotos",
    where: [
      { table: "leads", columns: ["crm", "crm_lead", "personalized_link", "user_data", "user_data_raw"] },
      { table: "opportunities", columns: ["crm"] },
      { table: "proposals", columns: ["crm"] },
    ],
    media: "leads/{Leadnummer}/",
    purpose: "Vermittlung der Küchenanfrage an Studios, Kontakt, Planung und Verkauf",
    months: 24,
    trigger: "letzte Aktivität einer abgeschlossenen, verlorenen oder abgelehnten Anfrage",
    action: "anonymise",
    basis: "Art. 6 Abs. 1 lit. b DSGVO (Vertragsanbahnung); danach kein Zweck mehr",
    configurable: true,
    byJob: true,
  },
  {
    id: "end-customer-notes",
    data: "Kommentare der Studios zu Endkunden, Freitext einer Absage",
    where: [
      { table: "proposal_comments", columns: ["value"] },
      { table: "lead_declines", columns: ["text"] },
      { table: "notifications", columns: ["message"] },
    ],
    purpose: "Bearbeitung der Anfrage im Studio",
    months: 24,
    trigger: "wie die Anfrage, zu der sie gehören (gemeinsam anonymisiert)",
    action: "delete",
    basis: "Art. 6 Abs. 1 lit. b DSGVO",
    configurable: true,
    byJob: true,
  },
  {
    id: FINANCE_REQUEST_RULE,
    data: "Finanzierungsanfragen im Leadpool: Name, Telefon, E-Mail",
    where: [{ table: "finance_requests", columns: ["name", "phone", "email"] }],
    purpose: "Weitergabe der Finanzierungsanfrage",
    months: 24,
    trigger: "Anlage der Finanzierungsanfrage",
    action: "delete",
    basis: "Art. 6 Abs. 1 lit. b DSGVO",
    configurable: true,
    byJob: true,
  },
  {
    id: ACCESS_LOG_RULE,
    data: "Zugriffsprotokoll: wer wann welche Endkundendaten angesehen, angezeigt oder exportiert hat",
    where: [{ table: "access_log", columns: ["user_name", "customer_number", "screen"] }],
    purpose: "Nachweis der Zugriffe (Art. 5 Abs. 2, Art. 32 DSGVO)",
    months: 12,
    trigger: "Zugriff",
    action: "delete",
    basis: "Art. 6 Abs. 1 lit. c und f DSGVO",
    configurable: true,
    byJob: true,
  },
  {
    id: API_KEY_USES_RULE,
    data: "Nutzungsprotokoll der API-Schlüssel: Schlüssel, Endpunkt, Antwortstatus (keine Personendaten)",
    where: [{ table: "api_key_uses", columns: ["endpoint"] }],
    purpose: "Nachweis der Maschinenzugriffe, Drosselung der Schlüssel",
    months: 12,
    trigger: "Zugriff",
    action: "delete",
    basis: "Art. 32 DSGVO (Nachweis), Betrieb",
    configurable: true,
    byJob: true,
  },
  {
    id: "accounting",
    data: "Bestellungen, Rechnungen und Gutschriften der Studios: Lieferadresse, Ansprechpartner, Besteller, wer einen Lieferstand gemeldet hat, wer eine Stornierung oder Retoure angemeldet oder entschieden hat (mit den Fotos der Retoure), die Zahlungseingänge (Zahler, IBAN, wer sie gebucht oder zugeordnet hat), die Erstattungen (Kontoinhaber, IBAN, BIC, wer sie exportiert oder als überwiesen markiert hat)",
    where: [
      { table: "orders", columns: ["delivery_address", "delivery_contact", "placed_by_name", "customer_reference"] },
      { table: "order_invoices", columns: ["number"] },
      { table: "credit_notes", columns: ["number"] },
      { table: "order_status_updates", columns: ["by_name"] },
      { table: "order_requests", columns: ["created_by_name", "decided_by_name"] },
      { table: "payments", columns: ["payer", "payer_iban", "recorded_by_name", "decided_by_name"] },
      { table: "refunds", columns: ["account_holder", "iban", "bic", "exported_by_name", "done_by_name"] },
    ],
    media: "stores/{Studionummer}/returns/",
    purpose: "Buchhaltung, Rechnungen, Gewährleistung",
    months: 120,
    trigger: "Ende des Kalenderjahres der Rechnung; 10 Jahre (HGB/AO) aufbewahrt, enthält keine Endkundendaten",
    action: "keep",
    basis: "§ 257 HGB, § 147 AO (10 Jahre)",
    configurable: false,
    byJob: false,
  },
  {
    id: "studio-accounts",
    data: "Konten der Studio- und Betriebsmitarbeiter: Name, E-Mail, Sitzungen (IP-Adresse, Browser), Einladungen",
    where: [
      { table: "user", columns: ["name", "email"] },
      { table: "account", columns: ["password"] },
      { table: "session", columns: ["ip_address", "user_agent"] },
      { table: "verification", columns: ["identifier"] },
      { table: "team_invites", columns: ["email", "name"] },
      { table: "calendar_tokens", columns: ["token_hash"] },
      { table: "user_notification_settings", columns: ["user_id"] },
      { table: "operators", columns: ["user_id"] },
      { table: "auth_attempts", columns: ["key"] },
      { table: "compare_lists", columns: ["user_id"] },
    ],
    purpose: "Anmeldung und Arbeit in Konsole, Shop und Betrieb",
    months: null,
    trigger: "Deaktivierung des Kontos; Sitzungen und Einladungen enden mit ihrem Ablauf",
    action: "delete",
    basis: "Art. 6 Abs. 1 lit. b DSGVO (Vertrag mit dem Studio)",
    configurable: false,
    byJob: false,
  },
  {
    id: "who-did-what",
    data: "Namen der Mitarbeiter an ihren Handlungen: Audit-Log, Statusänderungen, Kommentare, Merkzettel, Bestand, API-Schlüssel",
    where: [
      { table: "audit_log", columns: ["actor_name", "subject"] },
      { table: "proposals", columns: ["store_edited_status_by_name", "kitchen_planner_name"] },
      { table: "proposal_comments", columns: ["author_name"] },
      { table: "wishlists", columns: ["updated_by_name"] },
      { table: "product_stock", columns: ["updated_by_name"] },
      { table: "api_keys", columns: ["created_by_name", "revoked_by_name"] },
      { table: "order_webhooks", columns: ["updated_by_name"] },
      { table: "lead_declines", columns: ["user_id"] },
      { table: "opportunities", columns: ["owner_name"] },
      { table: "catalog_imports", columns: ["started_by"] },
      { table: "operator_audit_log", columns: ["actor_name"] },
    ],
    purpose: "Nachvollziehbarkeit im Team (wer hat was getan)",
    months: null,
    trigger: "gelöscht mit dem Datensatz, an dem sie stehen",
    action: "keep",
    basis: "Art. 6 Abs. 1 lit. f DSGVO",
    configurable: false,
    byJob: false,
  },
  {
    id: "studio-profiles",
    data: "Studioprofile und Berater: Firmenname, Anschrift, Telefon, E-Mail, Ansprechpartner, Fotos",
    where: [
      { table: "stores", columns: ["name", "crm", "person_in_charge"] },
      { table: "advisors", columns: ["first_name", "last_name", "email", "phone"] },
    ],
    media: "stores/{Studionummer}/",
    purpose: "Darstellung des Studios auf dem Marktplatz",
    months: null,
    trigger: "Ende des Vertrags mit dem Studio; Berater beim Entfernen aus dem Profil",
    action: "delete",
    basis: "Art. 6 Abs. 1 lit. b DSGVO",
    configurable: false,
    byJob: false,
  },
  {
    id: PRIVACY_REQUEST_RULE,
    data: "Anträge auf Auskunft und Löschung: Suchbegriff (E-Mail, Telefon oder Kundennummer), Kundennummern, bearbeitender Mitarbeiter, Ergebnis",
    where: [{ table: "privacy_requests", columns: ["query", "subject", "operator_name", "summary"] }],
    purpose: "Nachweis, dass und wie ein Antrag auf Auskunft oder Löschung beantwortet wurde (Art. 5 Abs. 2, Art. 12 DSGVO)",
    months: 36,
    trigger: "Erledigung des Antrags (regelmäßige Verjährung, § 195 BGB)",
    action: "delete",
    basis: "Art. 6 Abs. 1 lit. c DSGVO (Rechenschaftspflicht)",
    configurable: true,
    byJob: true,
  },
  {
    id: "deliveries",
    data: "Zustellwarteschlange und Chat-Protokoll: Empfänger-Adressen, Nachrichtentexte",
    where: [
      { table: "pgboss.job", columns: ["data"] },
      { table: "chat_messages", columns: ["message"] },
    ],
    purpose: "Zustellung von E-Mails, Chat-Nachrichten und CRM-Änderungen mit Wiederholung",
    months: 3,
    trigger: "Zustellung",
    action: "delete",
    basis: "Art. 6 Abs. 1 lit. b und f DSGVO",
    configurable: true,
    byJob: true,
  },
];

/**
 * Tables whose columns look personal by name but hold none, each with the reason; the schema test
 * accepts a table only with a rule or an entry here.
 */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  brands: "Markennamen",
  categories: "Kategorienamen",
  products: "Artikelnamen",
  product_features: "Merkmalsnamen der Artikel",
  product_classifications: "Klassen der Artikel (ECLASS, ETIM, Warengruppen des Lieferanten)",
  catalog_class_mappings: "Zuordnung von Artikelklassen zu Shop-Kategorien",
  catalog_import_articles: "Artikelnamen aus Katalogimporten",
  catalog_import_findings: "Fehler und Warnungen eines Katalogimports: Zeile, Element, Artikelnummer, Meldung zur Datei",
  carriers: "Namen der Versanddienste",
  price_lists: "Namen von Preislisten",
  crm_picklists: "Auswahllisten des CRM",
  operator_notifications: "Hinweise an den Betrieb: Bestellnummern, Studionamen, Beträge, Dateinamen",
};

/** Column names that hold, or may hold, data about a person. */
const PERSONAL_COLUMN =
  /(^|_)(name|email|phone|address|street|postal|zip|contact|ip_address|user_agent|salutation|message|comment|user_data|birth|iban)($|_)/;
/** The CRM mirror's documents (`crm`, `crm_lead`) hold names and contact data; `crm_id` is only a key. */
const CRM_DOCUMENT = /^crm(_lead)?$/;

export function looksPersonal(column: string): boolean {
  return PERSONAL_COLUMN.test(column) || CRM_DOCUMENT.test(column);
}

/** The tables any rule names. */
export function tablesWithRule(rules: readonly RetentionRule[] = RETENTION_RULES): Set<string> {
  return new Set(rules.flatMap((r) => r.where.map((w) => w.table)));
}

/**
 * The period per rule for this installation: the rule's months, or the override in RETENTION_MONTHS
 * (`id=months,id=months`) for configurable rules. An override of a fixed rule, an unknown id or a
 * period under one month is refused with a message naming it.
 */
export function retentionMonths(overrides: string | undefined): Record<string, number | null> {
  const result: Record<string, number | null> = Object.fromEntries(RETENTION_RULES.map((r) => [r.id, r.months]));
  for (const part of (overrides ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-z-]+)=(\d{1,4})$/.exec(part);
    if (!match) throw new Error(`RETENTION_MONTHS: „${part}“ ist nicht im Format regel=Monate.`);
    const rule = RETENTION_RULES.find((r) => r.id === match[1]);
    if (!rule) throw new Error(`RETENTION_MONTHS: Die Regel „${match[1]}“ gibt es nicht.`);
    if (!rule.configurable) throw new Error(`RETENTION_MONTHS: Die Frist der Regel „${rule.id}“ ist gesetzlich festgelegt.`);
    const months = Number(match[2]);
    if (months < 1) throw new Error(`RETENTION_MONTHS: Die Frist der Regel „${rule.id}“ muss mindestens einen Monat betragen.`);
    result[rule.id] = months;
  }
  return result;
}

/** The moment before which the trigger must lie: `now` minus `months` calendar months. */
export function retentionCutoff(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/** What the screens show where an anonymised person's name was. */
export const ANONYMISED_NAME = "Anonymisiert";
