"use client";

import Link from "next/link";
import { NoticeBell } from "@/components/ui/notice-bell";
import { formatDate } from "@/lib/domain/platform/format";
import { bellCounter } from "@/lib/domain/platform/bell-counter";
import { useMarkOperatorBellRead, useOperatorBell } from "./use-operator-notifications";

/**
 * The bell of /betrieb (docs/operator-notifications.md): red with a counter ("9+" at most) while lines
 * are new; opening it marks them seen. Each line links to the page of /betrieb it is about.
 */
export function OperatorBell() {
  const markRead = useMarkOperatorBellRead();
  const { data } = useOperatorBell();
  return (
    <NoticeBell
      counter={bellCounter(data?.unseen ?? 0)}
      lines={data?.notifications.map((n) => ({ key: n.id, message: n.message, when: formatDate(n.createdAt), unseen: n.unseen, href: n.link }))}
      onFirstOpen={() => void markRead()}
      testIds={{ button: "operator-bell", panel: "operator-notification-panel", counter: "operator-bell-counter" }}
      footer={
        <Link href="/betrieb/benachrichtigungen" className="text-brand underline underline-offset-2 hover:no-underline">
          Einstellungen
        </Link>
      }
    />
  );
}
