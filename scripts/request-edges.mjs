// Requests that Next.js itself answers with a 500 (issue 30 finding 5), refused by scripts/serve.mjs
// before Next sees them, in the app's error shape with a German message:
// - TRACE: no route takes it (405);
// - a path segment whose percent-encoding is no UTF-8 ("%ff", "%c0%af"): Next fails decoding the
//   dynamic segment (400);
// - a Server Action (the sign-in forms, app/login/actions.ts) from another origin (403) or with a body
//   over its limit (413), or without a declared length (411): Next throws for both, after reading.

/** Server Actions' body limit, shared with next.config.ts (`serverActions.bodySizeLimit`). */
export const SERVER_ACTION_BODY_LIMIT = 16 * 1024;

// TRACK is refused by Node's HTTP parser already; CONNECT never reaches the request handler.
const REFUSED_METHODS = new Set(["TRACE"]);

/** Whether every segment of the path decodes as UTF-8. */
function decodablePath(path) {
  try {
    for (const segment of path.split("/")) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

function hostOf(url) {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

const PAGE = (title, text) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p><p><a href="/">Zur Startseite</a></p></body></html>`;

function answer(res, status, code, message, requestId, { html = false, headers = {} } = {}) {
  const common = {
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    ...headers,
  };
  if (html) {
    res.writeHead(status, { ...common, "content-type": "text/html; charset=utf-8" });
    res.end(PAGE("Ungültige Adresse", message));
  } else {
    res.writeHead(status, { ...common, "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify({ error: { code, message, requestId } }));
  }
  // The body, if any, is not read: the connection closes after the answer.
  res.shouldKeepAlive = false;
  return true;
}

/**
 * Answers a request Next.js would fail on and returns true; returns false for every other request.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} requestId
 */
export function refuseEdgeRequest(req, res, requestId) {
  const method = (req.method ?? "GET").toUpperCase();
  if (REFUSED_METHODS.has(method)) {
    return answer(res, 405, "method_not_allowed", "Diese Anfrageart wird nicht unterstützt.", requestId, { headers: { allow: "GET, HEAD, POST" } });
  }
  const path = (req.url ?? "/").split("?")[0];
  if (!decodablePath(path)) {
    return answer(res, 400, "bad_input", "Die Adresse enthält ungültige Zeichen. Bitte prüfen Sie den Link.", requestId, {
      html: !path.startsWith("/api/"),
    });
  }
  if (method === "POST" && req.headers["next-action"] !== undefined) {
    const origin = req.headers.origin;
    const host = req.headers["x-forwarded-host"] ?? req.headers.host;
    if (origin !== undefined && hostOf(origin) !== host) {
      return answer(res, 403, "forbidden", "Diese Anfrage kommt nicht von dieser Anwendung und wurde abgelehnt.", requestId);
    }
    const length = req.headers["content-length"];
    if (length === undefined)
      return answer(res, 411, "length_required", "Bitte senden Sie das Formular mit seiner Länge (Content-Length).", requestId);
    if (Number(length) > SERVER_ACTION_BODY_LIMIT) {
      return answer(res, 413, "too_large", `Die Anfrage ist zu groß (höchstens ${SERVER_ACTION_BODY_LIMIT / 1024} kB).`, requestId);
    }
  }
  return false;
}
