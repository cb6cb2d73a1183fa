"use client";

import { NoticeBell } from "@/components/ui/notice-bell";
import { useMarkNotificationsChecked, useNotifications } from "./use-console-data";
import { formatDate } from "@/lib/domain/platform/format";
import { bellCounter } from "@/lib/domain/platform/bell-counter";

/**
 * The studio's bell (SPEC 4 "Notifications"): red with a counter capped at "9+" while unseen notifications
 * exist; opening the panel the first time posts storeLastNotificationsCheck and hides the counter. A lead's
 * notification opens its personalized link in a new tab. A failed fetch is only logged (SPEC 8).
 */
export function NotificationBell({ storeSlug }: { storeSlug: string }) {
  const markChecked = useMarkNotificationsChecked(storeSlug);
  const { data } = useNotifications(storeSlug);
  return (
    <NoticeBell
      counter={bellCounter(data?.newNotifications ?? 0)}
      lines={data?.notifications.map((n) => ({
        key: n._id,
        message: n.message,
        when: formatDate(n.createdAt),
        unseen: n.unseen,
        href: n.notificationLead?.personalizedLink,
        external: true,
      }))}
      onFirstOpen={() => void markChecked()}
      testIds={{ button: "notification-bell", panel: "notification-panel", counter: "notification-counter" }}
    />
  );
}
