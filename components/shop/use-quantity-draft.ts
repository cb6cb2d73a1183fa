"use client";

import { useRef, useState, type KeyboardEvent } from "react";
import { committedQuantity, quantityDraft, stepQuantity } from "@/lib/domain/shop/cart-quantity";
import { packQuantity, stepPackQuantity, type PackSize } from "@/lib/domain/shop/pack-size";

/**
 * The quantity field's typing: a draft while typing, committed (whole number 1..999, up to the next
 * pack) on blur or Enter, "+" and "−" stepping from what was last sent.
 */
export function useQuantityDraft(value: number, onCommit: (quantity: number) => void, pack: PackSize | undefined, onEnter?: () => void) {
  // The text being typed; null while the field shows the committed quantity.
  const [draft, setDraft] = useState<string | null>(null);
  // The last quantity handed to onCommit, while `value` has not caught up with it yet: a "+" right after
  // typing (the blur commits 7, then the click) counts from 7 even when the parent re-renders later.
  const sent = useRef<{ from: number; to: number } | null>(null);
  const current = () => (sent.current && sent.current.from === value ? sent.current.to : value);
  const send = (next: number) => {
    const base = current();
    if (next === base) return;
    sent.current = { from: value, to: next };
    onCommit(next);
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = committedQuantity(draft, current());
    send(pack ? packQuantity(typed, pack) : typed);
  };
  const step = (delta: 1 | -1) => {
    const base = draft === null ? current() : committedQuantity(draft, current());
    setDraft(null);
    send(pack ? stepPackQuantity(base, delta, pack) : stepQuantity(base, delta));
  };
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    commit();
    onEnter?.();
  };
  const type = (text: string) => setDraft(quantityDraft(text));
  return { draft, type, commit, step, keyDown };
}
