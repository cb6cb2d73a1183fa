import Link from "next/link";

export function LegalPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <Link href="/" className="text-sm text-brand">
        ← Zurück
      </Link>
      <h1 className="my-4 text-3xl font-semibold">{title}</h1>
      <div className="flex flex-col gap-3 leading-relaxed">{children}</div>
    </main>
  );
}
