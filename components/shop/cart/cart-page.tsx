"use client";

import Link from "next/link";
import { useState } from "react";
import { Trash2, MessageSquarePlus, MessageSquareX } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { useCart } from "@/components/shop/cart-context";
import { formatEuro } from "@/lib/domain/platform/format";
import { track } from "@/lib/integrations/analytics";
import type { CartDraft } from "@/lib/domain/shop/cart-schema";
import type { CartOp } from "@/lib/domain/shop/cart-ops";
import type { ProductDto } from "@/lib/domain/shop/product-dto";
import { useProductsByIds } from "./use-products";
import { BenefitBox } from "./benefit-box";
import { CommentHint } from "./comment-hint";
import { AddToWishlist } from "../wishlist/add-to-wishlist";
import { PackSizeNote, QuantityInput } from "../quantity-input";
import { AvailabilityNote } from "@/components/shop/availability/availability-note";
import { PriceChangedNote } from "../price/price-changed";
import { productUnitCents } from "@/lib/domain/shop/contract-price";

export const CART_EMPTY_TEXT = "Es befinden sich keine Produkte in Ihrem Warenkorb.";
export const COMMENT_TOOLTIP =
  "Hier können Sie Wünsche Ihres Kunden eintragen, z. B. die Hahnlochbohrung bei Spülen. Der Kommentar wird an den Lieferanten weitergegeben.";
export const COMMENT_PLACEHOLDER = "z. B. Becken links, Abtropffläche rechts";

/** The cart (SPEC.md 2.4 "Cart", 4 "Cart"): server-side, saved after every change. */
export function CartPage({ storeSlug }: { storeSlug: string }) {
  const { cart, isLoading, count, apply } = useCart();
  const toast = useToast();
  const products = useProductsByIds(
    storeSlug,
    cart.items.map((i) => i.id),
  );
  const [confirmId, setConfirmId] = useState<number | null>(null);

  // SPEC 2.4: nothing is shown until all cart products are loaded.
  if (isLoading || (cart.items.length > 0 && products.isPending)) return <Spinner label="Warenkorb wird geladen …" />;

  // Each click is saved as what it does (lib/domain/shop/cart-ops.ts), so a cart another tab changed
  // meanwhile keeps that tab's lines when this change is applied to it again.
  const persist = async (ops: CartOp[]) => {
    try {
      await apply(ops);
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Der Warenkorb konnte nicht gespeichert werden.", "error");
    }
  };
  const setItem = (id: number, patch: LinePatch) => persist([{ kind: "setLine", id, patch }]);
  const remove = (id: number) => {
    const line = cart.items.find((i) => i.id === id);
    const p = products.data?.get(id);
    if (line && p)
      track("remove_from_cart", {
        currency: "EUR",
        value: p.priceKaNet * line.quantity,
        items: [{ item_id: String(id), item_name: p.name, price: p.priceKaNet, quantity: line.quantity }],
      });
    return persist([{ kind: "remove", id }]);
  };

  const lines = cart.items.map((item) => ({ item, product: products.data?.get(item.id) }));
  const net = lines.reduce((s, l) => s + (l.product ? productUnitCents(l.product, l.item.quantity) * l.item.quantity : 0), 0);

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_300px]">
      <section>
        <h1 className="mb-4 text-2xl font-bold">Warenkorb ({count} Artikel)</h1>
        {lines.length === 0 ? (
          <CartEmpty storeSlug={storeSlug} />
        ) : (
          <CartLines storeSlug={storeSlug} lines={lines} onChange={setItem} onRemove={setConfirmId} />
        )}
        <ConfirmDialog
          open={confirmId !== null}
          onOpenChange={(o) => !o && setConfirmId(null)}
          title="Artikel aus dem Warenkorb entfernen?"
          description="Soll der Artikel aus dem Warenkorb entfernt werden?"
          cancelLabel="Abbrechen"
          confirmLabel="Entfernen"
          onConfirm={() => {
            if (confirmId !== null) void remove(confirmId);
            setConfirmId(null);
          }}
        />
      </section>
      <aside className="flex flex-col gap-4">
        {cart.items.length > 0 ? <CartSummary storeSlug={storeSlug} net={net} /> : null}
        <BenefitBox />
      </aside>
    </div>
  );
}

