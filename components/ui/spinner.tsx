/** A centred spinner with a text for screen readers and tests. */
export function Spinner({ label = "Wird geladen …" }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 p-10 text-muted">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-line border-t-brand" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
