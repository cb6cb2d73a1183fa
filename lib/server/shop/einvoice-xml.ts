import "server-only";
import { berlinCompactDay } from "@/lib/domain/platform/berlin-time";
import type { EInvoiceTotals } from "@/lib/domain/shop/einvoice";
import { xmlDocument, type XmlElement } from "@/lib/domain/platform/xml";
import type { Seller } from "../platform/seller";

/**
 * Cross Industry Invoice (UN/CEFACT CII D16B) XML of an invoice: the ZUGFeRD / Factur-X EN 16931 profile
 * (embedded in the PDF as factur-x.xml) or XRechnung 3.0 in CII syntax (the XML download). Both carry
 * the same content; XRechnung differs in its specification identifier (BT-24) and the business
 * process (BT-23). Element order follows the CII schema. Written by the product's one escaping writer
 * (lib/domain/platform/xml.ts): every text reads back exactly as stored, without the characters XML 1.0
 * cannot carry.
 */
export type EInvoiceProfile = "en16931" | "xrechnung";

export const GUIDELINE_ID: Record<EInvoiceProfile, string> = {
  en16931: "urn:cen.eu:en16931:2017",
  xrechnung: "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0",
};

export type EInvoiceParty = {
  /** Buyer identifier (BT-46): the customer number. */
  id?: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  countryCode: string;
  email?: string | null;
  vatId?: string | null;
};

export type EInvoiceDocument = {
  number: string;
  issueDate: Date;
  seller: Seller;
  buyer: EInvoiceParty;
  shipTo: EInvoiceParty;
  /** BT-10 */
  buyerReference: string;
  /** BT-14: the order number. */
  orderNumber: string;
  /** BT-13: the studio's own reference, when given. */
  customerReference: string | null;
  /** BT-73/BT-74: order day to the latest expected or desired delivery day. */
  deliveryPeriod: { start: Date; end: Date };
  /** BT-83 */
  paymentReference: string;
  /** BT-20 */
  paymentTerms: string;
  /** BT-82 */
  paymentMeansText: string;
  /**
   * BT-81 (UNTDID 4461): "58" SEPA credit transfer to the seller's account (the invoice's Vorkasse,
   * with BG-17); "1" instrument not defined (a credit note: the seller refunds to the account the
   * payment came from, which it knows from the payment, not from the document). Default "58".
   */
  paymentMeansCode?: "58" | "1";
  /** BT-3: "380" commercial invoice (default), "381" credit note. */
  typeCode?: "380" | "381";
  /** BG-3: the invoice a credit note corrects, its number (BT-25) and date (BT-26). */
  precedingInvoice?: { number: string; issueDate: Date };
  /** BT-22: further notes, e.g. the reason of a credit note. */
  notes?: string[];
  totals: EInvoiceTotals;
};

/** Cents as a CII amount: "1234.50", "-0.05". */
export function ciiAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const date102 = (d: Date) => ({ "udt:DateTimeString": { "@format": "102", "#": berlinCompactDay(d) } });
const vat = (ratePercent: number) => ({ "ram:TypeCode": "VAT", "ram:CategoryCode": "S", "ram:RateApplicablePercent": String(ratePercent) });

function address(p: EInvoiceParty) {
  return { "ram:PostcodeCode": p.postcode, "ram:LineOne": p.street, "ram:CityName": p.city, "ram:CountryID": p.countryCode };
}

function party(p: EInvoiceParty) {
  return {
    ...(p.id ? { "ram:ID": p.id } : {}),
    "ram:Name": p.name,
    "ram:PostalTradeAddress": address(p),
    ...(p.email ? { "ram:URIUniversalCommunication": { "ram:URIID": { "@schemeID": "EM", "#": p.email } } } : {}),
    ...(p.vatId ? { "ram:SpecifiedTaxRegistration": { "ram:ID": { "@schemeID": "VA", "#": p.vatId } } } : {}),
  };
}

type Tree = XmlElement;

