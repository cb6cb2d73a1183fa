"use client";

import { clsx } from "clsx";
import { Minus, Plus } from "lucide-react";
import { MAX_QUANTITY } from "@/lib/domain/shop/cart-items";
import { packSizeTexts, type PackSize } from "@/lib/domain/shop/pack-size";
import { useQuantityDraft } from "./use-quantity-draft";

type Props = {
  /** The committed quantity (1..999). */
  value: number;
  /** Called with a whole number 1..999 on blur, Enter, "+" or "−" when it differs from `value`. */
  onCommit: (quantity: number) => void;
  /** The field's accessible name, e.g. "Menge für {Produkt}". */
  label: string;
  /** Names of the "−" and "+" buttons. */
  decreaseLabel?: string;
  increaseLabel?: string;
  /** "−" and "+" around the field (off on product cards, where the field stands beside its button). */
  steppers?: boolean;
  size?: "sm" | "md";
  /** Enter after the commit (quick order: the next row). */
  onEnter?: () => void;
  testId?: string;
  /** The product's pack size: a typed quantity goes up to the next pack, "+" and "−" step by one pack. */
  pack?: PackSize;
};

/**
 * The one quantity field of the shop (product cards, product page, cart, wish lists, quick order):
 * while typing the field may be empty or half-typed and holds digits only; blur or Enter commits a
 * whole number 1..999, anything else goes back to the quantity it had (lib/domain/shop/cart-quantity.ts).
 * Clearing the field and typing "5" gives 5.
 */
export function QuantityInput({
  value,
  onCommit,
  label,
  decreaseLabel = "Menge verringern",
  increaseLabel = "Menge erhöhen",
  steppers = true,
  size = "sm",
  onEnter,
  testId,
  pack,
}: Props) {
  const { draft, type, commit, step, keyDown } = useQuantityDraft(value, onCommit, pack, onEnter);
  const field = (
    <input
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      maxLength={3}
      aria-label={label}
      data-testid={testId}
      value={draft ?? String(value)}
      onChange={(e) => type(e.target.value)}
      onBlur={commit}
      onKeyDown={keyDown}
      className={clsx(
        "text-center tabular-nums",
        steppers ? "w-10 border-x border-line py-1" : "rounded border border-line px-2",
        !steppers && (size === "md" ? "w-16 py-2" : "w-12 py-1"),
      )}
    />
  );
  if (!steppers) return field;
  const buttonClass = clsx("px-2 disabled:text-muted", size === "md" ? "py-2" : "py-1");
  return (
    <span className="inline-flex shrink-0 items-stretch rounded border border-line bg-white">
      <button
        type="button"
        aria-label={decreaseLabel}
        className={buttonClass}
        disabled={value <= (pack?.min ?? 1) && draft === null}
        onClick={() => step(-1)}
      >
        <Minus size={14} aria-hidden />
      </button>
      {field}
      <button
        type="button"
        aria-label={increaseLabel}
        className={buttonClass}
        disabled={value >= MAX_QUANTITY && draft === null}
        onClick={() => step(1)}
      >
        <Plus size={14} aria-hidden />
      </button>
    </span>
  );
}

/** „Verpackungseinheit: 8 Stück“ (and the minimum when it differs) beside a quantity field; nothing without a pack size. */
export function PackSizeNote({ pack, testId }: { pack: PackSize | null | undefined; testId?: string }) {
  const texts = packSizeTexts(pack);
  if (texts.length === 0) return null;
  return (
    <span className="block text-xs text-muted" data-testid={testId}>
      {texts.join(" · ")}
    </span>
  );
}
