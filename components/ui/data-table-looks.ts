export const LOOKS = {
  boxed: {
    // relative: screen-reader-only text in cells (absolutely positioned) stays inside the scrolling frame.
    frame: "relative overflow-x-auto rounded border border-line",
    head: "bg-surface",
    th: "px-3 py-2 font-semibold",
    row: "border-t border-line",
    td: "px-3 py-2",
    openRow: "bg-surface/60",
    openTd: "px-3 py-3",
    emptyTd: "px-3 py-6 text-center text-muted",
    caption: "bg-surface px-3 py-2 text-left font-semibold",
  },
  plain: {
    frame: "relative overflow-x-auto",
    head: "border-b border-line text-xs text-muted",
    th: "py-2 pr-3 font-semibold last:pr-0",
    row: "border-b border-line",
    td: "py-3 pr-3 last:pr-0",
    openRow: "",
    openTd: "bg-surface p-4",
    emptyTd: "py-6 text-center text-muted",
    caption: "mb-2 text-left font-semibold",
  },
} as const;

export type TableLook = (typeof LOOKS)[keyof typeof LOOKS];
