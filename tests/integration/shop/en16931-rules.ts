import { convert } from "xmlbuilder2";

/**
 * The EN 16931 business rules that matter for our invoices, checked on the CII XML as parsed back (no
 * validator runs here): mandatory fields (BR-01 … BR-26), the totals (BR-CO-10 … BR-CO-16), the VAT
 * breakdown of category S (BR-S-02, BR-S-08, BR-S-09, BR-CO-17), the two-decimal amounts (BR-DEC) and the
 * German XRechnung rules for seller contact, buyer reference and credit transfer (BR-DE-2, -15, -23).
 */
type Node = Record<string, unknown> | string | undefined;

const list = (x: unknown): Node[] => (x === undefined ? [] : Array.isArray(x) ? x : [x as Node]);
const child = (x: Node, ...path: string[]): Node =>
  path.reduce<Node>((n, k) => (n && typeof n === "object" ? (list(n[k])[0] as Node) : undefined), x);
const children = (x: Node, key: string): Node[] => (x && typeof x === "object" ? list(x[key]) : []);
const text = (x: Node): string | undefined =>
  typeof x === "string" ? x : x && typeof x === "object" && typeof x["#"] === "string" ? (x["#"] as string) : undefined;
const attr = (x: Node, name: string): string | undefined => (x && typeof x === "object" ? (x[`@${name}`] as string | undefined) : undefined);

/** A CII amount as cents; NaN when it is not a number with at most two decimals. */
function cents(value: string | undefined): number {
  if (value === undefined || !/^-?\d+(\.\d{1,2})?$/.test(value)) return NaN;
  const [whole, frac = ""] = value.replace("-", "").split(".");
  const c = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  return value.startsWith("-") ? -c : c;
}

export type ParsedInvoice = {
  guideline: string | undefined;
  typeCode: string | undefined;
  /** BG-3: the invoice a credit note corrects. */
  precedingInvoice: { number?: string; date?: string };
  number: string | undefined;
  issueDate: string | undefined;
  buyerReference: string | undefined;
  orderNumber: string | undefined;
  customerReference: string | undefined;
  paymentReference: string | undefined;
  iban: string | undefined;
  bic: string | undefined;
  period: { start?: string; end?: string };
  lines: {
    id?: string;
    name?: string;
    quantity: number;
    unitCode?: string;
    unitNetCents: number;
    lineNetCents: number;
    category?: string;
    rate?: string;
  }[];
  allowancesCharges: { charge: boolean; amountCents: number; reason?: string; category?: string; rate?: string }[];
  vat: { basisCents: number; vatCents: number; category?: string; rate: number }[];
  totals: {
    line: number;
    charge: number;
    allowance: number;
    basis: number;
    tax: number;
    taxCurrency?: string;
    grand: number;
    prepaid: number;
    due: number;
  };
  sellerVatId: string | undefined;
  root: Node;
};

