"use client";

import { useState } from "react";
import { ApiError } from "@/lib/api/client";
import { DECLINE_MESSAGES, type DeclineReason } from "@/lib/domain/console/decline";
import { declineReasonText } from "@/lib/domain/console/decline-state";
import { useDeclineLead, type DeclineTarget } from "./use-decline";
import { useRecentDeclines } from "./decline-undo";

/** The decline dialog's answers (reason, text, contacted), their check, and the decline with its undo entry. */
export function useDeclineForm(storeSlug: string, target: DeclineTarget, label: string, onDeclined: () => void) {
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [text, setText] = useState("");
  const [contacted, setContacted] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const decline = useDeclineLead(storeSlug, target);
  const recent = useRecentDeclines();

  const reset = () => {
    setReason(null);
    setText("");
    setContacted(null);
    setProblem(null);
  };

  const submit = () => {
    if (!reason) return setProblem(DECLINE_MESSAGES.reason);
    if (reason === "other" && !text.trim()) return setProblem(DECLINE_MESSAGES.text);
    if (contacted === null) return setProblem(DECLINE_MESSAGES.contacted);
    setProblem(null);
    decline.mutate(
      { reason, text: reason === "other" ? text : undefined, contacted },
      {
        onSuccess: (done) => {
          onDeclined();
          recent?.add({ target, label, reasonText: declineReasonText(reason, text), undoUntil: done.undoUntil });
        },
        onError: (e) => setProblem(e instanceof ApiError ? e.message : "Die Absage konnte nicht gespeichert werden. Bitte versuchen Sie es erneut."),
      },
    );
  };

  return { reason, setReason, text, setText, contacted, setContacted, problem, pending: decline.isPending, reset, submit };
}

export type DeclineFormState = ReturnType<typeof useDeclineForm>;
