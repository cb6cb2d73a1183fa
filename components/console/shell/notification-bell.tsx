"use client";

import { useRef, useState } from "react";
import { PopoverButton } from "@/components/ui/popover-button";
import { Bell } from "lucide-react";
import { clsx } from "clsx";
import { useMarkNotificationsChecked, useNotifications } from "./use-console-data";
import { formatDate } from "@/lib/domain/platform/format";
import { notificationCounter } from "@/lib/domain/console/notification-counter";

/**
 * The bell (SPEC 4 "Notifications"): red with a counter capped at "9+" while unseen notifications exist;
 * opening the panel the first time posts storeLastNotificationsCheck and hides the counter. A failed
 * fetch is only logged (SPEC 8).
 */
export function NotificationBell({ storeSlug }: { storeSlug: string }) {
  const markChecked = useMarkNotificationsChecked(storeSlug);
  const checked = useRef(false);
  const [seen, setSeen] = useState(false);
  const { data } = useNotifications(storeSlug);
  const counter = seen ? null : notificationCounter(data?.newNotifications ?? 0);

  function onOpenChange(open: boolean) {
    if (!open || checked.current) return;
    checked.current = true;
    setSeen(true);
    void markChecked();
  }

  return (
    <PopoverButton
      onOpenChange={onOpenChange}
      label="Benachrichtigungen"
      align="end"
      sideOffset={6}
      testId="notification-panel"
      className="z-50 max-h-[70vh] w-80 overflow-auto rounded border border-line bg-white shadow-lg"
      buttonProps={{
        "data-testid": "notification-bell",
        "aria-label": counter ? `Benachrichtigungen, ${counter} neu` : "Benachrichtigungen",
        className: clsx("relative rounded-full p-2", counter ? "bg-danger text-white" : "text-ink hover:bg-surface"),
      }}
      panel={
        <>
          <p className="border-b border-line px-4 py-2 font-semibold">Benachrichtigungen</p>
          {!data?.notifications.length ? <p className="px-4 py-3 text-sm text-muted">Keine Benachrichtigungen vorhanden.</p> : null}
          <ul>
            {data?.notifications.map((n) => (
              <li key={n._id} className={clsx("border-b border-line last:border-0", n.unseen && "bg-brand-light/60")}>
                {n.notificationLead ? (
                  <a href={n.notificationLead.personalizedLink} target="_blank" rel="noreferrer" className="block px-4 py-2 text-sm hover:bg-surface">
                    <span className="block">{n.message}</span>
                    <span className="text-xs text-muted">{formatDate(n.createdAt)}</span>
                  </a>
                ) : (
                  <p className="px-4 py-2 text-sm">
                    {n.message} <span className="block text-xs text-muted">{formatDate(n.createdAt)}</span>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      }
    >
      <Bell size={20} aria-hidden />
      {counter ? (
        <span
          data-testid="notification-counter"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-white px-1 text-center text-xs font-bold text-danger ring-1 ring-danger"
        >
          {counter}
        </span>
      ) : null}
    </PopoverButton>
  );
}
