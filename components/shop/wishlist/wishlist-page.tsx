"use client";

import { useState } from "react";
import { ChevronDown, ChevronRight, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { useCustomerView } from "@/components/shop/customer-view";
import { formatDate, formatEuro } from "@/lib/domain/platform/format";
import { eurosToCents } from "@/lib/domain/platform/money";
import { wishlistTotalCents } from "@/lib/domain/shop/wishlist";
import type { ProductDto } from "@/lib/domain/shop/product-dto";
import { useProductsByIds } from "../cart/use-products";
import { useCreateWishlist, useDeleteWishlist, useWishlists, type WishlistDto } from "./use-wishlists";
import { WishlistItems } from "./wishlist-items";
import { useWishlistRow } from "./use-wishlist-row";

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
  const { renaming, setRenaming, save, addAll, skippedNote } = useWishlistRow(storeSlug, w, props.products);
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
        <WishlistRowActions storeSlug={storeSlug} wishlist={w} onRename={() => setRenaming(true)} />
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

/** „umbenennen“ and „löschen“ (after a confirmation) of one wish list. */
function WishlistRowActions({ storeSlug, wishlist: w, onRename }: { storeSlug: string; wishlist: WishlistDto; onRename: () => void }) {
  const [confirm, setConfirm] = useState(false);
  const remove = useDeleteWishlist(storeSlug);
  const toast = useToast();
  return (
    <td className="py-3 text-right">
      <button type="button" aria-label={`Merkzettel ${w.name} umbenennen`} className="p-1 text-brand" onClick={onRename}>
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
