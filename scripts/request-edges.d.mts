import type { IncomingMessage, ServerResponse } from "node:http";

/** Server Actions' body limit in bytes, shared by next.config.ts and scripts/serve.mjs. */
export const SERVER_ACTION_BODY_LIMIT: number;
/** Answers a request Next.js would fail on (see request-edges.mjs) and returns true; false otherwise. */
export function refuseEdgeRequest(req: IncomingMessage, res: ServerResponse, requestId: string): boolean;
