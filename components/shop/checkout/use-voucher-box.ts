"use client";

import { useEffect, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { canRedeem, VOUCHER_MESSAGES } from "@/lib/domain/shop/voucher";
import type { CartPricing } from "@/lib/domain/shop/pricing";
import type { CartDraft } from "@/lib/domain/shop/cart-schema";
import { useCheckDiscountCode, useDiscountCodeExists } from "./use-vouchers";

/** The voucher box's state: the typed code, its check and redemption, and the notice of a code removed below the minimum. */
export function useVoucherBox(
  storeNumber: string,
  cart: CartDraft,
  pricing: CartPricing,
  save: (change: (c: CartDraft) => CartDraft) => Promise<unknown>,
) {
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

  const type = (value: string) => {
    setCode(value);
    setError(null);
  };

  return { hasCodes: !!exists.data, code, type, error, busy, removedNotice, redeem };
}
