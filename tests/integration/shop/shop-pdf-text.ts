import zlib from "node:zlib";

/** The objects of a PDF written by pdfkit (plain "N 0 obj" objects, no object streams): dictionary text and inflated stream. */
export function pdfObjects(pdf: Buffer): Map<number, { dict: string; stream: Buffer | null }> {
  const raw = pdf.toString("latin1");
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  const re = /(\d+) 0 obj\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endobj", start);
    if (end < 0) break;
    const body = raw.slice(start, end);
    const s = body.search(/stream\r?\n/);
    let stream: Buffer | null = null;
    let dict = body;
    if (s >= 0 && body.slice(0, s).includes(">>")) {
      dict = body.slice(0, s);
      const dataStart = start + s + (body[s + 6] === "\r" ? 8 : 7);
      const dataEnd = raw.indexOf("endstream", dataStart);
      const bytes = pdf.subarray(dataStart, dataEnd);
      try {
        stream = dict.includes("/FlateDecode") ? zlib.inflateSync(bytes) : bytes;
      } catch {
        stream = bytes;
      }
    }
    objects.set(Number(m[1]), { dict, stream });
    re.lastIndex = end;
  }
  return objects;
}

/** Code -> text of a ToUnicode CMap as pdfkit writes it (bfrange with arrays, UTF-16BE). */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    let code = parseInt(range[1], 16);
    for (const entry of range[3].matchAll(/<([0-9a-fA-F ]*)>/g)) {
      const units = entry[1]
        .split(" ")
        .filter(Boolean)
        .map((h) => parseInt(h, 16));
      map.set(code++, String.fromCharCode(...units));
    }
  }
  return map;
}

/**
 * The visible text of a PDF made by pdfkit: inflates every content stream and decodes the hex strings
 * of the TJ/Tj operators, with the font's ToUnicode map for embedded fonts (two bytes per glyph) and
 * WinAnsi for the standard fonts. Enough to check what an invoice says.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  // Font resource name (F1, F2 …, unique per pdfkit document) -> ToUnicode map.
  const cmaps = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const ref of dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(ref[2]));
      const toUnicode = font?.dict.match(/\/ToUnicode (\d+) 0 R/);
      const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : null;
      if (cmap) cmaps.set(ref[1], parseToUnicode(cmap.toString("latin1")));
    }
  }
  const out: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream) continue;
    const content = stream.toString("latin1");
    if (!/T[Jj]/.test(content)) continue;
    const lines: string[] = [];
    let font: Map<number, string> | undefined;
    for (const op of content.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (op[1] !== undefined) {
        font = cmaps.get(op[1]);
        continue;
      }
      const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [op[3]];
      const decode = (h: string) =>
        font ? (h.match(/.{4}/g) ?? []).map((code) => font!.get(parseInt(code, 16)) ?? "").join("") : Buffer.from(h, "hex").toString("latin1");
      lines.push(hexes.map(decode).join(""));
    }
    out.push(lines.join("\n"));
  }
  // WinAnsi 0x80 is the euro sign; latin1 decoding shows it as U+0080.
  return out.join("\n").replace(/\u0080/g, "€");
}

/** The embedded files of a PDF by name, with the AFRelationship of each (PDF/A-3 associated files). */
export function pdfEmbeddedFiles(pdf: Buffer): Map<string, { content: Buffer; relationship: string | null; subtype: string | null }> {
  const objects = pdfObjects(pdf);
  const files = new Map<string, { content: Buffer; relationship: string | null; subtype: string | null }>();
  for (const { dict } of objects.values()) {
    if (!/\/Type \/Filespec/.test(dict)) continue;
    const name = dict.match(/\/UF \(([^)]*)\)/)?.[1] ?? dict.match(/\/F \(([^)]*)\)/)?.[1];
    const ef = dict.match(/\/EF <<\s*\/F (\d+) 0 R/);
    const file = ef ? objects.get(Number(ef[1])) : undefined;
    if (!name || !file?.stream) continue;
    files.set(name, {
      content: file.stream,
      relationship: dict.match(/\/AFRelationship \/(\w+)/)?.[1] ?? null,
      subtype: file.dict.match(/\/Subtype \/([^\s/>]+)/)?.[1] ?? null,
    });
  }
  return files;
}

/** The XMP metadata packet of a PDF (uncompressed by pdfkit). */
export function pdfXmp(pdf: Buffer): string {
  for (const { dict, stream } of pdfObjects(pdf).values()) {
    if (/\/Type \/Metadata/.test(dict) && stream) return stream.toString("utf8");
  }
  return "";
}
