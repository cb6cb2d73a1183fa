import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { NOT_FOUND_TITLE } from "@/lib/domain/platform/page-titles";
import { REQUEST_PATH_HEADER, safeReturnPath } from "@/lib/domain/platform/safe-redirect";
import { OPERATOR_HOME, type OperatorCaller } from "@/lib/domain/operator/operator";
import { currentSession } from "@/lib/server/platform/viewer";
import { operatorOfPerson } from "./operators";

/**
 * For pages under /betrieb: signed out goes to the login (and back here after it); a studio's member,
 * of any role, and anybody else who is not one of the operator's people see the 404 page (DECISIONS.md
 * "The operator": studios never see /betrieb).
 */
export const pageOperator = cache(async (): Promise<Extract<OperatorCaller, { kind: "session" }>> => {
  const { viewer, person } = await currentSession();
  if (!person) {
    const requested = safeReturnPath((await headers()).get(REQUEST_PATH_HEADER));
    const back = requested && (requested === OPERATOR_HOME || requested.startsWith(`${OPERATOR_HOME}/`)) ? requested : OPERATOR_HOME;
    redirect(`/login?next=${encodeURIComponent(back)}`);
  }
  if (viewer) notFound();
  const operator = await operatorOfPerson(person);
  if (!operator) notFound();
  return operator;
});

/**
 * The metadata of a /betrieb page: its own title for the operator's people only. Anybody else gets the
 * 404 page from the layout (pageOperator), and its title must be the 404 page's too, or the tab would
 * tell a studio that an operator page lives there (issue 45, finding 9).
 */
export function operatorPageMetadata(title: string): () => Promise<Metadata> {
  return async () => {
    const { viewer, person } = await currentSession();
    const operator = person && !viewer ? await operatorOfPerson(person) : null;
    return { title: operator ? title : NOT_FOUND_TITLE };
  };
}
