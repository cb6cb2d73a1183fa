"use client";

import { useCallback, useRef, useState } from "react";
import { api } from "@/lib/api/client";

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
 * asOrderSubmit for checkout step 2 (SPEC.md section 4): the server makes the order of the cart it
 * holds, in the version the page shows (another tab's change meanwhile is a 409), and prices it itself.
 * A submit is ignored while one runs (answers null); after a success it stays busy while the page moves
 * on, after a failure it may be tried again (the error is thrown to the caller).
 */
export function useSubmitOrder(storeSlug: string) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const submit = useCallback(
    async (settledVersion: () => Promise<number>) => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      try {
        const { order } = await api.post("asOrderSubmit", { storeSlug, submissionId: submissionId(storeSlug), version: await settledVersion() });
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
