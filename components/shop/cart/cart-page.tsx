"use client";

import Link from "next/link";
import { useState } from "react";
import { Minus, Plus, Trash2, MessageSquarePlus, MessageSquareX } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { useCart } from "@/components/shop/cart-context";
import { formatEuro } from "@/lib/domain/format";
import { eurosToCents } from "@/lib/domain/money";
import { MAX_QUANTITY } from "@/lib/domain/cart-items";
import { track } from "@/lib/integrations/analytics";
import type { CartDraft } from "@/lib/domain/cart-schema";
import type { CartOp } from "@/lib/domain/cart-ops";
import { useProductsByIds } from "./use-products";
import { BenefitBox } from "./benefit-box";
import { CommentHint } from "./comment-hint";
import { AddToWishlist } from "../wishlist/add-to-wishlist";

export const CART_EMPTY_TEXT = "Es befinden sich keine Produkte in Ihrem Warenkorb.";
export const COMMENT_TOOLTIP =
  "Hier können Sie Wünsche Ihres Kunden eintragen, z. B. die Hahnlochbohrung bei Spülen. Der Kommentar wird an den Lieferanten weitergegeben.";
export const COMMENT_PLACEHOLDER = "z. B. Becken links, Abtropffläche rechts";

/** The cart (SPEC.md 2.4 "Cart", 4 "Cart"): server-side, saved after every change. */
export function CartPage({ storeSlug }: { storeSlug: string }) {
  const { cart, isLoading, count, apply } = useCart();
  const toast = useToast();
  const products = useProductsByIds(storeSlug, cart.items.map((i) => i.id));
  const [confirmId, setConfirmId] = useState<number | null>(null);

  // SPEC 2.4: nothing is shown until all cart products are loaded.
  if (isLoading || (cart.items.length > 0 && products.isPending)) return <Spinner label="Warenkorb wird geladen …" />;

  // Each click is saved as what it does (lib/domain/cart-ops.ts), so a cart another tab changed
  // meanwhile keeps that tab's lines when this change is applied to it again.
  const persist = async (ops: CartOp[]) => {
    try {
      await apply(ops);
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Der Warenkorb konnte nicht gespeichert werden.", "error");
    }
  };
  const setItem = (id: number, patch: Partial<Pick<CartDraft["items"][number], "quantity" | "comment" | "desiredDeliveryDate">>) => persist([{ kind: "setLine", id, patch }]);
  const remove = (id: number) => {
    const line = cart.items.find((i) => i.id === id);
    const p = products.data?.get(id);
    if (line && p) track("remove_from_cart", { currency: "EUR", value: p.priceKaNet * line.quantity, items: [{ item_id: String(id), item_name: p.name, price: p.priceKaNet, quantity: line.quantity }] });
    return persist([{ kind: "remove", id }]);
  };

  const lines = cart.items.map((item) => ({ item, product: products.data?.get(item.id) }));
  const net = lines.reduce((s, l) => s + (l.product ? eurosToCents(l.product.priceKaNet) * l.item.quantity : 0), 0);

  const columns: DataTableColumn<(typeof lines)[number]>[] = [
    {
      id: "article",
      header: "ARTIKEL",
      cell: ({ row: { original: { item, product } } }) => (
        <div className="flex gap-3">
          {product ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={product.images.s} alt="" width={64} height={64} className="h-16 w-16 rounded border border-line object-contain" />
          ) : null}
          <div className="flex flex-col gap-1">
            <span className="font-medium">{product?.name ?? `Artikel ${item.id} (nicht mehr verfügbar)`}</span>
            <div className="flex flex-wrap gap-3 text-xs">
              <button type="button" className="inline-flex items-center gap-1 text-danger" onClick={() => setConfirmId(item.id)}>
                <Trash2 size={14} aria-hidden /> Aus dem Warenkorb entfernen
              </button>
              <CommentToggle active={item.comment !== undefined && item.comment !== null} onToggle={(on) => setItem(item.id, { comment: on ? "" : null })} />
              {product ? <AddToWishlist storeSlug={storeSlug} productId={item.id} quantity={item.quantity} look="link" /> : null}
            </div>
            {item.comment !== undefined && item.comment !== null ? (
              <CommentInput value={item.comment} onSave={(comment) => setItem(item.id, { comment })} />
            ) : null}
          </div>
        </div>
      ),
    },
    {
      id: "quantity",
      header: "MENGE",
      cell: ({ row: { original: { item } } }) => (
        <div className="inline-flex items-center rounded border border-line">
          <button
            type="button"
            aria-label="Menge verringern"
            className="px-2 py-1 disabled:text-muted"
            // SPEC 4/5: decrement only while the quantity is above 1.
            disabled={item.quantity <= 1}
            onClick={() => setItem(item.id, { quantity: item.quantity - 1 })}
          >
            <Minus size={14} aria-hidden />
          </button>
          <span className="min-w-8 text-center" data-testid="cart-quantity">
            {item.quantity}
          </span>
          <button
            type="button"
            aria-label="Menge erhöhen"
            className="px-2 py-1 disabled:text-muted"
            disabled={item.quantity >= MAX_QUANTITY}
            onClick={() => setItem(item.id, { quantity: item.quantity + 1 })}
          >
            <Plus size={14} aria-hidden />
          </button>
        </div>
      ),
    },
    { id: "price", header: "ARTIKELPREIS", meta: { align: "right" }, cell: ({ row: { original: { product } } }) => (product ? formatEuro(eurosToCents(product.priceKaNet)) : "–") },
  ];

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_300px]">
      <section>
        <h1 className="mb-4 text-2xl font-bold">Warenkorb ({count} Artikel)</h1>
        <DataTable
          look="plain"
          data={lines}
          columns={columns}
          getRowId={(l) => String(l.item.id)}
          empty={CART_EMPTY_TEXT}
          emptyAs="box"
          rowProps={() => ({ className: "align-top", "data-testid": "cart-line" })}
        />
        <ConfirmDialog
          open={confirmId !== null}
          onOpenChange={(o) => !o && setConfirmId(null)}
          title="Delete?"
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
        {cart.items.length > 0 ? (
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
        ) : null}
        <BenefitBox />
      </aside>
    </div>
  );
}

function CommentToggle({ active, onToggle }: { active: boolean; onToggle: (on: boolean) => void }) {
  return (
    <span className="inline-flex items-center gap-1">
      <button type="button" className="inline-flex items-center gap-1 text-brand" onClick={() => onToggle(!active)}>
        {active ? <MessageSquareX size={14} aria-hidden /> : <MessageSquarePlus size={14} aria-hidden />}
        {active ? "Kommentar entfernen" : "Kommentar hinzufuegen"}
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
