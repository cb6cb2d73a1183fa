// Draws the app icons from one SVG (brand green, a white "K" over an orange worktop line) into the files
// Next.js serves by convention: app/icon.svg, app/icon.png (192 px), app/apple-icon.png (180 px) and
// app/favicon.ico (16, 32 and 48 px PNGs in one ICO). Run `node scripts/make-icons.mjs` after changing it.
import fs from "node:fs";
import sharp from "sharp";

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#0f5b4f"/>
  <path fill="#fff" d="M17 12h8v15.5L38.5 12H48L34 28l15 19h-9.8L25 29.2V47h-8z"/>
  <rect x="12" y="51" width="40" height="5" rx="2.5" fill="#f0a060"/>
</svg>
`;

const png = (size) =>
  sharp(Buffer.from(SVG), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An ICO holding PNG images (supported by every current browser and Windows since Vista). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2);
    e.writeUInt8(0, 3);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

fs.writeFileSync("app/icon.svg", SVG);
fs.writeFileSync("app/icon.png", await png(192));
fs.writeFileSync("app/apple-icon.png", await png(180));
fs.writeFileSync("app/favicon.ico", ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })))));
console.log("app/icon.svg, app/icon.png, app/apple-icon.png, app/favicon.ico");
