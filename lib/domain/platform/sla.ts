/**
 * Whether a studio answered a request in time: the same rule as the responsiveness badge (SPEC 9,
 * badge.ts): a reply after the response timer ran out is late, and the share is 100 minus the rounded
 * percentage of late replies. A request still within its timer is not counted yet.
 */
import { badgeRating } from "./badge";

export type ReplyOutcome = "onTime" | "late" | "open";

/**
 * `answeredAt`: when the studio answered with a planning or declined; `deadline`: the response timer
 * (Response_Timeout__c). No deadline means no timer ran, so any answer is in time.
 */
export function replyOutcome(input: {
  deadline: Date | string | null | undefined;
  answeredAt: Date | string | null | undefined;
  now: Date;
}): ReplyOutcome {
  const deadline = input.deadline ? new Date(input.deadline).getTime() : null;
  const answered = input.answeredAt ? new Date(input.answeredAt).getTime() : null;
  if (answered !== null) return deadline === null || answered <= deadline ? "onTime" : "late";
  if (deadline !== null && deadline < input.now.getTime()) return "late";
  return "open";
}

/** Share answered in time, in percent (badge rule); 100 without any counted request. */
export function onTimeShare(onTime: number, late: number): number {
  return badgeRating({ counts: { onTimeReplyCount: onTime, timeoutReplyCount: late, onTimeUploadCount: 0, timeoutUploadCount: 0 } });
}
