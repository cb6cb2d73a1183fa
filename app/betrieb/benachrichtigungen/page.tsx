import { operatorPageMetadata } from "@/lib/server/operator/page";
import { NoticeSettings } from "@/components/operator/notifications/notice-settings";

export const generateMetadata = operatorPageMetadata("Betrieb – Benachrichtigungen");

export default function OperatorNotificationsPage() {
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">Benachrichtigungen</h1>
      <NoticeSettings />
    </section>
  );
}
