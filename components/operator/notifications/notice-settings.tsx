"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import { NOTICE_KINDS, NOTICE_KIND_LABELS, type NoticeKind, type NoticeSettingsInput } from "@/lib/domain/operator/notifications";
import { useOperatorNoticeSettings, useSaveOperatorNoticeSettings } from "./use-operator-notifications";

/** Benachrichtigungen: per kind whether the signed-in person hears of it by mail and in the bell. */
export function NoticeSettings() {
  const { data, isPending, isError } = useOperatorNoticeSettings();
  if (isError) return <p role="alert">Die Einstellungen konnten nicht geladen werden. Bitte laden Sie die Seite neu.</p>;
  if (isPending) return <Spinner label="Einstellungen werden geladen …" />;
  return <NoticeSettingsForm initial={data} />;
}

function NoticeSettingsForm({ initial }: { initial: NoticeSettingsInput }) {
  const save = useSaveOperatorNoticeSettings();
  const toast = useToast();
  const [values, setValues] = useState<NoticeSettingsInput>(initial);
  const [error, setError] = useState<string | null>(null);

  const toggle = (channel: "mail" | "bell", kind: NoticeKind) =>
    setValues((v) => ({ ...v, [channel]: { ...v[channel], [kind]: !v[channel][kind] } }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(values, {
      onSuccess: () => toast.show("Ihre Einstellungen sind gespeichert."),
      onError: (e) => setError(e instanceof ApiError ? e.message : "Die Einstellungen konnten nicht gespeichert werden."),
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="notice-settings-title">
      <table className="w-full text-sm">
        <caption id="notice-settings-title" className="mb-2 text-left text-muted">
          Was Sie erfahren, wenn etwas Ihre Entscheidung braucht. Die Einstellung gilt nur für Sie.
        </caption>
        <thead>
          <tr className="border-b border-line text-left">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Anlass
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              E-Mail
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Glocke
            </th>
          </tr>
        </thead>
        <tbody>
          {NOTICE_KINDS.map((kind) => (
            <tr key={kind} className="border-b border-line">
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                {NOTICE_KIND_LABELS[kind]}
              </th>
              {(["mail", "bell"] as const).map((channel) => (
                <td key={channel} className="px-4 py-2">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={values[channel][kind]}
                    onChange={() => toggle(channel, kind)}
                    aria-label={`${NOTICE_KIND_LABELS[kind]}: ${channel === "mail" ? "per E-Mail" : "in der Glocke"}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={save.isPending}>
          Speichern
        </Button>
      </div>
    </form>
  );
}
