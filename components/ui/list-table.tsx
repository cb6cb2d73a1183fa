"use client";

import type { ReactNode } from "react";
import { SidewaysScrollFrame } from "./sideways-scroll";

/** A column head: its text, or a text only screen readers hear (an action column). */
export type ListColumn = string | { label: string; hidden: true };

/**
 * A plain list table as the back-office screens show them: heads in a muted row, a frame that scrolls
 * sideways on a phone (and says so), rows from `children`. `minWidth` is a Tailwind class such as
 * `min-w-[640px]`: the width below which the table scrolls instead of squeezing.
 */
export function ListTable({
  columns,
  minWidth,
  testId,
  labelledBy,
  children,
}: {
  columns: ListColumn[];
  minWidth: string;
  testId?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <SidewaysScrollFrame labelledBy={labelledBy}>
      <table className={`w-full ${minWidth} text-left text-sm`} data-testid={testId}>
        <thead className="border-b border-line text-muted">
          <tr>
            {columns.map((column, i) => {
              const last = i === columns.length - 1;
              const label = typeof column === "string" ? column : column.label;
              return (
                <th key={label} scope="col" className={last ? "py-2 font-medium" : "py-2 pr-3 font-medium"}>
                  {typeof column === "string" ? column : <span className="sr-only">{column.label}</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </SidewaysScrollFrame>
  );
}

/** The dashed box a list shows while it holds nothing. */
export function EmptyState({ children, testId = "empty-state" }: { children: ReactNode; testId?: string }) {
  return (
    <p className="rounded border border-dashed border-line px-4 py-6 text-center text-sm" data-testid={testId}>
      {children}
    </p>
  );
}

/**
 * A query's three faces: the loading line, the German error with the advice to reload, and the data.
 * `failed` names what could not be loaded ("Die Importe konnten nicht geladen werden."); `errorText`
 * may replace it with the server's own message.
 */
export function QueryStates<T>({
  query,
  loading,
  failed,
  errorText,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined; error: unknown };
  loading: string;
  failed: string;
  errorText?: (error: unknown) => string | null;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <p className="text-sm text-muted">{loading}</p>;
  if (query.isError || query.data === undefined) {
    return (
      <p className="text-sm text-danger" role="alert">
        {errorText?.(query.error) ?? `${failed} Bitte laden Sie die Seite neu.`}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
