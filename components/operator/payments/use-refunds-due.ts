"use client";

import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import { ApiError, type EndpointOutput } from "@/lib/api/client";
import { formatDate } from "@/lib/domain/platform/format";
import { refundMarkDoneSchema } from "@/lib/domain/operator/refund-schema";
import { useRefundMarkDone, useRefundsDue, useRefundsExport } from "./use-refunds";

type Refund = EndpointOutput<"refundsDue", "GET">["refunds"][number];

const sum = (list: Refund[]) => list.reduce((s, r) => s + Math.round(r.amount * 100), 0) / 100;

/** The due refunds with the operator's choice, the SEPA export and the marking as transferred on a day. */
export function useRefundsDueScreen() {
  const list = useRefundsDue();
  const exporting = useRefundsExport();
  const markDone = useRefundMarkDone();
  const toast = useToast();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [date, setDate] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError(e instanceof ApiError ? e.message : "Das hat nicht geklappt. Bitte versuchen Sie es erneut.");

  const refunds = list.data?.refunds ?? [];
  const exportable = refunds.filter((r) => r.state === "due" && r.iban);
  const chosen = refunds.filter((r) => selected.has(r.id));
  const toggle = (id: string) => setSelected((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));

  const onExport = () => {
    setError(null);
    exporting.mutate(undefined, {
      onSuccess: (count) => toast.show(`SEPA-Datei mit ${count} Erstattung${count === 1 ? "" : "en"} heruntergeladen.`),
      onError: fail,
    });
  };
  const askDone = () => {
    const parsed = refundMarkDoneSchema.safeParse({ ids: [...selected], date });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    setConfirming(true);
  };
  const confirmDone = () =>
    markDone.mutate(
      { ids: [...selected], date },
      {
        onSuccess: (res) => {
          toast.show(`${res.done} Erstattung${res.done === 1 ? "" : "en"} als überwiesen am ${formatDate(date)} markiert.`);
          setSelected(new Set());
        },
        onError: fail,
      },
    );

  return {
    list,
    refunds,
    exportable: { count: exportable.length, sum: sum(exportable) },
    chosen: { count: chosen.length, sum: sum(chosen) },
    selected,
    toggle,
    date,
    setDate,
    confirming,
    setConfirming,
    error,
    exportBusy: exporting.isPending,
    markBusy: markDone.isPending,
    onExport,
    askDone,
    confirmDone,
  };
}
