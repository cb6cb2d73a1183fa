"use client";

import { Dialog } from "radix-ui";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useReturnFocus } from "@/components/ui/focus";
import type { SavePhase } from "./use-advisors";

/** The modal while an advisor is saved, then "Erfolgreich gespeichert!" with OK. */
export function AdvisorSaveDialog({ phase, onDone }: { phase: SavePhase; onDone: () => void }) {
  const returnSaveFocus = useReturnFocus(phase !== "idle");
  return (
    <Dialog.Root open={phase !== "idle"} onOpenChange={(o) => !o && phase === "done" && onDone()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={returnSaveFocus}
          className="fixed left-1/2 top-1/2 z-50 flex w-[min(92vw,360px)] -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-4 rounded bg-white p-6 text-center shadow-xl"
          onEscapeKeyDown={(ev) => phase === "saving" && ev.preventDefault()}
          onPointerDownOutside={(ev) => phase === "saving" && ev.preventDefault()}
        >
          {phase === "saving" ? (
            <>
              <Dialog.Title className="sr-only">Wird gespeichert</Dialog.Title>
              <Loader2 className="animate-spin text-brand" size={32} aria-hidden />
              <Dialog.Description>Wird gespeichert …</Dialog.Description>
            </>
          ) : (
            <>
              <Dialog.Title className="text-lg font-semibold">Erfolgreich gespeichert!</Dialog.Title>
              <Dialog.Description className="sr-only">Ihr Profil wurde gespeichert</Dialog.Description>
              <Dialog.Close asChild>
                <Button>OK</Button>
              </Dialog.Close>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