function CartEmpty({ storeSlug }: { storeSlug: string }) {
  return (
    <div className="rounded border border-line bg-white p-6" data-testid="cart-empty">
      <p>{CART_EMPTY_TEXT}</p>
      <Link
        href={`/stores/${storeSlug}/shop/products`}
        className="mt-4 inline-block rounded bg-brand px-4 py-2 text-sm font-medium text-white hover:bg-brand-dark"
      >
        Weiter einkaufen
      </Link>
    </div>
  );
}

type CartLinesProps = {
  storeSlug: string;
  lines: { item: CartDraft["items"][number]; product: ProductDto | undefined }[];
  onChange: (id: number, patch: LinePatch) => void;
  onRemove: (id: number) => void;
};

function CartLines({ storeSlug, lines, onChange, onRemove }: CartLinesProps) {
  return (
    <>
      {/* Column titles for the lines' wide layout; each line is a card that stands on its own on phones. */}
      <div aria-hidden className={`hidden border-b border-line pb-2 text-xs font-semibold text-muted md:grid ${LINE_GRID}`}>
        <span className="col-span-2">ARTIKEL</span>
        <span>MENGE</span>
        <span className="text-right">ARTIKELPREIS</span>
      </div>
      <ul className="flex flex-col gap-3 md:gap-0" aria-label="Artikel im Warenkorb">
        {lines.map(({ item, product }) => (
          <CartLine
            key={item.id}
            storeSlug={storeSlug}
            item={item}
            product={product}
            onChange={(patch) => onChange(item.id, patch)}
            onRemove={() => onRemove(item.id)}
          />
        ))}
      </ul>
    </>
  );
}

/** The subtotal and „Zur Kasse gehen“. */
function CartSummary({ storeSlug, net }: { storeSlug: string; net: number }) {
  return (
    <div className="rounded border border-line p-4">
      <div className="flex justify-between text-sm">
        <span>Zwischensumme netto</span>
        <span data-testid="cart-subtotal">{formatEuro(net)}</span>
      </div>
      <Link
        href={`/stores/${storeSlug}/shop/checkout/1`}
        className="mt-4 block rounded bg-brand px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-dark"
      >
        Zur Kasse gehen
      </Link>
      <p className="mt-2 text-xs text-muted">Ihr Wunschlieferdatum wählen Sie im nächsten Schritt.</p>
    </div>
  );
}

/** Image, article, quantity and price columns of a line from 768px on. */
const LINE_GRID = "md:grid-cols-[4rem_minmax(0,1fr)_auto_10rem] md:gap-x-4";

type LinePatch = Partial<Pick<CartDraft["items"][number], "quantity" | "comment" | "desiredDeliveryDate">>;

/**
 * One cart line as one block: image, name, quantity, price and its actions (remove, comment, wish
 * list). A card on phones (name, then quantity and price side by side, then the actions); a row under
 * the column titles from 768px on.
 */
