/**
 * A declined request ("Kein Interesse") as every screen and the API tell it (docs/console.md "Declines"):
 * its state reads "Abgelehnt" with the reason, and the studio may take the decline back for ten
 * minutes ("Rückgängig"). Zod-free, so the console's screens use it without the schema.
 */
import { DECLINE_REASON_LABELS, type DeclineReason } from "./decline-reasons";
import { proposalStatusLabel, type ProposalStatus } from "./proposal-status";

/** How long a decline may be taken back. */
export const DECLINE_UNDO_MINUTES = 10;
const UNDO_MS = DECLINE_UNDO_MINUTES * 60_000;

/** Until when this decline may be taken back. */
export function declineUndoUntil(declinedAt: Date | string): Date {
  return new Date(new Date(declinedAt).getTime() + UNDO_MS);
}

/** Whether it may still be taken back at `now` (the server decides; screens hide the button after). */
export function mayUndoDecline(declinedAt: Date | string, now: Date): boolean {
  return now.getTime() < declineUndoUntil(declinedAt).getTime();
}

/** The reason in words: "Zu weit entfernt", or "Sonstiges: <text>" for an own reason. */
export function declineReasonText(reason: string, text: string | null | undefined): string {
  const label = DECLINE_REASON_LABELS[reason as DeclineReason] ?? reason;
  return reason === "other" && text?.trim() ? `${label}: ${text.trim()}` : label;
}

/** The state of a declined request: "Abgelehnt – Zu weit entfernt". */
export function declinedStateText(reason: string, text: string | null | undefined): string {
  return `Abgelehnt – ${declineReasonText(reason, text)}`;
}

/** The refusal when the ten minutes have passed. */
export const UNDO_TOO_LATE = `Die Absage liegt mehr als ${DECLINE_UNDO_MINUTES} Minuten zurück und kann nicht mehr rückgängig gemacht werden.`;
/** The refusal when there is no decline of this studio to take back. */
export const UNDO_NOTHING = "Diese Anfrage wurde von Ihrem Studio nicht abgelehnt.";

/** A proposal's state as the console shows it: a declined one with its reason, the others by their label. */
export function proposalStateText(status: ProposalStatus, decline?: { reason: string; text: string | null } | null): string {
  return status === "declined" && decline ? declinedStateText(decline.reason, decline.text) : proposalStatusLabel(status);
}
