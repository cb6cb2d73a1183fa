"use client";

import Link from "next/link";
import { useCart } from "./cart-context";

/** "Warenkorb" with the badge of the total item quantity, shown when above 0 (SPEC.md 2.4). */
export function CartLink({ href }: { href: string }) {
  const { count } = useCart();
  return (
    <Link href={href} className="relative inline-flex min-h-6 items-center">
      Warenkorb
      {count > 0 ? (
        <>
          <span data-testid="cart-badge" aria-hidden className="ml-1 rounded-full bg-accent px-1.5 py-0.5 text-xs font-bold text-white">
            {count}
          </span>
          <span className="sr-only">, {count} Artikel</span>
        </>
      ) : null}
    </Link>
  );
}