export function parseCii(xml: string): ParsedInvoice {
  const doc = convert(xml, { format: "object" }) as Record<string, Node>;
  const root = doc["rsm:CrossIndustryInvoice"];
  const tx = child(root, "rsm:SupplyChainTradeTransaction");
  const agreement = child(tx, "ram:ApplicableHeaderTradeAgreement");
  const settlement = child(tx, "ram:ApplicableHeaderTradeSettlement");
  const sum = child(settlement, "ram:SpecifiedTradeSettlementHeaderMonetarySummation");
  const means = child(settlement, "ram:SpecifiedTradeSettlementPaymentMeans");
  const seller = child(agreement, "ram:SellerTradeParty");
  return {
    guideline: text(child(root, "rsm:ExchangedDocumentContext", "ram:GuidelineSpecifiedDocumentContextParameter", "ram:ID")),
    number: text(child(root, "rsm:ExchangedDocument", "ram:ID")),
    typeCode: text(child(root, "rsm:ExchangedDocument", "ram:TypeCode")),
    precedingInvoice: {
      number: text(child(settlement, "ram:InvoiceReferencedDocument", "ram:IssuerAssignedID")),
      date: text(child(settlement, "ram:InvoiceReferencedDocument", "ram:FormattedIssueDateTime", "qdt:DateTimeString")),
    },
    issueDate: text(child(root, "rsm:ExchangedDocument", "ram:IssueDateTime", "udt:DateTimeString")),
    buyerReference: text(child(agreement, "ram:BuyerReference")),
    orderNumber: text(child(agreement, "ram:SellerOrderReferencedDocument", "ram:IssuerAssignedID")),
    customerReference: text(child(agreement, "ram:BuyerOrderReferencedDocument", "ram:IssuerAssignedID")),
    paymentReference: text(child(settlement, "ram:PaymentReference")),
    iban: text(child(means, "ram:PayeePartyCreditorFinancialAccount", "ram:IBANID")),
    bic: text(child(means, "ram:PayeeSpecifiedCreditorFinancialInstitution", "ram:BICID")),
    period: {
      start: text(child(settlement, "ram:BillingSpecifiedPeriod", "ram:StartDateTime", "udt:DateTimeString")),
      end: text(child(settlement, "ram:BillingSpecifiedPeriod", "ram:EndDateTime", "udt:DateTimeString")),
    },
    lines: children(tx, "ram:IncludedSupplyChainTradeLineItem").map((l) => ({
      id: text(child(l, "ram:AssociatedDocumentLineDocument", "ram:LineID")),
      name: text(child(l, "ram:SpecifiedTradeProduct", "ram:Name")),
      quantity: Number(text(child(l, "ram:SpecifiedLineTradeDelivery", "ram:BilledQuantity"))),
      unitCode: attr(child(l, "ram:SpecifiedLineTradeDelivery", "ram:BilledQuantity"), "unitCode"),
      unitNetCents: cents(text(child(l, "ram:SpecifiedLineTradeAgreement", "ram:NetPriceProductTradePrice", "ram:ChargeAmount"))),
      lineNetCents: cents(
        text(child(l, "ram:SpecifiedLineTradeSettlement", "ram:SpecifiedTradeSettlementLineMonetarySummation", "ram:LineTotalAmount")),
      ),
      category: text(child(l, "ram:SpecifiedLineTradeSettlement", "ram:ApplicableTradeTax", "ram:CategoryCode")),
      rate: text(child(l, "ram:SpecifiedLineTradeSettlement", "ram:ApplicableTradeTax", "ram:RateApplicablePercent")),
    })),
    allowancesCharges: children(settlement, "ram:SpecifiedTradeAllowanceCharge").map((a) => ({
      charge: text(child(a, "ram:ChargeIndicator", "udt:Indicator")) === "true",
      amountCents: cents(text(child(a, "ram:ActualAmount"))),
      reason: text(child(a, "ram:Reason")),
      category: text(child(a, "ram:CategoryTradeTax", "ram:CategoryCode")),
      rate: text(child(a, "ram:CategoryTradeTax", "ram:RateApplicablePercent")),
    })),
    vat: children(settlement, "ram:ApplicableTradeTax").map((v) => ({
      basisCents: cents(text(child(v, "ram:BasisAmount"))),
      vatCents: cents(text(child(v, "ram:CalculatedAmount"))),
      category: text(child(v, "ram:CategoryCode")),
      rate: Number(text(child(v, "ram:RateApplicablePercent"))),
    })),
    totals: {
      line: cents(text(child(sum, "ram:LineTotalAmount"))),
      charge: cents(text(child(sum, "ram:ChargeTotalAmount")) ?? "0"),
      allowance: cents(text(child(sum, "ram:AllowanceTotalAmount")) ?? "0"),
      basis: cents(text(child(sum, "ram:TaxBasisTotalAmount"))),
      tax: cents(text(child(sum, "ram:TaxTotalAmount"))),
      taxCurrency: attr(child(sum, "ram:TaxTotalAmount"), "currencyID"),
      grand: cents(text(child(sum, "ram:GrandTotalAmount"))),
      prepaid: cents(text(child(sum, "ram:TotalPrepaidAmount")) ?? "0"),
      due: cents(text(child(sum, "ram:DuePayableAmount"))),
    },
    sellerVatId: children(seller, "ram:SpecifiedTaxRegistration")
      .map((r) => child(r, "ram:ID"))
      .filter((id) => attr(id, "schemeID") === "VA")
      .map(text)[0],
    root,
  };
}

