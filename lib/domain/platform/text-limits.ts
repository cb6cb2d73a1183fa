/**
 * Length limits of free text (every string an endpoint accepts has one, see the registry walk in
 * tests/integration/platform/endpoint-registry.test.ts). Generous for people, small enough that no single
 * field can grow a page, a row or a chat message without end.
 */
export const TEXT_LIMITS = {
  /** First, last, company and list names. */
  name: 200,
  /** Phone numbers with spaces, slashes and an extension. */
  phone: 50,
  /** RFC 5321: a path holds at most 254 characters. */
  email: 254,
  /** Record ids (uuid, Salesforce ids, idempotency keys). */
  id: 100,
  /** Comments and other running text. */
  comment: 2000,
  /** Date or date-time texts (ISO 8601). */
  date: 40,
} as const;

/** The German message of a text over its limit. */
export function tooLongMessage(max: number): string {
  return `Der Text darf höchstens ${max} Zeichen lang sein.`;
}

/**
 * The largest whole number a PostgreSQL integer column (int4) holds: product ids, versions, counts.
 * Every whole number an endpoint accepts stays within it, so none fails in the database as a 500
 * (issue 30: product ids and versions of 2^31 did).
 */
export const INT4_MAX = 2_147_483_647;
