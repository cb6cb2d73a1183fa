"use client";

import { useRef, useState } from "react";
import Link from "next/link";
import { Bell } from "lucide-react";
import { clsx } from "clsx";
import { PopoverButton } from "@/components/ui/popover-button";
import { formatDate } from "@/lib/domain/platform/format";
import { bellCounter } from "@/lib/domain/operator/notifications";
import { useMarkOperatorBellRead, useOperatorBell } from "./use-operator-notifications";

/**
 * The bell of /betrieb (docs/operator-notifications.md): red with a counter ("9+" at most) while lines
 * are new; opening it marks them seen. Each line links to the page of /betrieb it is about.
 */
export function OperatorBell() {
  const markRead = useMarkOperatorBellRead();
  const read = useRef(false);
  const [seen, setSeen] = useState(false);
  const { data } = useOperatorBell();
  const counter = seen ? null : bellCounter(data?.unseen ?? 0);

  function onOpenChange(open: boolean) {
    if (!open || read.current) return;
    read.current = true;
    setSeen(true);
    void markRead();
  }

  return (
    <PopoverButton
      onOpenChange={onOpenChange}
      label="Benachrichtigungen"
      align="end"
      sideOffset={6}
      testId="operator-notification-panel"
      className="z-50 max-h-[70vh] w-80 overflow-auto rounded border border-line bg-white text-ink shadow-lg"
      buttonProps={{
        "data-testid": "operator-bell",
        "aria-label": counter ? `Benachrichtigungen, ${counter} neu` : "Benachrichtigungen",
        className: clsx("relative rounded-full p-2", counter ? "bg-danger text-white" : "hover:bg-surface"),
      }}
      panel={
        <>
          <p className="border-b border-line px-4 py-2 font-semibold">Benachrichtigungen</p>
          {!data?.notifications.length ? <p className="px-4 py-3 text-sm text-muted">Keine Benachrichtigungen vorhanden.</p> : null}
          <ul>
            {data?.notifications.map((n) => (
              <li key={n.id} className={clsx("border-b border-line last:border-0", n.unseen && "bg-brand-light/60")}>
                <Link href={n.link} className="block px-4 py-2 text-sm hover:bg-surface">
                  <span className="block">{n.message}</span>
                  <span className="text-xs text-muted">{formatDate(n.createdAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="border-t border-line px-4 py-2 text-sm">
            <Link href="/betrieb/benachrichtigungen" className="text-brand underline underline-offset-2 hover:no-underline">
              Einstellungen
            </Link>
          </p>
        </>
      }
    >
      <Bell size={20} aria-hidden />
      {counter ? (
        <span
          data-testid="operator-bell-counter"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-white px-1 text-center text-xs font-bold text-danger ring-1 ring-danger"
        >
          {counter}
        </span>
      ) : null}
    </PopoverButton>
  );
}
