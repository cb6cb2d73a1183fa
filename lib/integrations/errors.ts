// Shared by the real adapters: every failure names its service, so the queue's log line says who
// failed and why ("[jobs] Auftrag fehlgeschlagen … job=mail reason=SMTP: connect ECONNREFUSED …").

export type Service = "SMTP" | "Slack" | "S3" | "Salesforce";

/** The message of an error, plus the network code of its cause ("fetch failed (ECONNREFUSED)"). */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; cause?: { code?: string } } | undefined;
  const code = cause?.code ?? cause?.cause?.code;
  const message = error.message || error.name;
  return code && !message.includes(code) ? `${message} (${code})` : message;
}

/** Wraps any error as `Service: reason`, keeping the original as `cause`. */
export function serviceError(service: Service, error: unknown): Error {
  if (error instanceof Error && error.message.startsWith(`${service}: `)) return error;
  return new Error(`${service}: ${reasonOf(error)}`, { cause: error });
}

/** Rejects after `ms` so a peer that accepts but never answers cannot hold a delivery forever. */
export async function withTimeout<T>(service: Service, ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${service}: keine Antwort nach ${Math.round(ms / 100) / 10} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } catch (error) {
    throw serviceError(service, error);
  } finally {
    clearTimeout(timer);
  }
}

/** A configured service with an incomplete configuration: raised at first use, naming the variable. */
export function missingSetting(present: string, missing: string): Error {
  return new Error(`${present} ist gesetzt, aber ${missing} fehlt`);
}
