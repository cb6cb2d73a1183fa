/**
 * Better Auth's answers in German (issue 45, finding 9): one table from its error codes (and the English
 * sentences it sends without a code) to what the sign-in and reset screens say. Anything not in the table
 * becomes a German sentence too, so no English text of the library reaches a person.
 */
import { WRONG_CREDENTIALS } from "./sign-in-limits";

const LINK_INVALID = "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.";
const NOT_FROM_APP = "Diese Anfrage kommt nicht von dieser Anwendung und wurde abgelehnt.";

/** Better Auth's error codes (`@better-auth/core` BASE_ERROR_CODES) the product's routes can answer, in German. */
export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: WRONG_CREDENTIALS,
  INVALID_PASSWORD: WRONG_CREDENTIALS,
  USER_NOT_FOUND: WRONG_CREDENTIALS,
  CREDENTIAL_ACCOUNT_NOT_FOUND: WRONG_CREDENTIALS,
  INVALID_USER: WRONG_CREDENTIALS,
  INVALID_EMAIL: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  PASSWORD_TOO_SHORT: "Das Passwort ist zu kurz (mindestens 8 Zeichen).",
  PASSWORD_TOO_LONG: "Das Passwort ist zu lang (höchstens 128 Zeichen).",
  INVALID_TOKEN: LINK_INVALID,
  TOKEN_EXPIRED: LINK_INVALID,
  EMAIL_NOT_VERIFIED: "Ihre E-Mail-Adresse ist noch nicht bestätigt.",
  SESSION_EXPIRED: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
  FAILED_TO_GET_SESSION: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
  FAILED_TO_CREATE_SESSION: "Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  INVALID_ORIGIN: NOT_FROM_APP,
  MISSING_OR_NULL_ORIGIN: NOT_FROM_APP,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: NOT_FROM_APP,
  INVALID_CALLBACK_URL: "Die Rücksprungadresse gehört nicht zu dieser Anwendung.",
  INVALID_REDIRECT_URL: "Die Rücksprungadresse gehört nicht zu dieser Anwendung.",
  INVALID_ERROR_CALLBACK_URL: "Die Rücksprungadresse gehört nicht zu dieser Anwendung.",
  INVALID_NEW_USER_CALLBACK_URL: "Die Rücksprungadresse gehört nicht zu dieser Anwendung.",
  VALIDATION_ERROR: "Bitte prüfen Sie Ihre Eingaben.",
  MISSING_FIELD: "Bitte füllen Sie alle Pflichtfelder aus.",
  BODY_MUST_BE_AN_OBJECT: "Die Anfrage ist ungültig.",
  FIELD_NOT_ALLOWED: "Die Anfrage ist ungültig.",
  NOT_FOUND: "Diese Adresse gibt es nicht.",
};

/** English sentences Better Auth sends without a code (or in a success answer). */
const AUTH_SENTENCES: Record<string, string> = {
  "If this email exists in our system, check your email for the reset link":
    "Wenn es zu dieser E-Mail-Adresse ein Konto gibt, haben wir einen Link zum Zurücksetzen gesendet.",
  "Too many requests. Please try again later.": "Zu viele Anfragen. Bitte versuchen Sie es später erneut.",
};

/** What a failed answer says when nothing above knows its code. */
export const AUTH_FALLBACK_MESSAGE = "Die Anfrage konnte nicht bearbeitet werden. Bitte versuchen Sie es erneut.";

/**
 * The German text of an answer of /api/auth: by its code, else by its English sentence; a failed answer
 * (status 400 or above) whose text is neither gets the fallback, unless it is German already (the
 * product's own hooks throw German messages); a success answer keeps an unknown text.
 */
export function germanAuthMessage(answer: { status: number; code?: string; message?: string }): string | undefined {
  const byCode = answer.code ? AUTH_ERROR_MESSAGES[answer.code] : undefined;
  if (byCode) return byCode;
  const bySentence = answer.message ? AUTH_SENTENCES[answer.message.trim()] : undefined;
  if (bySentence) return bySentence;
  if (answer.status < 400) return answer.message;
  return answer.message && isGerman(answer.message) ? answer.message : AUTH_FALLBACK_MESSAGE;
}

/** The product's own texts: German umlauts or ß, or the product's German words; the library's are English. */
function isGerman(text: string): boolean {
  return /[äöüÄÖÜß]|\b(Bitte|Sie|Ihr|nicht|oder|ist|Anfrage|Adresse|Passwort|Zu viele)\b/.test(text);
}

/** In development, the loopback twins of a loopback APP_URL (localhost ↔ 127.0.0.1 ↔ [::1], same scheme and port). */
export function loopbackOrigins(appUrl: string, production: boolean): string[] {
  if (production) return [];
  const url = new URL(appUrl);
  if (!["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) return [];
  return ["localhost", "127.0.0.1", "[::1]"].map((host) => {
    const twin = new URL(url.origin);
    twin.hostname = host;
    return twin.origin;
  });
}
