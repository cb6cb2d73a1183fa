"use client";

import { useState } from "react";
import { Popover } from "radix-ui";
import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import type { WishlistDto } from "@/lib/domain/shop/wishlist";
import { useAddToWishlist, useCreateWishlist, useWishlists } from "./use-wishlists";

export type AddToWishlistProps = {
  storeSlug: string;
  productId: number;
  /** Units to put on the list (the quantity chosen beside it, or the cart line's quantity). */
  quantity?: number;
  /** "button" beside "In den Warenkorb"; "link" as a small text action in a cart line. */
  look?: "button" | "link";
};

/** The confirmation toast: names the list and how many of the product it now holds. */
export function addedToWishlistText(list: WishlistDto, productId: number): string {
  const count = list.itemIds.filter((id) => id === productId).length;
  return `Der Artikel steht jetzt ${count}× auf dem Merkzettel „${list.name}“.`;
}

/**
 * The chooser behind "Auf den Merkzettel" (components/shop/wishlist/add-to-wishlist.tsx imports it on
 * the first click, so its popover code is no part of a page's first load): the store's lists, loaded on
 * opening, with a field to create a new list holding the product. It mounts open.
 */
export function WishlistChooser({ storeSlug, productId, quantity = 1, look = "button" }: AddToWishlistProps) {
  const [open, setOpen] = useState(true);
  const lists = useWishlists(storeSlug, { enabled: open });
  const add = useAddToWishlist(storeSlug);
  const create = useCreateWishlist(storeSlug);
  const toast = useToast();
  const [name, setName] = useState("");
  const busy = add.isPending || create.isPending;

  async function done(run: () => Promise<WishlistDto>) {
    try {
      const saved = await run();
      setOpen(false);
      setName("");
      toast.show(addedToWishlistText(saved, productId));
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Der Merkzettel konnte nicht gespeichert werden.", "error");
    }
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        {look === "button" ? (
          <Button variant="secondary" className="px-2 py-1">
            <Heart size={14} aria-hidden /> Auf den Merkzettel
          </Button>
        ) : (
          <button type="button" className="inline-flex items-center gap-1 text-brand">
            <Heart size={14} aria-hidden /> Auf den Merkzettel
          </button>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          aria-label="Merkzettel wählen"
          className="z-50 w-72 rounded border border-line bg-white p-3 text-sm shadow-lg"
        >
          <p className="mb-2 font-semibold">Auf welchen Merkzettel?</p>
          <ChooserLists lists={lists} busy={busy} onPick={(w) => done(() => add.mutateAsync({ _id: w._id, productId, quantity }))} />
          <NewWishlistForm
            name={name}
            onName={setName}
            busy={busy}
            onCreate={(trimmed) => done(() => create.mutateAsync({ name: trimmed, itemIds: Array.from({ length: quantity }, () => productId) }))}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The store's wish lists to pick from, or why there are none to show. */
function ChooserLists({ lists, busy, onPick }: { lists: ReturnType<typeof useWishlists>; busy: boolean; onPick: (w: WishlistDto) => void }) {
  if (lists.isPending) return <p className="text-muted">Merkzettel werden geladen …</p>;
  if (lists.isError)
    return (
      <p role="alert" className="text-danger">
        {lists.error.message}
      </p>
    );
  if (lists.data.length === 0) return <p className="text-muted">Sie haben noch keinen Merkzettel. Legen Sie hier einen an.</p>;
  return (
    <ul className="max-h-56 overflow-auto" aria-label="Ihre Merkzettel">
      {lists.data.map((w) => (
        <li key={w._id}>
          <button
            type="button"
            disabled={busy}
            className="w-full rounded px-2 py-1.5 text-left hover:bg-surface disabled:text-muted"
            onClick={() => onPick(w)}
          >
            {w.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

type NewListProps = { name: string; onName: (name: string) => void; busy: boolean; onCreate: (name: string) => void };

/** A new wish list holding the product; it needs a name. */
function NewWishlistForm({ name, onName, busy, onCreate }: NewListProps) {
  return (
    <form
      className="mt-3 flex flex-col gap-2 border-t border-line pt-3"
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = name.trim();
        // SPEC 5: a wish list needs a name.
        if (trimmed) onCreate(trimmed);
      }}
    >
      <input
        aria-label="Name des neuen Merkzettels"
        placeholder="Neuer Merkzettel"
        maxLength={100}
        value={name}
        onChange={(e) => onName(e.target.value)}
        className="rounded border border-line px-2 py-1.5"
      />
      <Button type="submit" disabled={!name.trim() || busy} className="px-2 py-1.5">
        Neuen Merkzettel anlegen
      </Button>
    </form>
  );
}
