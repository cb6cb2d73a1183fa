import Link from "next/link";
import { formatCount } from "@/lib/domain/platform/format";
import { OPERATOR_ROLE_LABEL } from "@/lib/domain/operator/operator";
import type { TodoItem } from "@/lib/domain/operator/todo";

/**
 * Übersicht of the operator's console: what waits for the operator (a to-do list with counts and links,
 * "Nichts zu tun" when nothing does), then who is signed in and how many studios, products and orders there are.
 */
export function OperatorOverview({
  name,
  email,
  todo,
  counts,
}: {
  name: string;
  email: string;
  todo: TodoItem[];
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
      <section aria-labelledby="operator-todo-title" className="flex flex-col gap-2">
        <h2 id="operator-todo-title" className="text-lg font-semibold">
          Zu erledigen
        </h2>
        {todo.length === 0 ? (
          <p className="rounded border border-line p-4 text-sm" data-testid="operator-todo-empty">
            Nichts zu tun.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded border border-line" data-testid="operator-todo">
            {todo.map((item) => (
              <li key={item.kind} className="flex flex-wrap items-center gap-3 p-3" data-testid={`todo-${item.kind}`}>
                <span className="min-w-10 rounded-full bg-danger px-2 text-center text-sm font-bold text-white">{formatCount(item.count)}</span>
                <span className="mr-auto text-sm">{item.label}</span>
                <Link href={item.href} className="text-sm text-brand underline underline-offset-2 hover:no-underline">
                  {item.action}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
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
