/** A titled block of the order screen. */
export function Block({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <section className="flex flex-col gap-2 rounded border border-line p-4" aria-label={title} data-testid={testId}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
