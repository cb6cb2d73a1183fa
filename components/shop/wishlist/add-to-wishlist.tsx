"use client";

import { useState, type ComponentType } from "react";
import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
// A type only: the chooser itself is imported on the first click.
import type { AddToWishlistProps } from "./wishlist-chooser";

/** The trigger as it looks closed; the chooser renders the same one as its popover's trigger. */
function Trigger({ look, onClick, disabled }: { look: "button" | "link"; onClick?: () => void; disabled?: boolean }) {
  return look === "button" ? (
    <Button variant="secondary" className="px-2 py-1" onClick={onClick} disabled={disabled}>
      <Heart size={14} aria-hidden /> Auf den Merkzettel
    </Button>
  ) : (
    <button type="button" className="inline-flex items-center gap-1 text-brand" onClick={onClick} disabled={disabled}>
      <Heart size={14} aria-hidden /> Auf den Merkzettel
    </button>
  );
}

/**
 * "Auf den Merkzettel" (SPEC.md 1: save products on named wish lists): a plain button until its first
 * click, then the chooser of the store's lists (components/shop/wishlist/wishlist-chooser.tsx), open.
 */
export function AddToWishlist(props: AddToWishlistProps) {
  const look = props.look ?? "button";
  // Issue 47: the popover (Radix, floating-ui) is imported on the first click, not with the page.
  const [Chooser, setChooser] = useState<ComponentType<AddToWishlistProps> | null>(null);
  const [loading, setLoading] = useState(false);
  if (Chooser) return <Chooser {...props} look={look} />;
  const load = () => {
    setLoading(true);
    import("./wishlist-chooser").then(
      (m) => setChooser(() => m.WishlistChooser),
      () => setLoading(false),
    );
  };
  return <Trigger look={look} onClick={load} disabled={loading} />;
}
