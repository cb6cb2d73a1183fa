"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/client";
import { formatEuro } from "@/lib/domain/platform/format";
import { eurosToCents } from "@/lib/domain/platform/money";
import { canRedeem, normalizeVoucherInput, VOUCHER_MESSAGES } from "@/lib/domain/shop/voucher";
import type { CartPricing } from "@/lib/domain/shop/pricing";
import type { CartDraft } from "@/lib/domain/shop/cart-schema";
import { useCheckDiscountCode, useDiscountCodeExists } from "./use-vouchers";

/**
 * The voucher box (SPEC 4, 5, 8): hidden unless the store has codes; at most 5 characters, upper case;
 * redeem only at length 5; the server's message under the input; applied codes show the saving and can
 * be removed; a code is removed automatically when the net subtotal drops below 250 €.
 */
export function VoucherBox({
  storeNumber,
  cart,
  pricing,
  save,
}: {
  storeNumber: string;
  cart: CartDraft;
  pricing: CartPricing;
  save: (change: (c: CartDraft) => CartDraft) => Promise<unknown>;
}) {
  const exists = useDiscountCodeExists(storeNumber);
  const check = useCheckDiscountCode(storeNumber);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removedNotice, setRemovedNotice] = useState<string | null>(null);

  useEffect(() => {
    if (pricing.discountRemoved && cart.discountCode) {
      // SPEC 4: removed automatically below the minimum — and the studio is told why.
      const notice = VOUCHER_MESSAGES.removed(cart.discountCode.code);
      void save((c) => ({ ...c, discountCode: null })).then(() => setRemovedNotice(notice));
    }
  }, [pricing.discountRemoved, cart, save]);

  if (!exists.data && !removedNotice) return null;
  const applied = cart.discountCode && !pricing.discountRemoved ? cart.discountCode : null;

  const redeem = async () => {
    if (!canRedeem(code) || busy) return;
    setBusy(true);
    setError(null);
    try {
      const res = await check.mutateAsync({ code, cartPrice: pricing.priceKaNetPreDiscount / 100 });
      await save((c) => ({ ...c, discountCode: { code: res.code, amount: res.amount } }));
      setCode("");
      setRemovedNotice(null);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Der Gutschein konnte nicht geprüft werden.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="rounded border border-line bg-white p-4 text-sm" aria-label="Gutschein">
      <h2 className="mb-2 font-semibold">Gutschein</h2>
      {removedNotice ? (
        <p role="status" className="mb-2 rounded border border-line bg-brand-light p-2" data-testid="voucher-removed">
          {removedNotice}
        </p>
      ) : null}
      {applied ? (
        <div className="flex items-center justify-between gap-2" data-testid="voucher-applied">
          <span>
            Gutschein <strong>{applied.code}</strong> eingelöst – Sie sparen {formatEuro(eurosToCents(applied.amount))}
          </span>
          <Button variant="ghost" onClick={() => void save((c) => ({ ...c, discountCode: null }))}>
            Entfernen
          </Button>
        </div>
      ) : (
        <form
          className="flex flex-col gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            void redeem();
          }}
        >
          <div className="flex gap-2">
            <input
              aria-label="Gutscheincode"
              className="w-32 rounded border border-line px-3 py-1.5 uppercase"
              value={code}
              maxLength={5}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "voucher-error" : undefined}
              onChange={(e) => {
                setCode(normalizeVoucherInput(e.target.value));
                setError(null);
              }}
            />
            <Button type="submit" variant={canRedeem(code) ? "primary" : "secondary"} disabled={!canRedeem(code) || busy}>
              Einlösen
            </Button>
          </div>
          {error ? (
            <p id="voucher-error" className="text-danger">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
