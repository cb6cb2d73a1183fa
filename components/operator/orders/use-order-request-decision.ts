"use client";

import { useState } from "react";
import { ApiError } from "@/lib/api/client";
import { useDecideOrderRequest } from "./use-order-requests";

/** Accepting or refusing one request: the message to the studio, the choice awaiting confirmation, the error. */
export function useOrderRequestDecision(requestId: string) {
  const decide = useDecideOrderRequest();
  const [message, setMessage] = useState("");
  const [confirm, setConfirm] = useState<"accept" | "refuse" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ask = (choice: "accept" | "refuse") => {
    setError(null);
    if (choice === "refuse" && !message.trim()) return setError("Bitte schreiben Sie dem Studio, warum Sie ablehnen.");
    setConfirm(choice);
  };
  const send = () => {
    const accept = confirm === "accept";
    decide.mutate(
      { requestId, accept, message: message.trim() },
      { onError: (e) => setError(e instanceof ApiError ? e.message : "Die Entscheidung konnte nicht gespeichert werden.") },
    );
  };
  return { message, setMessage, confirm, setConfirm, error, busy: decide.isPending, ask, send };
}
