"use client";

import { useRef, useState, type ReactNode } from "react";
import Link from "next/link";
import { Bell } from "lucide-react";
import { clsx } from "clsx";
import { PopoverButton } from "./popover-button";

/** One line of a bell's panel; `href` makes it a link (`external`: in a new tab), `when` is shown below the message. */
export type NoticeBellLine = { key: string; message: string; when: string; unseen: boolean; href?: string; external?: boolean };

type Props = {
  /** The counter to show while the panel was not opened ("9+" at most, lib/domain/platform/bell-counter.ts), null for none. */
  counter: string | null;
  lines: NoticeBellLine[] | undefined;
  /** Called once, when the panel is opened the first time: the caller marks the lines seen. */
  onFirstOpen: () => void;
  testIds: { button: string; panel: string; counter: string };
  /** Below the lines (the operator's link to the settings). */
  footer?: ReactNode;
};

/**
 * A bell (the studio console's, SPEC 4 "Notifications", and the operator's, docs/operator-notifications.md):
 * red with a counter while something is new; opening the panel the first time hides the counter and calls
 * `onFirstOpen`. The callers bring the lines and the counter; this knows no area.
 */
export function NoticeBell({ counter, lines, onFirstOpen, testIds, footer }: Props) {
  const opened = useRef(false);
  const [seen, setSeen] = useState(false);
  const shown = seen ? null : counter;

  function onOpenChange(open: boolean) {
    if (!open || opened.current) return;
    opened.current = true;
    setSeen(true);
    onFirstOpen();
  }

  return (
    <PopoverButton
      onOpenChange={onOpenChange}
      label="Benachrichtigungen"
      align="end"
      sideOffset={6}
      testId={testIds.panel}
      className="z-50 max-h-[70vh] w-80 overflow-auto rounded border border-line bg-white text-ink shadow-lg"
      buttonProps={{
        "data-testid": testIds.button,
        "aria-label": shown ? `Benachrichtigungen, ${shown} neu` : "Benachrichtigungen",
        className: clsx("relative rounded-full p-2", shown ? "bg-danger text-white" : "text-ink hover:bg-surface"),
      }}
      panel={
        <>
          <p className="border-b border-line px-4 py-2 font-semibold">Benachrichtigungen</p>
          {!lines?.length ? <p className="px-4 py-3 text-sm text-muted">Keine Benachrichtigungen vorhanden.</p> : null}
          <ul>
            {lines?.map((n) => (
              <li key={n.key} className={clsx("border-b border-line last:border-0", n.unseen && "bg-brand-light/60")}>
                <BellLine line={n} />
              </li>
            ))}
          </ul>
          {footer ? <p className="border-t border-line px-4 py-2 text-sm">{footer}</p> : null}
        </>
      }
    >
      <Bell size={20} aria-hidden />
      {shown ? (
        <span
          data-testid={testIds.counter}
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-white px-1 text-center text-xs font-bold text-danger ring-1 ring-danger"
        >
          {shown}
        </span>
      ) : null}
    </PopoverButton>
  );
}

function BellLine({ line }: { line: NoticeBellLine }) {
  const text = (
    <>
      <span className="block">{line.message}</span>
      <span className="text-xs text-muted">{line.when}</span>
    </>
  );
  const linkClass = "block px-4 py-2 text-sm hover:bg-surface";
  if (!line.href) return <p className="px-4 py-2 text-sm">{text}</p>;
  if (line.external)
    return (
      <a href={line.href} target="_blank" rel="noreferrer" className={linkClass}>
        {text}
      </a>
    );
  return (
    <Link href={line.href} className={linkClass}>
      {text}
    </Link>
  );
}
