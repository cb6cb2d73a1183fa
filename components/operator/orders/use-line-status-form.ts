"use client";

import { useState, type FormEvent } from "react";
import { useToast } from "@/components/ui/toast";
import { ApiError, type EndpointInput } from "@/lib/api/client";
import type { Carrier } from "@/lib/domain/shop/order-status";
import type { ChangeField } from "@/lib/domain/shop/order-status-update";
import { useOrderStatusUpdate } from "./use-operator-orders";

export type StatusLine = {
  line: number;
  article: string;
  name: string;
  quantity: number;
  status: { confirmedQuantity: number | null; confirmedDate: number | null; delivered: number; cancelled: number; shipped: number };
};

export type LineStatusValues = {
  confirmedQuantity: string;
  confirmedDate: string;
  carrier: Carrier | "";
  trackingNumber: string;
  shipQuantity: string;
  delivered: string;
  cancelled: string;
};

const CHANGE_LABELS: Record<ChangeField, string> = {
  confirmedQuantity: "bestätigte Menge",
  confirmedDate: "Liefertermin",
  shipment: "Versand",
  delivered: "zugestellt",
  cancelled: "storniert",
};

const toIsoDay = (n: number | null) => (n ? `${String(n).slice(0, 4)}-${String(n).slice(4, 6)}-${String(n).slice(6, 8)}` : "");
const fromIsoDay = (s: string) => Number(s.replaceAll("-", ""));
const whole = (s: string) => (s.trim() === "" ? undefined : Number(s));

type LineUpdate = EndpointInput<"orderStatusUpdate", "POST">["lines"][number];

/** The update of one line from the form's values: the totals only when changed here. */
function lineUpdate(line: StatusLine, v: LineStatusValues): LineUpdate {
  const s = line.status;
  const { carrier, trackingNumber } = v;
  return {
    article: line.article,
    line: line.line,
    ...(whole(v.confirmedQuantity) !== undefined ? { confirmedQuantity: whole(v.confirmedQuantity) } : {}),
    ...(v.confirmedDate ? { confirmedDate: fromIsoDay(v.confirmedDate) } : {}),
    ...(carrier ? { shipment: { carrier, trackingNumber, ...(whole(v.shipQuantity) ? { quantity: whole(v.shipQuantity) } : {}) } } : {}),
    // Totals: sent only when changed here (a lower one would be ignored by the server anyway).
    ...(whole(v.delivered) !== s.delivered ? { delivered: whole(v.delivered) } : {}),
    ...(whole(v.cancelled) !== s.cancelled ? { cancelled: whole(v.cancelled) } : {}),
  };
}

/** The line status form's values, its error and the orderStatusUpdate it sends, with a new update id each time. */
export function useLineStatusForm(idfs: string, line: StatusLine, onDone: () => void) {
  const save = useOrderStatusUpdate();
  const toast = useToast();
  const s = line.status;
  const [values, setValues] = useState<LineStatusValues>({
    confirmedQuantity: s.confirmedQuantity === null ? "" : String(s.confirmedQuantity),
    confirmedDate: toIsoDay(s.confirmedDate),
    carrier: "",
    trackingNumber: "",
    shipQuantity: "",
    delivered: String(s.delivered),
    cancelled: String(s.cancelled),
  });
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof LineStatusValues>(key: K, value: LineStatusValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate(
      { idfs, updateId: `betrieb-${crypto.randomUUID()}`, lines: [lineUpdate(line, values)] },
      {
        onSuccess: (answer) => {
          const changed = answer.lines.flatMap((l) => l.changed);
          toast.show(changed.length ? `Gespeichert: ${changed.map((c) => CHANGE_LABELS[c]).join(", ")}.` : "Nichts geändert.");
          onDone();
        },
        onError: (err) =>
          setError(err instanceof ApiError ? err.message : "Der Status konnte nicht gespeichert werden. Bitte versuchen Sie es erneut."),
      },
    );
  };

  return { values, set, error, saving: save.isPending, submit };
}
