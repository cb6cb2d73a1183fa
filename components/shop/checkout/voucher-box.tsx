"use client";

import { Button } from "@/components/ui/button";
import { formatEuro } from "@/lib/domain/platform/format";
import { eurosToCents } from "@/lib/domain/platform/money";
import { canRedeem, normalizeVoucherInput } from "@/lib/domain/shop/voucher";
import type { CartPricing } from "@/lib/domain/shop/pricing";
import type { CartDraft } from "@/lib/domain/shop/cart-schema";
import { useVoucherBox } from "./use-voucher-box";

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
  const box = useVoucherBox(storeNumber, cart, pricing, save);
  const { removedNotice } = box;

  if (!box.hasCodes && !removedNotice) return null;
  const applied = cart.discountCode && !pricing.discountRemoved ? cart.discountCode : null;

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
        <VoucherForm box={box} />
      )}
    </section>
  );
}

function VoucherForm({ box }: { box: ReturnType<typeof useVoucherBox> }) {
  const { code, error, busy } = box;
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        void box.redeem();
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
          onChange={(e) => box.type(normalizeVoucherInput(e.target.value))}
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
  );
}