/** BG-16: the seller's account for a credit transfer (58), or only the code and text (a credit note's refund). */
function paymentMeans(doc: EInvoiceDocument): Tree {
  const s = doc.seller;
  const code = doc.paymentMeansCode ?? "58";
  if (code !== "58") return { "ram:TypeCode": code, "ram:Information": doc.paymentMeansText };
  return {
    "ram:TypeCode": "58",
    "ram:Information": doc.paymentMeansText,
    "ram:PayeePartyCreditorFinancialAccount": { "ram:IBANID": s.iban, "ram:AccountName": s.name },
    "ram:PayeeSpecifiedCreditorFinancialInstitution": { "ram:BICID": s.bic },
  };
}

/** BG-25: one invoice line. */
function lineItem(l: EInvoiceTotals["lines"][number]): Tree {
  return {
    "ram:AssociatedDocumentLineDocument": { "ram:LineID": l.lineId },
    "ram:SpecifiedTradeProduct": {
      ...(l.gtin ? { "ram:GlobalID": { "@schemeID": "0160", "#": l.gtin } } : {}),
      "ram:Name": l.name,
    },
    "ram:SpecifiedLineTradeAgreement": { "ram:NetPriceProductTradePrice": { "ram:ChargeAmount": ciiAmount(l.unitNetCents) } },
    "ram:SpecifiedLineTradeDelivery": { "ram:BilledQuantity": { "@unitCode": "H87", "#": String(l.quantity) } },
    "ram:SpecifiedLineTradeSettlement": {
      "ram:ApplicableTradeTax": vat(l.vatRatePercent),
      "ram:SpecifiedTradeSettlementLineMonetarySummation": { "ram:LineTotalAmount": ciiAmount(l.lineNetCents) },
    },
  };
}

/** BG-4, BG-7 and the references: who sells to whom, on which order. */
function headerAgreement(doc: EInvoiceDocument): Tree {
  const s = doc.seller;
  return {
    "ram:BuyerReference": doc.buyerReference,
    "ram:SellerTradeParty": {
      "ram:Name": s.name,
      "ram:SpecifiedLegalOrganization": { "ram:TradingBusinessName": s.name },
      "ram:DefinedTradeContact": {
        "ram:PersonName": s.contact,
        "ram:TelephoneUniversalCommunication": { "ram:CompleteNumber": s.phone },
        "ram:EmailURIUniversalCommunication": { "ram:URIID": s.email },
      },
      "ram:PostalTradeAddress": address({ name: s.name, street: s.street, postcode: s.postcode, city: s.city, countryCode: s.countryCode }),
      "ram:URIUniversalCommunication": { "ram:URIID": { "@schemeID": "EM", "#": s.email } },
      "ram:SpecifiedTaxRegistration": [{ "ram:ID": { "@schemeID": "VA", "#": s.vatId } }, { "ram:ID": { "@schemeID": "FC", "#": s.taxNumber } }],
    },
    "ram:BuyerTradeParty": party(doc.buyer),
    "ram:SellerOrderReferencedDocument": { "ram:IssuerAssignedID": doc.orderNumber },
    ...(doc.customerReference ? { "ram:BuyerOrderReferencedDocument": { "ram:IssuerAssignedID": doc.customerReference } } : {}),
  };
}

