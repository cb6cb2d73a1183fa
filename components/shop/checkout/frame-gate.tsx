"use client";

import { createContext, useContext } from "react";
import { usePathname } from "next/navigation";
import Link from "next/link";
import { Lock } from "lucide-react";
import { Toaster } from "@/components/ui/toast";

const Slot = createContext<React.ReactNode>(null);

/** Renders the page inside the shop frame (placed by the layout as `frame`). */
export function FrameSlot() {
  return <>{useContext(Slot)}</>;
}

/** Checkout and confirmation pages use the minimal layout (SPEC.md 2.4), every other shop page the frame. */
export function isMinimalPath(pathname: string): boolean {
  return /\/shop\/(checkout|confirmation)(\/|$)/.test(pathname);
}

/**
 * Chooses between the full shop frame and the checkout's minimal layout by the current path, so the
 * shop layout stays one file and the page is rendered once (through FrameSlot when framed).
 */
export function FrameGate({ frame, storeSlug, children }: { frame: React.ReactNode; storeSlug: string; children: React.ReactNode }) {
  const pathname = usePathname();
  if (!isMinimalPath(pathname)) return <Slot.Provider value={children}>{frame}</Slot.Provider>;
  return (
    <Toaster>
      <div className="flex min-h-screen flex-col bg-surface">
        <header className="border-b border-line bg-white">
          <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-4">
            <Link href={`/stores/${storeSlug}/shop`} className="text-sm text-brand underline">
              ← Zurück zum Shop
            </Link>
            <span className="text-xl font-bold text-brand">
              Küchenstudio<span className="text-accent">Shop</span>
            </span>
            <span className="flex items-center gap-1 text-sm text-muted">
              <Lock size={14} aria-hidden /> Sichere Bestellung
            </span>
          </div>
        </header>
        <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">{children}</main>
      </div>
    </Toaster>
  );
}
