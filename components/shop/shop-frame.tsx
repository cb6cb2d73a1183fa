import Link from "next/link";
import type { Store } from "@/models/schema";
import { CartLink } from "./cart-link";

export const SHOP_HOTLINE = "030 / 120 85 40";
export const MAIN_SITE_URL = "https://www.kuechenportal.example";

/** The shop's shared page frame (SPEC.md 2.4): top bar, header and footer around every shop page. */
export function ShopFrame({ store, children }: { store: Store; children: React.ReactNode }) {
  const base = `/stores/${store.slug}/shop`;
  const { BillingPostalCode, BillingCity, BillingCountry } = store.crm;
  return (
    <div className="flex min-h-screen flex-col">
      <div className="bg-brand-dark text-xs text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-1.5">
          <span>
            Hotline: <a href={`tel:${SHOP_HOTLINE.replace(/\D/g, "")}`}>{SHOP_HOTLINE}</a>
          </span>
          <span data-testid="shop-store-location">
            Mein Geschaeft: {BillingPostalCode} {BillingCity}, {BillingCountry}
          </span>
          <a href={MAIN_SITE_URL} className="underline">
            Zur Hauptseite
          </a>
        </div>
      </div>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-6 px-4 py-4">
          <Link href={base} className="text-xl font-bold text-brand">
            Küchenstudio<span className="text-accent">Shop</span>
          </Link>
          <Link href={`${base}/products`} className="text-sm font-semibold">
            ALLE PRODUKTE
          </Link>
          <nav aria-label="Shop" className="ml-auto flex gap-4 text-sm">
            <Link href={`${base}/orders`}>Bestellungen</Link>
            <Link href={`${base}/wishlist`}>Merkzettel</Link>
            <CartLink href={`${base}/cart`} />
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">{children}</main>
      <footer className="border-t border-line bg-surface text-sm text-muted">
        <div className="mx-auto flex max-w-6xl flex-wrap justify-between gap-4 px-4 py-6">
          <span>© 2016 – {new Date().getFullYear()} Küchenstudio-Portal</span>
          <span className="flex gap-4">
            <Link href="/impressum">Impressum</Link>
            <Link href="/datenschutz">Datenschutz</Link>
          </span>
        </div>
      </footer>
    </div>
  );
}
