// Just enough of a MIME reader (RFC 2045-2047) to check what an SMTP client really put on the wire:
// headers with encoded words, multipart bodies, quoted-printable and base64 parts, charsets.

export type MimePart = { headers: Record<string, string>; body: Buffer; parts: MimePart[] };

function decodeQ(text: string, underscoreIsSpace: boolean): Buffer {
  const bytes: number[] = [];
  const s = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === "=" && /^[0-9A-F]{2}$/i.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (ch === "_" && underscoreIsSpace) bytes.push(0x20);
    else bytes.push(...Buffer.from(ch, "latin1"));
  }
  return Buffer.from(bytes);
}

/** Decodes `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words; whitespace between two encoded words is dropped. */
export function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, charset: string, enc: string, text: string) => {
    const buf = enc.toUpperCase() === "B" ? Buffer.from(text, "base64") : decodeQ(text, true);
    return new TextDecoder(charset).decode(buf);
  });
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

export function param(header: string | undefined, name: string): string | undefined {
  const m = new RegExp(`${name}\\*?=("([^"]*)"|[^;\\s]+)`, "i").exec(header ?? "");
  return m ? (m[2] ?? m[1]) : undefined;
}

export function parseMime(raw: Buffer | string): MimePart {
  const text = Buffer.isBuffer(raw) ? raw.toString("latin1") : raw;
  const split = text.search(/\r?\n\r?\n/);
  const headerBlock = split < 0 ? text : text.slice(0, split);
  const rawBody = split < 0 ? "" : text.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = parseHeaders(headerBlock);
  const type = headers["content-type"] ?? "text/plain";
  const boundary = param(type, "boundary");
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const chunks = rawBody.split(`--${boundary}`).slice(1);
    const parts = chunks.filter((c) => !c.startsWith("--")).map((c) => parseMime(c.replace(/^\r?\n/, "").replace(/\r?\n$/, "")));
    return { headers, body: Buffer.alloc(0), parts };
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const body =
    encoding === "base64"
      ? Buffer.from(rawBody.replace(/\s+/g, ""), "base64")
      : encoding === "quoted-printable"
        ? decodeQ(rawBody, false)
        : Buffer.from(rawBody, "latin1");
  return { headers, body, parts: [] };
}

/** Every leaf part, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}

export function textOf(part: MimePart): string {
  return new TextDecoder(param(part.headers["content-type"], "charset") ?? "utf-8").decode(part.body);
}
