import { Inbox } from "lucide-react";

/** A page of the console whose records do not exist yet: its title, what is missing, and what will appear here. */
export function EmptyState({ title, empty, hint }: { title: string; empty: string; hint: string }) {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="flex flex-col items-center gap-2 rounded border border-dashed border-line px-6 py-12 text-center" data-testid="empty-state">
        <Inbox size={32} aria-hidden className="text-muted" />
        <p className="font-semibold">{empty}</p>
        <p className="text-sm text-muted">{hint}</p>
      </div>
    </section>
  );
}
