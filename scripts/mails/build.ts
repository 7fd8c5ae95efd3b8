import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { GENERATED_FILE, generatedModule, LAYOUT_FILE, layoutHtml } from "./compile.ts";

// `npm run mails`: compiles the mails' MJML into worker/services/mail/templates.gen.ts and draws the mail logo
// (a PNG: mail programs block SVG) from the shop's SVG logo, at twice the 265 × 60 px it is shown at.

writeFileSync(GENERATED_FILE, await generatedModule());
console.log(`wrote ${GENERATED_FILE}`);
writeFileSync(LAYOUT_FILE, await layoutHtml());
console.log(`wrote ${LAYOUT_FILE}`);

const svg = readFileSync(fileURLToPath(new URL("../../web/public/images/misc/logo.svg", import.meta.url)));
const png = fileURLToPath(new URL("../../web/public/images/misc/logo-mail.png", import.meta.url));
await sharp(svg, { density: 144 })
  .resize({ width: 530 })
  .flatten({ background: "#ffffff" })
  .png({ compressionLevel: 9, palette: true })
  .toFile(png);
console.log(`wrote ${png}`);
