/**
 * The one rule for text files people save from spreadsheets (quick order's upload and the catalog's CSV
 * import): UTF-8 (with or without byte-order mark) when the bytes are valid UTF-8, otherwise
 * Windows-1252, which German Excel writes as "CSV (Trennzeichen-getrennt)" ("Spüle" as 0xFC).
 */
export type TextEncodingName = "utf-8" | "utf-8-bom" | "windows-1252";

const BOM = [0xef, 0xbb, 0xbf];
const hasBom = (bytes: Uint8Array) => BOM.every((b, i) => bytes[i] === b);

/** Decodes a whole file by the rule, and names the encoding it used. */
export function decodeSpreadsheetText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { text, encoding: hasBom(bytes) ? "utf-8-bom" : "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252" };
  }
}

/** The same rule over a file read in chunks (never held whole): answers the encoding to read it with. */
export async function detectSpreadsheetEncoding(chunks: AsyncIterable<Uint8Array>): Promise<TextEncodingName> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let first: Uint8Array | null = null;
  try {
    for await (const chunk of chunks) {
      first ??= chunk;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
  } catch {
    return "windows-1252";
  }
  return first && hasBom(first) ? "utf-8-bom" : "utf-8";
}
