import zlib from "node:zlib";

/**
 * The visible text of a PDF made by pdfkit with its standard fonts: inflates every content stream and
 * decodes the hex strings of the TJ/Tj operators (WinAnsi). Enough to check what an invoice says.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = zlib.inflateSync(bytes).toString("latin1");
    } catch {
      content = bytes.toString("latin1");
    }
    const lines: string[] = [];
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [op[2]];
      lines.push(hexes.map((h) => Buffer.from(h, "hex").toString("latin1")).join(""));
    }
    out.push(lines.join("\n"));
    re.lastIndex = end;
  }
  // WinAnsi 0x80 is the euro sign; latin1 decoding shows it as U+0080.
  return out.join("\n").replace(/\u0080/g, "€");
}
