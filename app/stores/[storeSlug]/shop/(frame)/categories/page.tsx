import { shopPageMetadata, shopPageStore } from "@/lib/server/shop/shop-page";
import Link from "next/link";
import { topCategories } from "@/lib/server/shop/catalog";

export const generateMetadata = shopPageMetadata("Alle Produktkategorien");

/** SPEC.md 2.4 category overview: a grid of top-level categories linking to the product list. */
export default async function CategoriesPage({ params }: { params: Promise<{ storeSlug: string }> }) {
  const { store } = await shopPageStore((await params).storeSlug);
  const categories = await topCategories();
  const base = `/stores/${store.slug}/shop`;
  return (
    <div>
      <nav aria-label="Brotkrümelnavigation" className="mb-4 text-sm text-muted">
        <Link href={base}>Start</Link> / <span>Alle Produktkategorien</span>
      </nav>
      <h1 className="mb-6 text-2xl font-semibold">Alle Produktkategorien</h1>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((c) => (
          <li key={c.id}>
            <Link
              href={`${base}/products?categoryId=${c.id}`}
              className="flex h-28 items-center justify-center rounded-lg border border-line bg-white p-4 text-center text-lg font-semibold text-brand hover:border-brand hover:bg-brand-light"
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