/** The violated rules, as "BR-…: what"; empty when the invoice passes. */
export function en16931Violations(xml: string): string[] {
  const inv = parseCii(xml);
  const v: string[] = [];
  const need = (rule: string, ok: unknown, what: string) => {
    if (!ok) v.push(`${rule}: ${what}`);
  };
  const root = inv.root;
  const tx = child(root, "rsm:SupplyChainTradeTransaction");
  const agreement = child(tx, "ram:ApplicableHeaderTradeAgreement");
  const settlement = child(tx, "ram:ApplicableHeaderTradeSettlement");
  const seller = child(agreement, "ram:SellerTradeParty");
  const buyer = child(agreement, "ram:BuyerTradeParty");
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

  need("BR-01", inv.guideline?.startsWith("urn:cen.eu:en16931:2017"), "Spezifikationskennung");
  need("BR-02", inv.number, "Rechnungsnummer");
  need("BR-03", /^\d{8}$/.test(inv.issueDate ?? ""), "Rechnungsdatum");
  const typeCode = text(child(root, "rsm:ExchangedDocument", "ram:TypeCode"));
  const creditNote = typeCode === "381";
  need("BR-04", typeCode === "380" || creditNote, "Rechnungsart 380 (Rechnung) oder 381 (Gutschrift)");
  if (creditNote) {
    // BG-3: a credit note names the invoice it corrects, number (BT-25) and date (BT-26, format 102).
    const preceding = child(settlement, "ram:InvoiceReferencedDocument");
    need("BR-55", text(child(preceding, "ram:IssuerAssignedID")), "Nummer der korrigierten Rechnung (BT-25)");
    need(
      "BT-26",
      /^\d{8}$/.test(text(child(preceding, "ram:FormattedIssueDateTime", "qdt:DateTimeString")) ?? ""),
      "Datum der korrigierten Rechnung",
    );
  }
  need("BR-05", text(child(settlement, "ram:InvoiceCurrencyCode")) === "EUR", "Währung");
  need("BR-06", text(child(seller, "ram:Name")), "Name des Verkäufers");
  need("BR-07", text(child(buyer, "ram:Name")), "Name des Käufers");
  need("BR-08/09", text(child(seller, "ram:PostalTradeAddress", "ram:CountryID")), "Anschrift und Land des Verkäufers");
  need("BR-10/11", text(child(buyer, "ram:PostalTradeAddress", "ram:CountryID")), "Anschrift und Land des Käufers");
  need("BR-16", inv.lines.length > 0, "mindestens eine Position");
  inv.lines.forEach((l, i) => {
    need("BR-21", l.id, `Position ${i + 1}: Positionsnummer`);
    need("BR-22", l.quantity > 0, `Position ${i + 1}: Menge`);
    need("BR-23", l.unitCode, `Position ${i + 1}: Mengeneinheit`);
    need("BR-24", Number.isFinite(l.lineNetCents), `Position ${i + 1}: Nettobetrag`);
    need("BR-25", l.name, `Position ${i + 1}: Artikelname`);
    need("BR-26", Number.isFinite(l.unitNetCents) && l.unitNetCents >= 0, `Position ${i + 1}: Nettopreis`);
    need("BR-CO-LINE", l.lineNetCents === l.quantity * l.unitNetCents, `Position ${i + 1}: Menge × Preis = Nettobetrag`);
    need("BR-S-05", l.category === "S" && Number(l.rate) > 0, `Position ${i + 1}: Steuerkategorie S mit Satz`);
  });
  const t = inv.totals;
  need(
    "BR-DEC",
    Object.entries(t).every(([k, x]) => k === "taxCurrency" || Number.isFinite(x)),
    "Beträge mit höchstens zwei Nachkommastellen",
  );
  need("BR-CO-10", t.line === sum(inv.lines.map((l) => l.lineNetCents)), "Summe der Positionen = BT-106");
  need("BR-CO-11", t.allowance === sum(inv.allowancesCharges.filter((a) => !a.charge).map((a) => a.amountCents)), "Summe der Nachlässe = BT-107");
  need("BR-CO-12", t.charge === sum(inv.allowancesCharges.filter((a) => a.charge).map((a) => a.amountCents)), "Summe der Zuschläge = BT-108");
  need("BR-CO-13", t.basis === t.line - t.allowance + t.charge, "BT-109 = BT-106 − BT-107 + BT-108");
  need("BR-CO-14", t.tax === sum(inv.vat.map((x) => x.vatCents)), "BT-110 = Summe der Steuerbeträge");
  need("BR-CO-15", t.grand === t.basis + t.tax, "BT-112 = BT-109 + BT-110");
  need("BR-CO-16", t.due === t.grand - t.prepaid, "BT-115 = BT-112 − BT-113");
  need(
    "BR-CO-25",
    t.due <= 0 || text(child(settlement, "ram:SpecifiedTradePaymentTerms", "ram:Description")),
    "Zahlungsbedingungen bei offenem Betrag",
  );
  need("BR-53", t.taxCurrency === "EUR", "Währung des Steuerbetrags");
  need("BR-S-02", inv.sellerVatId && /^[A-Z]{2}/.test(inv.sellerVatId), "USt-IdNr. des Verkäufers bei Kategorie S");
  for (const a of inv.allowancesCharges) {
    need("BR-33/38", a.reason, "Grund des Nachlasses/Zuschlags");
    need("BR-32/37", a.category === "S" && a.rate, "Steuerkategorie des Nachlasses/Zuschlags");
  }
  for (const x of inv.vat) {
    need(
      "BR-S-08",
      x.category !== "S" ||
        x.basisCents ===
          sum(inv.lines.filter((l) => Number(l.rate) === x.rate).map((l) => l.lineNetCents)) -
            sum(inv.allowancesCharges.filter((a) => !a.charge && Number(a.rate) === x.rate).map((a) => a.amountCents)) +
            sum(inv.allowancesCharges.filter((a) => a.charge && Number(a.rate) === x.rate).map((a) => a.amountCents)),
      `Bemessungsgrundlage ${x.rate}%`,
    );
    // BR-S-09 / BR-CO-17: VAT = basis × rate, rounded to two decimals. A credit note's VAT is the
    // difference of cumulative amounts (lib/domain/shop/credit-note-amounts.ts) and may differ by one
    // cent; the official CII schematron tolerates up to ±1.00.
    const exactVat = Math.round((x.basisCents * x.rate) / 100);
    need("BR-S-09", creditNote ? Math.abs(x.vatCents - exactVat) <= 1 : x.vatCents === exactVat, `Steuerbetrag ${x.rate}%`);
  }
  const contact = child(seller, "ram:DefinedTradeContact");
  need(
    "BR-DE-2",
    text(child(contact, "ram:PersonName")) &&
      text(child(contact, "ram:TelephoneUniversalCommunication", "ram:CompleteNumber")) &&
      text(child(contact, "ram:EmailURIUniversalCommunication", "ram:URIID")),
    "Kontakt des Verkäufers",
  );
  need("BR-DE-15", inv.buyerReference, "Käuferreferenz (BT-10)");
  const meansCode = text(child(settlement, "ram:SpecifiedTradeSettlementPaymentMeans", "ram:TypeCode"));
  // BR-DE-1: payment instructions; BR-DE-23: a credit transfer (30, 58) names the account. A credit
  // note's refund goes to the account the payment came from: code 1 without an account.
  need("BR-DE-1/23", creditNote ? meansCode === "1" && !inv.iban : meansCode === "58" && inv.iban, "Zahlungsanweisung (Überweisung mit IBAN)");
  need("BR-DE-16", inv.sellerVatId, "Steuernummer oder USt-IdNr.");
  need(
    "BR-62/63",
    text(child(seller, "ram:URIUniversalCommunication", "ram:URIID")) && text(child(buyer, "ram:URIUniversalCommunication", "ram:URIID")),
    "elektronische Adressen (BT-34, BT-49)",
  );
  return v;
}
