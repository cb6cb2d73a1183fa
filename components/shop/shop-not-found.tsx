"use client";

import Link from "next/link";
import { useParams } from "next/navigation";

/** The shop's 404 content (a product or page that does not exist): the way back into the shop. */
export function ShopNotFound() {
  const { storeSlug } = useParams<{ storeSlug: string }>();
  const base = `/stores/${storeSlug}/shop`;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center" data-testid="shop-not-found">
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="text-2xl font-semibold">Seite nicht gefunden</h1>
      <p className="text-muted">
        Diesen Artikel oder diese Seite gibt es im Shop nicht (mehr). Suchen Sie oben nach dem Artikel oder stöbern Sie im Sortiment.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href={`${base}/products`} className="rounded bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark">
          Alle Produkte ansehen
        </Link>
        <Link href={base} className="rounded border border-line px-4 py-2 font-medium hover:bg-surface">
          Zur Startseite des Shops
        </Link>
      </div>
    </section>
  );
}
