"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { dateToYyyymmdd, formatYyyymmdd } from "@/lib/domain/platform/format";
import { validateComment } from "@/lib/domain/console/comment-rule";
import { useAddComment } from "./proposal-writes";
import type { ProposalRow } from "../shell/use-console-data";

/** The store's comments on a proposal (SPEC 5: empty comments are refused and never sent). */
export function ProposalComments({ row, storeSlug }: { row: ProposalRow; storeSlug: string }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = useAddComment(storeSlug, row);
  const empty = text.trim() === "";
  const box = useRef<HTMLTextAreaElement>(null);

  function save() {
    const problem = validateComment(text);
    if (problem) return setError(problem);
    setError(null);
    add.mutate(
      { date: dateToYyyymmdd(new Date()), value: text.trim() },
      {
        onSuccess: () => {
          setText("");
          // The emptied box disables the button; the keyboard continues in the box, not on the page.
          if (document.activeElement?.closest("button")) box.current?.focus();
        },
        onError: (e) => setError(e.message),
      },
    );
  }

  return (
    <div className="flex flex-col gap-2">
      {(row.storeComments ?? []).length === 0 ? <p className="text-muted">Noch keine Kommentare.</p> : null}
      <ul className="flex flex-col gap-1" data-testid="comment-list">
        {(row.storeComments ?? []).map((c, i) => (
          <li key={i} className="rounded bg-white px-2 py-1">
            <span className="mr-2 text-xs text-muted">
              {formatYyyymmdd(c.date)}
              {c.authorName ? ` · ${c.authorName}` : ""}
            </span>
            {c.value}
          </li>
        ))}
      </ul>
      {row.unlocked ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`comment-${row.id}`} className="sr-only">
            Neuer Kommentar
          </label>
          <textarea
            ref={box}
            id={`comment-${row.id}`}
            value={text}
            rows={2}
            placeholder="Neuer Kommentar"
            onChange={(e) => {
              // Once there was text, each change is checked: clearing the box says it must not be empty.
              if (error || text.trim() !== "") setError(validateComment(e.target.value));
              setText(e.target.value);
            }}
            onBlur={() => text !== "" && setError(validateComment(text))}
            className="rounded border border-line px-2 py-1"
            aria-invalid={error ? true : undefined}
          />
          {error ? (
            <p className="text-sm text-danger" role="alert">
              {error}
            </p>
          ) : null}
          <div>
            <Button onClick={save} busy={add.isPending} disabled={empty}>
              Kommentar speichern
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
