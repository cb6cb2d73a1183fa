"use client";

import { useCallback, useRef, useState } from "react";
import { api } from "@/lib/api/client";
import type { CartDraft } from "@/lib/domain/shop/cart-schema";

const submissionKey = (slug: string) => `checkout-submission:${slug}`;

/**
 * One id per checkout, kept in local storage so a retry, a reload or a second tab sends the same id
 * and the server answers with the same order instead of a second one.
 */
function submissionId(slug: string): string {
  try {
    const existing = window.localStorage.getItem(submissionKey(slug));
    if (existing) return existing;
    const id = crypto.randomUUID();
    window.localStorage.setItem(submissionKey(slug), id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

/**
 * asOrderSubmit for checkout step 2 (SPEC.md section 4): sends the saved cart as the order; the server
 * prices it itself. A submit is ignored while one runs (answers null); after a success it stays busy
 * while the page moves on, after a failure it may be tried again (the error is thrown to the caller).
 */
export function useSubmitOrder(storeSlug: string) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const submit = useCallback(
    async (cart: CartDraft) => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      try {
        const { deliveryAddress, deliveryContact } = cart;
        // Step 2 opens only with both saved (checkout-page.tsx sends the user back to step 1 otherwise).
        if (!deliveryAddress || !deliveryContact) throw new Error("Bitte geben Sie zuerst die Lieferadresse und den Lieferkontakt an.");
        const { order } = await api.post("asOrderSubmit", {
          storeSlug,
          submissionId: submissionId(storeSlug),
          order: {
            items: cart.items,
            deliveryAddress,
            deliveryContact,
            customerReference: cart.customerReference ?? null,
            discountCode: cart.discountCode ? { code: cart.discountCode.code } : null,
          },
        });
        window.localStorage.removeItem(submissionKey(storeSlug));
        return order;
      } catch (error) {
        running.current = false;
        setBusy(false);
        throw error;
      }
    },
    [storeSlug],
  );
  return { submit, busy };
}
