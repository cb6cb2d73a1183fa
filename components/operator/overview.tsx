import Link from "next/link";
import { formatCount } from "@/lib/domain/platform/format";
import { OPERATOR_ROLE_LABEL } from "@/lib/domain/operator/operator";

/** Übersicht of the operator's console: who is signed in, and how many studios, products and orders there are. */
export function OperatorOverview({
  name,
  email,
  counts,
}: {
  name: string;
  email: string;
  counts: { studios: number; products: number; orders: number };
}) {
  const figures = [
    { label: "Studios", value: counts.studios },
    { label: "Produkte", value: counts.products },
    { label: "Bestellungen", value: counts.orders },
  ];
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Übersicht</h1>
        <p className="text-sm" data-testid="operator-person">
          Angemeldet als <strong className="font-semibold">{name}</strong> ({email}), Rolle {OPERATOR_ROLE_LABEL}
        </p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.label} className="rounded border border-line p-4">
            <dt className="text-sm text-muted">{f.label}</dt>
            <dd className="text-2xl font-bold" data-testid={`count-${f.label}`}>
              {formatCount(f.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">
        Schlüssel für die Systeme Ihrer Lieferanten verwalten Sie unter{" "}
        <Link href="/betrieb/api-schluessel" className="text-brand underline underline-offset-2 hover:no-underline">
          API-Schlüssel
        </Link>
        .
      </p>
    </section>
  );
}
