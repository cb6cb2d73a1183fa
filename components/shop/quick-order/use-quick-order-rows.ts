"use client";

import { useState, type ClipboardEvent } from "react";
import { useToast } from "@/components/ui/toast";
import { mergeResolvedLines, parseQuickOrder, type LineProblem, type PreviewLine } from "@/lib/domain/shop/quick-order";
import { resolveLines, useAddLinesToCart } from "./use-quick-order";

export type Row = { key: number; code: string; quantity: number };
export type Report = { added: PreviewLine[]; problems: LineProblem[] };

let nextKey = 1;
const newRow = (code = "", quantity = 1): Row => ({ key: nextKey++, code, quantity });
const filled = (r: Row) => r.code.trim() !== "";
/** A pasted text holds several lines or fields: spread it over rows instead of one input. */
const looksLikeTable = (text: string) => /[\n\t;,]/.test(text.trim());

/** The typed rows of the quick order: editing, adding, pasting a table, and putting the valid rows into the cart. */
export function useQuickOrderRows(storeSlug: string) {
  const [rows, setRows] = useState<Row[]>(() => [newRow()]);
  const [pasteProblems, setPasteProblems] = useState<LineProblem[]>([]);
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const toast = useToast();
  const addToCart = useAddLinesToCart(storeSlug, "quickOrder");

  const update = (key: number, change: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const addRowAfter = (index: number) => {
    const row = newRow();
    setFocusKey(row.key);
    setRows((rs) => [...rs.slice(0, index + 1), row, ...rs.slice(index + 1)]);
  };
  const remove = (key: number) => setRows((rs) => (rs.length === 1 ? [newRow()] : rs.filter((r) => r.key !== key)));

  const paste = (index: number, e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData("text");
    if (!looksLikeTable(text)) return;
    e.preventDefault();
    const parsed = parseQuickOrder(text);
    const pasted = parsed.lines.map((l) => newRow(l.code, l.quantity));
    setPasteProblems(parsed.problems);
    setRows((rs) => {
      const keepCurrent = filled(rs[index]) ? [rs[index]] : [];
      const next = [...rs.slice(0, index), ...keepCurrent, ...pasted, ...rs.slice(index + 1)].filter(filled);
      return [...next, newRow()];
    });
  };

  const submit = async () => {
    // Line numbers are the rows' numbers on the screen ("Zeile 3"), empty rows counted.
    const lines = rows.flatMap((r, i) => {
      if (!filled(r)) return [];
      return [{ line: i + 1, code: r.code.trim(), quantity: r.quantity }];
    });
    if (lines.length === 0) return;
    setBusy(true);
    try {
      const resolved = await resolveLines(storeSlug, lines);
      const preview = mergeResolvedLines(lines, resolved);
      await addToCart(preview.valid);
      setReport({ added: preview.valid, problems: preview.problems });
      // Rows that went into the cart leave the list; the others stay to be corrected.
      const failed = new Set(preview.problems.filter((p) => !p.merged).map((p) => p.line));
      const left = rows.filter((r, i) => filled(r) && failed.has(i + 1));
      setRows([...left, newRow()]);
      setPasteProblems([]);
      if (preview.valid.length > 0) toast.show(`${preview.valid.length} Artikel in den Warenkorb gelegt`);
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Der Warenkorb konnte nicht gespeichert werden.", "error");
    } finally {
      setBusy(false);
    }
  };

  return { rows, anyFilled: rows.some(filled), pasteProblems, report, busy, focusKey, update, addRowAfter, remove, paste, submit };
}