/** The settlement: payment, the VAT breakdown (BG-23), allowances and charges, the totals (BG-22). */
function headerSettlement(doc: EInvoiceDocument): Tree {
  const t = doc.totals;
  return {
    "ram:PaymentReference": doc.paymentReference,
    "ram:InvoiceCurrencyCode": "EUR",
    "ram:SpecifiedTradeSettlementPaymentMeans": paymentMeans(doc),
    "ram:ApplicableTradeTax": t.vatBreakdown.map((v) => ({
      "ram:CalculatedAmount": ciiAmount(v.vatCents),
      "ram:TypeCode": "VAT",
      "ram:BasisAmount": ciiAmount(v.basisCents),
      "ram:CategoryCode": "S",
      "ram:RateApplicablePercent": String(v.ratePercent),
    })),
    "ram:BillingSpecifiedPeriod": {
      "ram:StartDateTime": date102(doc.deliveryPeriod.start),
      "ram:EndDateTime": date102(doc.deliveryPeriod.end),
    },
    ...(t.allowancesCharges.length
      ? {
          "ram:SpecifiedTradeAllowanceCharge": t.allowancesCharges.map((a) => ({
            "ram:ChargeIndicator": { "udt:Indicator": a.charge ? "true" : "false" },
            "ram:ActualAmount": ciiAmount(a.amountCents),
            "ram:ReasonCode": a.reasonCode,
            "ram:Reason": a.reason,
            "ram:CategoryTradeTax": vat(a.vatRatePercent),
          })),
        }
      : {}),
    "ram:SpecifiedTradePaymentTerms": { "ram:Description": doc.paymentTerms },
    "ram:SpecifiedTradeSettlementHeaderMonetarySummation": {
      "ram:LineTotalAmount": ciiAmount(t.lineTotalCents),
      "ram:ChargeTotalAmount": ciiAmount(t.chargeTotalCents),
      "ram:AllowanceTotalAmount": ciiAmount(t.allowanceTotalCents),
      "ram:TaxBasisTotalAmount": ciiAmount(t.taxBasisTotalCents),
      "ram:TaxTotalAmount": { "@currencyID": "EUR", "#": ciiAmount(t.taxTotalCents) },
      "ram:GrandTotalAmount": ciiAmount(t.grandTotalCents),
      "ram:TotalPrepaidAmount": ciiAmount(t.prepaidCents),
      "ram:DuePayableAmount": ciiAmount(t.duePayableCents),
    },
    // BG-3 (after the monetary summation in the CII schema's order).
    ...(doc.precedingInvoice
      ? {
          "ram:InvoiceReferencedDocument": {
            "ram:IssuerAssignedID": doc.precedingInvoice.number,
            "ram:FormattedIssueDateTime": { "qdt:DateTimeString": { "@format": "102", "#": berlinCompactDay(doc.precedingInvoice.issueDate) } },
          },
        }
      : {}),
  };
}

export function buildCiiXml(doc: EInvoiceDocument, profile: EInvoiceProfile): string {
  const t = doc.totals;
  const s = doc.seller;

  const root = {
    "rsm:CrossIndustryInvoice": {
      "@xmlns:rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
      "@xmlns:ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
      "@xmlns:qdt": "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
      "@xmlns:udt": "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
      "rsm:ExchangedDocumentContext": {
        ...(profile === "xrechnung"
          ? { "ram:BusinessProcessSpecifiedDocumentContextParameter": { "ram:ID": "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0" } }
          : {}),
        "ram:GuidelineSpecifiedDocumentContextParameter": { "ram:ID": GUIDELINE_ID[profile] },
      },
      "rsm:ExchangedDocument": {
        "ram:ID": doc.number,
        "ram:TypeCode": doc.typeCode ?? "380",
        "ram:IssueDateTime": date102(doc.issueDate),
        "ram:IncludedNote": [
          ...(doc.notes ?? []).map((content) => ({ "ram:Content": content })),
          { "ram:Content": `${s.name}, ${s.street}, ${s.postcode} ${s.city}. ${s.register}. Steuernummer ${s.taxNumber}.`, "ram:SubjectCode": "REG" },
        ],
      },
      "rsm:SupplyChainTradeTransaction": {
        "ram:IncludedSupplyChainTradeLineItem": t.lines.map(lineItem),
        "ram:ApplicableHeaderTradeAgreement": headerAgreement(doc),
        "ram:ApplicableHeaderTradeDelivery": {
          "ram:ShipToTradeParty": party({ ...doc.shipTo, id: undefined, email: null, vatId: null }),
        },
        "ram:ApplicableHeaderTradeSettlement": headerSettlement(doc),
      },
    },
  };
  return xmlDocument(root);
}
