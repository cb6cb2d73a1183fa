import { describe, expect, it } from "vitest";
import { isOverdue, paymentReminderMail, reminderWindow } from "./payment-reminder";
import { transferLines } from "./checkout-payment";
import { formatEuro } from "../platform/format";

describe("the payment reminder", () => {
  const now = new Date("2026-11-28T08:00:00Z");

  it("is due for orders placed 7 days ago, and catches up a missed run for 3 days", () => {
    expect(reminderWindow(now, 7)).toEqual({ from: new Date("2026-11-18T08:00:00Z"), until: new Date("2026-11-21T08:00:00Z") });
    expect(isOverdue(new Date("2026-11-21T08:00:00Z"), now, 7)).toBe(true);
    expect(isOverdue(new Date("2026-11-21T08:00:01Z"), now, 7)).toBe(false);
  });

  it("tells what is open and how to transfer it, in German", () => {
    const mail = paymentReminderMail({
      idfs: "KS-100001",
      placedAt: new Date("2026-11-20T10:00:00Z"),
      outstandingCents: 101_900,
      paidCents: 17_000,
      transfer: transferLines({
        recipient: "Küchenstudio-Portal GmbH",
        iban: "DE02100900002718281828",
        bic: "BEVODEBBXXX",
        amountCents: 101_900,
        idfs: "KS-100001",
      }),
    });
    expect(mail.subject).toBe("Zahlungserinnerung zu Ihrer Bestellung KS-100001");
    expect(mail.body).toContain(`Eingegangen sind ${formatEuro(17_000)}; offen sind noch ${formatEuro(101_900)}.`);
    expect(mail.body).toContain("Verwendungszweck: Bestellung KS-100001");
    expect(mail.body).toContain("IBAN: DE02 1009 0000 2718 2818 28");
  });
});
