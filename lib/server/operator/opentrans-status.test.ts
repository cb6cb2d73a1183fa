import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openTransStatusInput } from "./opentrans-status";
import { statusUpdateSchema } from "@/lib/domain/shop/order-status-update";

// A DISPATCHNOTIFICATION as a supplier's ERP sends it (tests/fixtures/opentrans), with the parcels of its
// lines in DISPATCHNOTIFICATION_ITEM/LOGISTIC_DETAILS/PACKAGE_INFO/PACKAGE/PACKAGE_ID (openTRANS 2.1).
const template = fs.readFileSync(path.join(__dirname, "../../../tests/fixtures/opentrans/dispatchnotification.xml"), "utf8");
const dispatch = (logistic: string) =>
  template
    .replace(
      /\{\{([A-Z_0-9]+)\}\}/g,
      (_, k: string) =>
        ({
          DISPATCH_ID: "LS-2026-0815",
          DISPATCH_DATE: "2026-11-30T07:00:00+01:00",
          ORDER_ID: "KS-100123",
          CARRIER_ID: "GLS",
          CARRIER_NAME: "GLS Germany",
          TRACKING: "ZX1234",
          SUPPLIER_PID_1: "SP-4711",
          QUANTITY_1: "3",
        })[k]!,
    )
    .replace(/(<\/SHIPMENT_PARTIES_REFERENCE>)(\s*<\/DISPATCHNOTIFICATION_ITEM>)/, `$1${logistic}$2`);

describe("a DISPATCHNOTIFICATION's package ids", () => {
  it("reads every PACKAGE_ID of every PACKAGE of a line, each once, into the line's shipment", () => {
    const xml = dispatch(`
      <LOGISTIC_DETAILS>
        <bmecat:COUNTRY_OF_ORIGIN>DE</bmecat:COUNTRY_OF_ORIGIN>
        <PACKAGE_INFO>
          <PACKAGE>
            <PACKAGE_ID type="sscc"> 340123450000000018 </PACKAGE_ID>
            <PACKAGE_ID type="supplier_specific">KARTON-1</PACKAGE_ID>
            <PACKAGE_DESCR lang="deu">Karton</PACKAGE_DESCR>
            <PACKAGE_QUANTITY>2</PACKAGE_QUANTITY>
          </PACKAGE>
          <PACKAGE>
            <PACKAGE_ID type="sscc">340123450000000025</PACKAGE_ID>
            <PACKAGE_ID type="sscc">340123450000000018</PACKAGE_ID>
            <PACKAGE_QUANTITY>1</PACKAGE_QUANTITY>
          </PACKAGE>
        </PACKAGE_INFO>
      </LOGISTIC_DETAILS>`);
    const { input, kind } = openTransStatusInput(xml);
    expect(kind).toBe("dispatchnotification");
    expect(input).toMatchObject({
      idfs: "KS-100123",
      updateId: "LS-2026-0815",
      lines: [
        {
          article: "SP-4711",
          line: 1,
          shipment: { carrier: "GLS", trackingNumber: "ZX1234", quantity: 3, packageIds: ["340123450000000018", "KARTON-1", "340123450000000025"] },
        },
      ],
    });
    // …and orderStatusUpdate's schema takes it as it is.
    expect(statusUpdateSchema.parse(input).lines[0].shipment?.packageIds).toEqual(["340123450000000018", "KARTON-1", "340123450000000025"]);
  });

  it("sends no package ids when a line has no PACKAGE_INFO, or packages without an id", () => {
    const none = openTransStatusInput(dispatch("")).input as { lines: { shipment: object }[] };
    expect(none.lines[0].shipment).not.toHaveProperty("packageIds");
    const empty = openTransStatusInput(
      dispatch(`<LOGISTIC_DETAILS><PACKAGE_INFO><PACKAGE><PACKAGE_QUANTITY>1</PACKAGE_QUANTITY></PACKAGE></PACKAGE_INFO></LOGISTIC_DETAILS>`),
    ).input as { lines: { shipment: object }[] };
    expect(empty.lines[0].shipment).not.toHaveProperty("packageIds");
  });
});
