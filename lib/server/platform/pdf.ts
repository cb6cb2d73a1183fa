import "server-only";
import path from "node:path";
import PDFDocument from "pdfkit";

const FONT_DIR = path.join(process.cwd(), "node_modules", "geist", "dist", "fonts", "geist-sans");

/**
 * A German A4 PDF with 50 pt margins and the app's fonts, "Regular" and "Bold" (Geist, SIL Open Font
 * License, from the installed geist package; embedded, as PDF/A requires): the frame of the invoices and
 * credit notes (lib/server/shop/invoice.ts) and of the privacy export (lib/server/operator/privacy-export.ts).
 * `options` adds to or overrides that. The caller writes the pages and calls `doc.end()`; `done` is the file.
 */
export function startPdf(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: "A4", margin: 50, lang: "de-DE", ...options });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("Regular", path.join(FONT_DIR, "Geist-Regular.ttf"));
  doc.registerFont("Bold", path.join(FONT_DIR, "Geist-Bold.ttf"));
  return { doc, done };
}
