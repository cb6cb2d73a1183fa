"use client";

import { useRef, useState } from "react";
import { useToast } from "@/components/ui/toast";
import {
  decodeQuickOrderFile,
  mergeResolvedLines,
  parseQuickOrder,
  QUICK_ORDER_MAX_BYTES,
  QUICK_ORDER_REASONS,
  type QuickOrderPreview,
} from "@/lib/domain/shop/quick-order";
import { resolveLines, useAddLinesToCart } from "./use-quick-order";

type Phase =
  { step: "idle" } | { step: "working"; label: string; percent: number } | { step: "preview"; fileName: string; preview: QuickOrderPreview };

/** Reads a file with progress events (reading is the upload's first half on the screen). */
function readFile(file: File, onProgress: (share: number) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error("Die Datei konnte nicht gelesen werden."));
    reader.readAsArrayBuffer(file);
  });
}

/** The quick order upload's phases: reading and checking with progress, the preview, and its confirmation into the cart. */
export function useQuickOrderUpload(storeSlug: string) {
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const addToCart = useAddLinesToCart(storeSlug, "quickOrder");

  const reset = () => {
    setPhase({ step: "idle" });
    if (input.current) input.current.value = "";
  };

  const upload = async (file: File) => {
    setError(null);
    if (file.size > QUICK_ORDER_MAX_BYTES) {
      setError("Die Datei ist größer als 1 MB. Bitte teilen Sie sie auf.");
      return reset();
    }
    try {
      setPhase({ step: "working", label: "Datei wird gelesen …", percent: 0 });
      const bytes = await readFile(file, (share) => setPhase({ step: "working", label: "Datei wird gelesen …", percent: Math.round(share * 30) }));
      const parsed = parseQuickOrder(decodeQuickOrderFile(bytes));
      if (parsed.tooManyLines) {
        setError(`${QUICK_ORDER_REASONS.tooManyLines} Bitte teilen Sie die Datei auf.`);
        return reset();
      }
      if (parsed.lines.length + parsed.problems.length === 0) {
        setError("Die Datei enthält keine Zeilen.");
        return reset();
      }
      setPhase({ step: "working", label: "Zeilen werden geprüft …", percent: 30 });
      const resolved = await resolveLines(storeSlug, parsed.lines, (share) =>
        setPhase({ step: "working", label: "Zeilen werden geprüft …", percent: 30 + Math.round(share * 70) }),
      );
      setPhase({ step: "preview", fileName: file.name, preview: mergeResolvedLines(parsed.lines, resolved, parsed.problems) });
    } catch (e) {
      setError(e instanceof Error ? e.message : "Die Datei konnte nicht geprüft werden.");
      reset();
    }
  };

  const confirm = async (preview: QuickOrderPreview) => {
    setBusy(true);
    try {
      await addToCart(preview.valid);
      toast.show(`${preview.valid.length} Artikel in den Warenkorb gelegt`);
      reset();
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Der Warenkorb konnte nicht gespeichert werden.", "error");
    } finally {
      setBusy(false);
    }
  };

  return { phase, error, busy, input, reset, upload, confirm };
}