function CartLine({
  storeSlug,
  item,
  product,
  onChange,
  onRemove,
}: {
  storeSlug: string;
  item: CartDraft["items"][number];
  product: ProductDto | undefined;
  onChange: (patch: LinePatch) => void;
  onRemove: () => void;
}) {
  const name = product?.name ?? `Artikel ${item.id} (nicht mehr verfügbar)`;
  const hasComment = item.comment !== undefined && item.comment !== null;
  return (
    <li
      data-testid="cart-line"
      className={`grid grid-cols-[3rem_minmax(0,1fr)] gap-x-3 gap-y-2 rounded border border-line bg-white p-3 md:rounded-none md:border-0 md:border-b md:px-0 md:py-4 ${LINE_GRID}`}
    >
      {product ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={product.images.s}
          alt=""
          width={64}
          height={64}
          className="row-span-3 h-12 w-12 rounded border border-line object-contain md:row-span-2 md:h-16 md:w-16"
        />
      ) : (
        <span className="row-span-3 md:row-span-2" />
      )}
      <div className="text-sm md:col-start-2 md:row-start-1">
        <span className="block font-medium md:text-base" data-testid="cart-line-name">
          {name}
        </span>
        {product ? <AvailabilityNote availability={product.availability} quantity={item.quantity} className="text-xs" /> : null}
        <PackSizeNote pack={product?.packSize} testId="cart-pack-size" />
      </div>
      <div className="col-start-2 flex items-start justify-between gap-3 md:contents">
        <div className="flex items-center gap-1.5 md:col-start-3 md:row-start-1">
          <QuantityInput
            value={item.quantity}
            onCommit={(quantity) => onChange({ quantity })}
            label={`Menge von ${name}`}
            testId="cart-quantity"
            pack={product?.packSize}
          />
          <span className="text-sm text-muted" aria-hidden>
            Stück
          </span>
        </div>
        {/* The unit price says it is one unit's, and the line's total stands below it (phones read no column titles). */}
        <div className="min-w-0 text-right md:col-start-4 md:row-start-1">
          <span className="whitespace-nowrap font-semibold md:font-normal" data-testid="cart-line-price">
            {product ? formatEuro(productUnitCents(product, item.quantity)) : "–"}
          </span>
          <span className="block text-xs text-muted">je Stück</span>
          {product ? (
            <span className="block whitespace-nowrap text-xs" data-testid="cart-line-total">
              Summe {formatEuro(productUnitCents(product, item.quantity) * item.quantity)}
            </span>
          ) : null}
        </div>
      </div>
      <div className="col-start-2 flex flex-col gap-1 md:col-span-3 md:col-start-2 md:row-start-2">
        <div className="flex flex-wrap gap-x-4 gap-y-2 text-xs">
          <button type="button" className="inline-flex items-center gap-1 text-danger" onClick={onRemove}>
            <Trash2 size={14} aria-hidden /> Aus dem Warenkorb entfernen
          </button>
          <CommentToggle active={hasComment} onToggle={(on) => onChange({ comment: on ? "" : null })} />
          {product ? <AddToWishlist storeSlug={storeSlug} productId={item.id} quantity={item.quantity} look="link" /> : null}
        </div>
        <PriceChangedNote item={item} product={product} />
        {hasComment ? <CommentInput value={item.comment ?? ""} onSave={(comment) => onChange({ comment })} /> : null}
      </div>
    </li>
  );
}

function CommentToggle({ active, onToggle }: { active: boolean; onToggle: (on: boolean) => void }) {
  return (
    <span className="inline-flex items-center gap-1">
      <button type="button" className="inline-flex items-center gap-1 text-brand" onClick={() => onToggle(!active)}>
        {active ? <MessageSquareX size={14} aria-hidden /> : <MessageSquarePlus size={14} aria-hidden />}
        {active ? "Kommentar entfernen" : "Kommentar hinzufügen"}
      </button>
      <CommentHint text={COMMENT_TOOLTIP} />
    </span>
  );
}

/** Saved when the field loses focus, so typing does not send a request per key. */
function CommentInput({ value, onSave }: { value: string; onSave: (v: string) => void }) {
  const [text, setText] = useState(value);
  return (
    <textarea
      aria-label="Kommentar"
      className="mt-1 w-full max-w-md rounded border border-line p-2 text-sm"
      rows={2}
      maxLength={1000}
      placeholder={COMMENT_PLACEHOLDER}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => text !== value && onSave(text)}
    />
  );
}
