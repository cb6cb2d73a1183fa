import Link from "next/link";
import { BadgeEuro, CalendarClock, Heart, Package, ShieldCheck } from "lucide-react";
import { SearchBox } from "../search-box";
import { SHOP_HOTLINE } from "../shop-frame";
import type { BrandDto, CategoryDto } from "@/lib/domain/shop/product-dto";

type Category = Pick<CategoryDto, "id" | "name" | "parentId">;
type Brand = Pick<BrandDto, "id" | "name" | "logo">;

/** SPEC.md 1 marketing claims, as benefit boxes on the home page. */
const CLAIMS = [
  { icon: BadgeEuro, title: "Internetpreise", text: "Sie kaufen zu Internetpreisen ein – exklusiv für Küchenstudios." },
  { icon: ShieldCheck, title: "100% deutsche Ware", text: "Originalware für den deutschen Markt mit voller Herstellergarantie." },
  { icon: Package, title: "10.000 Artikel auf Lager", text: "Spülen, Armaturen, Elektrogeräte und Zubehör sofort lieferbar." },
  { icon: Heart, title: "Merkzettel", text: "Stellen Sie für jeden Kunden einen eigenen Merkzettel zusammen." },
  { icon: CalendarClock, title: "Lieferung zum Wunschtermin", text: "Wählen Sie Ihren Liefertermin bis zu 1 Jahr im Voraus." },
];

/** SPEC.md 2.4 home: logo, search, buttons, categories, benefit boxes, 16 top brands, help centre. */
export function ShopHome({ storeSlug, categories, brands }: { storeSlug: string; categories: Category[]; brands: Brand[] }) {
  const base = `/stores/${storeSlug}/shop`;
  return (
    <div className="space-y-10">
      <section className="flex flex-col items-center gap-5 rounded-lg bg-brand-light px-4 py-10 text-center">
        <h1 className="text-3xl font-bold text-brand">
          Küchenstudio<span className="text-accent">Shop</span>
        </h1>
        <p className="text-muted">Der Händlershop für Küchenstudios</p>
        <SearchBox storeSlug={storeSlug} large />
        <div className="flex gap-3">
          <Link href={`${base}/categories`} className="rounded border border-brand px-4 py-2 text-sm font-medium text-brand hover:bg-white">
            Alle Kategorien
          </Link>
          <Link href={`${base}/products`} className="rounded bg-brand px-4 py-2 text-sm font-medium text-white hover:bg-brand-dark">
            Alle Produkte
          </Link>
        </div>
      </section>

      <HomeCategories base={base} categories={categories} />

      <section aria-label="Ihre Vorteile" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {CLAIMS.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded border border-line bg-white p-4">
            <Icon className="mb-2 text-accent" aria-hidden />
            <h3 className="font-semibold">{title}</h3>
            <p className="text-sm text-muted">{text}</p>
          </div>
        ))}
      </section>

      <HomeBrands base={base} brands={brands} />

      <section className="rounded-lg border border-line bg-surface p-6">
        <h2 className="text-lg font-semibold">Hilfe-Center</h2>
        <p className="mt-1 text-sm text-muted">
          Fragen zu Bestellung, Lieferung oder Produkten? Im Hilfe-Center finden Sie Antworten, oder rufen Sie uns an: {SHOP_HOTLINE}.
        </p>
        <a href="https://hilfe.kuechenportal.example" className="mt-3 inline-block text-sm font-medium text-brand underline">
          Zum Hilfe-Center
        </a>
      </section>
    </div>
  );
}

/** The top categories with their subcategories. */
function HomeCategories({ base, categories }: { base: string; categories: Category[] }) {
  return (
    <section aria-labelledby="home-categories">
      <h2 id="home-categories" className="mb-4 text-xl font-semibold">
        Kategorien
      </h2>
      {/* Dozens of links on one screen: no prefetch when they scroll into view. Every page is rendered per
          request, so a prefetch saves little, while each is a server request and work on a phone's main thread. */}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories
          .filter((c) => c.parentId === null)
          .map((c) => (
            <li key={c.id} className="rounded border border-line bg-white p-4">
              <Link href={`${base}/products?categoryId=${c.id}`} prefetch={false} className="font-semibold text-brand">
                {c.name}
              </Link>
              <ul className="mt-2 space-y-1 text-sm">
                {categories
                  .filter((s) => s.parentId === c.id)
                  .map((s) => (
                    <li key={s.id}>
                      <Link href={`${base}/products?categoryId=${c.id}&subCategoryId=${s.id}`} prefetch={false} className="text-muted hover:text-ink">
                        {s.name}
                      </Link>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
      </ul>
    </section>
  );
}

/** The top brands' logos, each leading to the brand's products. */
function HomeBrands({ base, brands }: { base: string; brands: Brand[] }) {
  return (
    <section aria-labelledby="home-brands">
      <h2 id="home-brands" className="mb-4 text-xl font-semibold">
        Top-Marken
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {brands.map((b) => (
          <li key={b.id}>
            <Link
              href={`${base}/products?brandIds=${b.id}`}
              prefetch={false}
              className="block rounded border border-line bg-white p-2"
              title={b.name}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- local SVG logos */}
              <img src={b.logo} alt={b.name} width={160} height={64} loading="lazy" className="h-12 w-full object-contain" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
