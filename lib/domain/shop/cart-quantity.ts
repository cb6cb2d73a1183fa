/**
 * What a quantity field accepts while a person types, and what it commits (issue 29 "Quantities are
 * what was typed"): the field may be empty or hold a half-typed number; only whole numbers 1..999 are
 * ever committed, and a field left empty or at 0 goes back to the quantity it had. Plain rules, no I/O.
 */
import { MAX_QUANTITY } from "./cart-items";

const MAX_DIGITS = String(MAX_QUANTITY).length;

/** The text the field shows while typing: digits only, at most three of them; "" is allowed. */
export function quantityDraft(typed: string): string {
  return typed.replace(/\D+/g, "").slice(0, MAX_DIGITS);
}

/** The whole number 1..999 a draft stands for, or null (empty, 0, anything else). */
export function parseQuantity(draft: string): number | null {
  const digits = draft.trim();
  if (!/^\d+$/.test(digits)) return null;
  const n = Number(digits);
  return Number.isInteger(n) && n >= 1 && n <= MAX_QUANTITY ? n : null;
}

/** The quantity a draft commits: its number, or the previous quantity when the draft is not one. */
export function committedQuantity(draft: string, previous: number): number {
  return parseQuantity(draft) ?? previous;
}

/** "+" and "−": one more or one fewer, never below 1 nor above 999. */
export function stepQuantity(quantity: number, delta: 1 | -1): number {
  return Math.min(MAX_QUANTITY, Math.max(1, quantity + delta));
}
