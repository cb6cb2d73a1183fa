/** The placeholder page "Aktuell in Bearbeitung" (SPEC.md 2.3 item 6). */
export function InProgress({ title }: { title: string }) {
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
      <p className="rounded border border-line bg-surface p-6 text-muted">Aktuell in Bearbeitung</p>
    </section>
  );
}
