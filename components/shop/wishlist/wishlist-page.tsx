"use client";

import { useState } from "react";
import { ChevronDown, ChevronRight, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { useCart } from "@/components/shop/cart-context";
import { useCustomerView } from "@/components/shop/customer-view";
import { track } from "@/lib/integrations/analytics";
import { formatDate, formatEuro } from "@/lib/domain/platform/format";
import { eurosToCents } from "@/lib/domain/platform/money";
import { wishlistLines, wishlistTotalCents } from "@/lib/domain/shop/wishlist";
import { withdrawnSkippedMessage } from "@/lib/domain/shop/availability";
import type { ProductDto } from "@/lib/domain/shop/product-dto";
import { useProductsByIds } from "../cart/use-products";
import { useCreateWishlist, useDeleteWishlist, useSaveWishlist, useWishlists, type WishlistDto } from "./use-wishlists";
import { ADDED_TO_CART, WishlistItems } from "./wishlist-items";

/** Price shown for a product: net, or the customer's gross price in the customer view (SPEC 2.4). */
export function shownCents(p: ProductDto, customerView: boolean): number {
  return eurosToCents(customerView ? p.priceCustomer : p.priceKaNet);
}

/** Merkzettel (SPEC.md 2.4 "Wish lists", 4, 5). */
export function WishlistPage({ storeSlug }: { storeSlug: string }) {
  const lists = useWishlists(storeSlug);
  const products = useProductsByIds(
    storeSlug,
    (lists.data ?? []).flatMap((w) => w.itemIds),
  );
  const [customerView] = useCustomerView();
  const [open, setOpen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const create = useCreateWishlist(storeSlug);
  const toast = useToast();

  if (lists.isPending || (products.isPending && (lists.data ?? []).some((w) => w.itemIds.length)))
    return <Spinner label="Merkzettel werden geladen …" />;
  if (lists.isError) return <p className="text-danger">{lists.error.message}</p>;
  const priceOf = (id: number) => {
    const p = products.data?.get(id);
    return p ? shownCents(p, customerView) : undefined;
  };

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Merkzettel</h1>
        {!creating ? <Button onClick={() => setCreating(true)}>Neuen Merkzettel anlegen</Button> : null}
      </div>
      {creating ? (
        <NameForm
          label="Name des neuen Merkzettels"
          initial=""
          onCancel={() => setCreating(false)}
          onSave={async (name) => {
            try {
              const w = await create.mutateAsync({ name });
              setCreating(false);
              setOpen(w._id);
            } catch (e) {
              toast.show(e instanceof Error ? e.message : "Speichern fehlgeschlagen", "error");
            }
          }}
        />
      ) : null}
      {lists.data.length === 0 ? (
        <p className="rounded border border-line bg-surface p-6">Sie haben noch keinen Merkzettel angelegt.</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-line text-left text-xs text-muted">
              <th className="py-2">NAME</th>
              <th className="py-2">LETZTE ÄNDERUNG</th>
              <th className="py-2 text-right">GESAMTPREIS {customerView ? "BRUTTO" : "NETTO"}</th>
              <th className="py-2 sr-only">Aktionen</th>
            </tr>
          </thead>
          {lists.data.map((w) => (
            <WishlistRow
              key={w._id}
              storeSlug={storeSlug}
              wishlist={w}
              total={wishlistTotalCents(w.itemIds, priceOf)}
              open={open === w._id}
              onToggle={() => setOpen(open === w._id ? null : w._id)}
              products={products.data ?? new Map()}
              customerView={customerView}
            />
          ))}
        </table>
      )}
    </div>
  );
}

function WishlistRow(props: {
  storeSlug: string;
  wishlist: WishlistDto;
  total: number;
  open: boolean;
  onToggle: () => void;
  products: Map<number, ProductDto>;
  customerView: boolean;
}) {
  const { wishlist: w, storeSlug } = props;
  const [renaming, setRenaming] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [skippedNote, setSkippedNote] = useState<string | null>(null);
  const remove = useDeleteWishlist(storeSlug);
  const toast = useToast();
  const { addMany } = useCart();
  const saveList = useSaveWishlist(storeSlug);
  const save = async (name: string) => {
    try {
      await saveList.mutateAsync({ _id: w._id, op: { kind: "rename", name } });
      setRenaming(false);
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Speichern fehlgeschlagen", "error");
    }
  };
  const addAll = async () => {
    const all = wishlistLines(w.itemIds);
    // Withdrawn articles stay on the list but are never added (issue 32); the message names them.
    const isWithdrawn = (id: number) => props.products.get(id)?.availability.state === "withdrawn";
    const lines = all.filter((l) => !isWithdrawn(l.id));
    const skipped = withdrawnSkippedMessage(
      all.filter((l) => isWithdrawn(l.id)).map((l) => props.products.get(l.id)!.name),
      lines.length,
    );
    setSkippedNote(skipped);
    if (lines.length === 0) return;
    try {
      await addMany(lines, { source: "wishlist", wishlistId: w._id });
      const items = lines.map(({ id, quantity }) => ({
        item_id: String(id),
        item_name: props.products.get(id)?.name,
        price: props.products.get(id)?.priceKaNet,
        quantity,
      }));
      track("add_to_cart", { currency: "EUR", value: items.reduce((s, i) => s + (i.price ?? 0) * i.quantity, 0), items });
      toast.show(ADDED_TO_CART);
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Der Warenkorb konnte nicht gespeichert werden.", "error");
    }
  };
  return (
    <tbody data-testid="wishlist-row">
      <tr className="border-b border-line">
        <td className="py-3">
          {renaming ? (
            <NameForm label="Neuer Name" initial={w.name} onCancel={() => setRenaming(false)} onSave={save} />
          ) : (
            <button type="button" className="inline-flex items-center gap-1 font-medium" aria-expanded={props.open} onClick={props.onToggle}>
              {props.open ? <ChevronDown size={16} aria-hidden /> : <ChevronRight size={16} aria-hidden />} {w.name}
            </button>
          )}
        </td>
        <td className="py-3">
          {formatDate(w.updatedAt)}
          {w.updatedByName ? <span className="block text-xs text-muted">von {w.updatedByName}</span> : null}
        </td>
        <td className="py-3 text-right" data-testid="wishlist-total">
          {formatEuro(props.total)}
        </td>
        <td className="py-3 text-right">
          <button type="button" aria-label={`Merkzettel ${w.name} umbenennen`} className="p-1 text-brand" onClick={() => setRenaming(true)}>
            <Pencil size={16} aria-hidden />
          </button>
          <button type="button" aria-label={`Merkzettel ${w.name} löschen`} className="p-1 text-danger" onClick={() => setConfirm(true)}>
            <Trash2 size={16} aria-hidden />
          </button>
          <ConfirmDialog
            open={confirm}
            onOpenChange={setConfirm}
            title={`Merkzettel „${w.name}“ wirklich löschen?`}
            description="Der Merkzettel und seine Artikel werden gelöscht. Der Warenkorb bleibt unverändert."
            confirmLabel="Löschen"
            onConfirm={() => remove.mutate(w._id, { onError: (e) => toast.show(e.message, "error") })}
          />
        </td>
      </tr>
      {props.open ? (
        <tr>
          <td colSpan={4} className="bg-surface p-3">
            <WishlistItems storeSlug={storeSlug} wishlist={w} products={props.products} customerView={props.customerView} />
            {w.itemIds.length > 1 ? (
              <Button className="mt-3" onClick={addAll}>
                Alle Artikel in den Warenkorb
              </Button>
            ) : null}
            {skippedNote ? (
              <p role="status" className="mt-2 text-sm text-danger" data-testid="wishlist-withdrawn-skipped">
                {skippedNote}
              </p>
            ) : null}
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

/** Name input; Save stays disabled while the name is empty (SPEC 5). */
function NameForm({ label, initial, onSave, onCancel }: { label: string; initial: string; onSave: (name: string) => void; onCancel: () => void }) {
  const [name, setName] = useState(initial);
  return (
    <form
      className="mb-3 flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) onSave(name.trim());
      }}
    >
      <input
        aria-label={label}
        autoFocus
        className="rounded border border-line px-3 py-1.5"
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" disabled={!name.trim()}>
        Speichern
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        Abbrechen
      </Button>
    </form>
  );
}
