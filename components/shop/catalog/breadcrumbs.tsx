import Link from "next/link";

export type Crumb = { label: string; href?: string };

/** The shop's breadcrumbs (SPEC.md 2.4): every step but the last is a link. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Brotkrümelnavigation" className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap gap-1">
        {crumbs.map((c, i) => (
          <li key={i} className="flex gap-1">
            {i > 0 ? <span aria-hidden>/</span> : null}
            {c.href && i < crumbs.length - 1 ? (
              <Link href={c.href}>{c.label}</Link>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? "page" : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
