import "server-only";

// One error model for every endpoint (DECISIONS.md "URLs"): a code, its HTTP status, a German message.
// Operations throw it (lib/server); the endpoint layer (lib/api/serve.ts) answers with it.
export const ERROR_STATUS = {
  bad_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  rule: 422,
  throttled: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ErrorBody = { error: { code: ErrorCode; message: string; field?: string; requestId?: string } };

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } };
  }
}

export const forbidden = () => new AppError("forbidden", "Sie haben keinen Zugriff auf dieses Studio.");
export const notFound = (what = "Der Eintrag") => new AppError("not_found", `${what} wurde nicht gefunden.`);
