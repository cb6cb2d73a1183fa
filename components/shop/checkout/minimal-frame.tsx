import Link from "next/link";
import { Lock } from "lucide-react";
import { Toaster } from "@/components/ui/toast";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/ui/skip-link";

/**
 * The minimal layout of checkout and confirmation (SPEC.md 2.4): the way back into the shop, the logo
 * and "Sichere Bestellung", no search, menu or trust bar (their code is not loaded on these pages).
 */
export function MinimalFrame({ storeSlug, children }: { storeSlug: string; children: React.ReactNode }) {
  return (
    <Toaster>
      <div className="flex min-h-screen flex-col bg-surface">
        <SkipLink />
        <header className="border-b border-line bg-white">
          <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-4">
            <Link href={`/stores/${storeSlug}/shop`} className="inline-flex min-h-6 items-center whitespace-nowrap text-sm text-brand underline">
              ← Zurück zum Shop
            </Link>
            {/* Phones: the logo on a line of its own above the back link and the lock notice. */}
            <span className="order-first w-full text-xl font-bold text-brand sm:order-none sm:w-auto">
              Küchenstudio<span className="text-accent">Shop</span>
            </span>
            <span className="flex items-center gap-1 whitespace-nowrap text-sm text-muted">
              <Lock size={14} aria-hidden /> Sichere Bestellung
            </span>
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto min-h-svh w-full max-w-5xl flex-1 px-4 py-6">
          {children}
        </main>
      </div>
    </Toaster>
  );
}
