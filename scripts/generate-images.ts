/**
 * Draws the shop's demo pictures under web/public/images: products (main + hover), categories, home slider,
 * promo, distributor logos, social feed, blog, delivery map, logo and video poster. Each picture is drawn as an
 * SVG string and, unless its public URL ends in .svg, written as a WebP rasterised from that SVG by sharp at the
 * SVG's own pixel size (quality 80): real shops' pictures are uploaded photos stored as WebP, and a raster
 * <img> costs the browser far less main-thread work than an SVG document it must parse, style and lay out.
 * Only the shop's own marks (/images/misc/logo*.svg, the favicon) stay SVG.
 *
 *   npx tsx scripts/generate-images.ts
 *
 * Deterministic: the same catalogue, sharp version and installed fonts give byte-identical files (no metadata
 * is written). No fonts are embedded: labels ask for Georgia / Times New Roman / serif and the system
 * sans-serif, so the rasterised text uses whatever fontconfig finds for them on the machine that runs this
 * script (DejaVu Serif / DejaVu Sans on a plain Debian).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  blogPosts,
  categories,
  feedItems,
  products,
  type SeedProduct,
  siteImages,
} from "../supabase/seed/catalogue.ts";
import { DISTRIBUTORS } from "../web/features/home/distributors.ts";

const publicDir = fileURLToPath(new URL("../web/public", import.meta.url));
const SUBDIRS = ["products", "categories", "home", "brands", "feed", "blog", "misc"] as const;

// ── Small helpers ────────────────────────────────────────────────────────────────────────────────

type Rgb = [number, number, number];

/** arr[i], failing loudly instead of yielding undefined. */
function at<T>(arr: readonly T[], i: number): T {
  const v = arr[i];
  if (v === undefined) throw new Error(`No element ${i} (length ${arr.length})`);
  return v;
}

function toRgb(hex: string): Rgb {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const light = (c: string, t: number) => mix(c, "#ffffff", t);
const dark = (c: string, t: number) => mix(c, "#000000", t);

function esc(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

/** Numbers with at most one decimal, so the files stay small. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Deterministic pseudo-random numbers in [0, 1). */
function rng(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Piece {
  defs: string;
  body: string;
}
const piece = (body: string, defs = ""): Piece => ({ defs, body });
function combine(...parts: Piece[]): Piece {
  return { defs: parts.map((p) => p.defs).join(""), body: parts.map((p) => p.body).join("") };
}
function place(p: Piece, x: number, y: number, scale = 1, rotate = 0, mirror = false): Piece {
  const r = rotate ? ` rotate(${n(rotate)})` : "";
  const k = Math.round(scale * 1000) / 1000;
  const s = mirror ? ` scale(${-k} ${k})` : scale !== 1 ? ` scale(${k})` : "";
  return { defs: p.defs, body: `<g transform="translate(${n(x)} ${n(y)})${r}${s}">${p.body}</g>` };
}

type Stop = [offset: number, color: string, opacity?: number];
function stops(list: Stop[]): string {
  return list
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
    .join("");
}
/** Linear gradient in the shape's bounding box; horizontal unless told otherwise. */
function lin(id: string, list: Stop[], x2 = 1, y2 = 0): string {
  const dir = x2 === 1 && y2 === 0 ? "" : ` x2="${x2}" y2="${y2}"`;
  return `<linearGradient id="${id}"${dir}>${stops(list)}</linearGradient>`;
}
function rad(id: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  const pos = cx === 0.5 && cy === 0.5 && r === 0.5 ? "" : ` cx="${cx}" cy="${cy}" r="${r}"`;
  return `<radialGradient id="${id}"${pos}>${stops(list)}</radialGradient>`;
}

const STYLE =
  "<style>.s{font-family:Georgia,'Times New Roman',serif}.n{font-family:system-ui,-apple-system,'Segoe UI',Helvetica,Arial,sans-serif}.s,.n{text-anchor:middle}.l{text-anchor:start}</style>";

/** Definitions are concatenated top-level elements, each with an id; repeats are dropped, clashes fail. */
function dedupeDefs(defs: string): string {
  const seen = new Map<string, string>();
  for (const el of defs.split(/(?=<(?:linearGradient|radialGradient|path|g) id=")/)) {
    if (!el) continue;
    const id = /^<\w+ id="([^"]+)"/.exec(el)?.[1];
    if (!id) throw new Error(`Definition without an id: ${el.slice(0, 60)}`);
    const before = seen.get(id);
    if (before !== undefined && before !== el) throw new Error(`Two different definitions share the id ${id}`);
    seen.set(id, el);
  }
  return [...seen.values()].join("");
}

function svg(w: number, h: number, title: string, p: Piece): string {
  const withText = p.body.includes("<text");
  // Path data needs no space before a minus sign.
  const body = p.body.replaceAll(/ d="([^"]*)"/g, (_m, d: string) => ` d="${d.replaceAll(/(\d) (?=-)/g, "$1")}"`);
  const defs = p.defs.replaceAll(/ d="([^"]*)"/g, (_m, d: string) => ` d="${d.replaceAll(/(\d) (?=-)/g, "$1")}"`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${esc(title)}</title>${withText ? STYLE : ""}${defs ? `<defs>${dedupeDefs(defs)}</defs>` : ""}${body}</svg>\n`
  ).replaceAll('="0.', '=".');
}

interface TextOpts {
  size: number;
  fill: string;
  family: "s" | "n";
  anchor?: "middle" | "start";
  weight?: number;
  spacing?: number;
  opacity?: number;
  italic?: boolean;
}
function text(x: number, y: number, content: string, o: TextOpts): string {
  const attrs = [
    `x="${n(x)}" y="${n(y)}" class="${o.family}${o.anchor === "start" ? " l" : ""}" font-size="${n(o.size)}" fill="${o.fill}"`,
    o.weight ? ` font-weight="${o.weight}"` : "",
    o.spacing ? ` letter-spacing="${n(o.spacing)}"` : "",
    o.opacity !== undefined ? ` opacity="${o.opacity}"` : "",
    o.italic ? ` font-style="italic"` : "",
  ];
  return `<text ${attrs.join("")}>${esc(content)}</text>`;
}

/** Rough advance width of a string, erring on the wide side (system serif fonts vary). */
function textWidth(content: string, size: number, family: "s" | "n", spacing = 0): number {
  let w = 0;
  for (const ch of content) {
    if (ch === " ") w += 0.3;
    else if (/[A-ZÁÉÍÓÚÑ]/.test(ch)) w += family === "s" ? 0.72 : 0.68;
    else if (/[il.,'’·(|)]/.test(ch)) w += 0.3;
    else if (/[mw]/.test(ch)) w += 0.86;
    else w += family === "s" ? 0.56 : 0.55;
  }
  return w * size + spacing * Math.max(0, [...content].length - 1);
}

/** Splits a title in two balanced lines when it is too wide for one. */
function fitTitle(
  title: string,
  maxWidth: number,
  maxSize: number,
  minSize: number,
): { lines: string[]; size: number } {
  const one = Math.min(maxSize, maxWidth / (textWidth(title, 1, "s") || 1));
  const words = title.split(" ");
  if (one >= maxSize * 0.8 || words.length === 1) return { lines: [title], size: Math.max(minSize, one) };
  let best = { lines: [title], size: one };
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const size = Math.min(maxSize * 0.86, ...lines.map((l) => maxWidth / textWidth(l, 1, "s")));
    if (size > best.size) best = { lines, size };
  }
  return { lines: best.lines, size: Math.max(minSize, best.size) };
}

// ── Labels ───────────────────────────────────────────────────────────────────────────────────────

interface LabelText {
  title: string;
  sub: string;
  foot: string;
}

interface LabelStyle {
  paper: string;
  ink: string;
  accent: string;
  brand?: boolean;
  /** A stripe of the accent colour at the top and bottom (vitamin pots, colourants). */
  stripes?: boolean;
  frame?: boolean;
}

function label(id: string, x: number, y: number, w: number, h: number, t: LabelText, st: LabelStyle): Piece {
  const cx = x + w / 2;
  const parts: string[] = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${st.paper}"/>`];
  if (st.stripes) {
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${n(h * 0.08)}" fill="${st.accent}"/>`);
    parts.push(`<rect x="${x}" y="${n(y + h * 0.94)}" width="${w}" height="${n(h * 0.06)}" fill="${st.accent}"/>`);
  }
  if (st.frame !== false) {
    const inset = Math.max(4, w * 0.04);
    parts.push(
      `<rect x="${n(x + inset)}" y="${n(y + inset + (st.stripes ? h * 0.08 : 0))}" width="${n(w - 2 * inset)}" height="${n(h - 2 * inset - (st.stripes ? h * 0.14 : 0))}" fill="none" stroke="${st.accent}" stroke-width="${n(Math.max(0.8, w * 0.006))}" opacity=".7"/>`,
    );
  }
  const top = y + (st.stripes ? h * 0.08 : 0);
  const usable = h - (st.stripes ? h * 0.14 : 0);
  if (!t.title) {
    // A label without words (pictures that must carry no text): a few printed bars.
    for (const [dy, bw, op] of [
      [0.3, 0.5, 0.55],
      [0.48, 0.7, 0.8],
      [0.62, 0.44, 0.45],
      [0.8, 0.3, 0.35],
    ] as const) {
      parts.push(
        `<rect x="${n(cx - (w * bw) / 2)}" y="${n(top + usable * dy)}" width="${n(w * bw)}" height="${n(usable * (dy === 0.48 ? 0.09 : 0.045))}" rx="2" fill="${st.accent}" opacity="${op}"/>`,
      );
    }
    return piece(parts.join(""));
  }
  const brand = st.brand !== false;
  if (brand) {
    const bs = w * 0.052;
    parts.push(
      text(cx, top + usable * 0.17, "QUÍMICA ORIENTAL", {
        size: bs,
        fill: st.accent,
        family: "n",
        spacing: bs * 0.16,
        weight: 600,
      }),
    );
    const ly = top + usable * 0.24;
    parts.push(
      `<path d="M${n(cx - w * 0.2)} ${n(ly)}H${n(cx - w * 0.04)}M${n(cx + w * 0.04)} ${n(ly)}H${n(cx + w * 0.2)}" stroke="${st.accent}" stroke-width="1"/><path d="M${n(cx)} ${n(ly - 4)}l4 4-4 4-4-4z" fill="${st.accent}"/>`,
    );
  }
  const fit = fitTitle(t.title, w * 0.84, Math.min(w * 0.17, usable * 0.2), w * 0.085);
  const center = top + usable * (brand ? 0.5 : 0.42);
  const lh = fit.size * 1.08;
  fit.lines.forEach((line, i) => {
    const baseline = center + fit.size * 0.35 + (i - (fit.lines.length - 1) / 2) * lh;
    parts.push(text(cx, baseline, line, { size: fit.size, fill: st.ink, family: "s" }));
  });
  if (t.sub) {
    let ss = w * 0.05;
    const maxSub = w * 0.86;
    const sw = textWidth(t.sub, ss, "n", ss * 0.12);
    if (sw > maxSub) ss *= maxSub / sw;
    parts.push(
      text(cx, top + usable * (brand ? 0.73 : 0.7), t.sub, {
        size: ss,
        fill: st.accent,
        family: "n",
        spacing: ss * 0.12,
        weight: 600,
      }),
    );
  }
  if (t.foot) {
    parts.push(text(cx, top + usable * 0.89, t.foot, { size: w * 0.058, fill: st.ink, family: "n", opacity: 0.75 }));
  }
  // The label wraps around a round container: darker at both edges.
  const defs = lin(`${id}c`, [
    [0, "#000", 0.22],
    [0.22, "#000", 0],
    [0.7, "#fff", 0.12],
    [0.86, "#000", 0],
    [1, "#000", 0.25],
  ]);
  parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="url(#${id}c)"/>`);
  return piece(parts.join(""), defs);
}

// ── Containers, drawn standing on (0, 0) ─────────────────────────────────────────────────────────

type Shape = "dropper" | "bottle" | "jar" | "perfume" | "colorDropper" | "pot";

interface ContainerOpts {
  id: string;
  liquid: string;
  cap: string;
  accent: string;
  label?: LabelText;
  /** Lab look: graduation marks on the glass. */
  lab?: boolean;
}

const BLACK_CAP: Stop[] = [
  [0, "#0a0a0a"],
  [0.3, "#3b3b3b"],
  [0.42, "#5a5a5a"],
  [0.6, "#262626"],
  [1, "#050505"],
];
const GOLD: Stop[] = [
  [0, "#7a5a20"],
  [0.3, "#d9bc73"],
  [0.5, "#fff0c4"],
  [0.72, "#c49d4e"],
  [1, "#6e5019"],
];

function capStops(c: string): Stop[] {
  if (c === "black") return BLACK_CAP;
  if (c === "gold") return GOLD;
  return [
    [0, dark(c, 0.45)],
    [0.3, light(c, 0.08)],
    [0.45, light(c, 0.35)],
    [0.62, c],
    [1, dark(c, 0.5)],
  ];
}

function ribs(x1: number, x2: number, y: number, h: number, step: number, color: string, op: number): string {
  let d = "";
  for (let x = x1; x <= x2; x += step) d += `M${x} ${y}v${h}`;
  return `<path d="${d}" stroke="${color}" stroke-width="2" opacity="${op}"/>`;
}

const PAPER = "#f7f0e1";
const INK = "#3a2e24";

function dropper(o: ContainerOpts): Piece {
  const id = o.id;
  const body =
    "M-105-236Q-105-272-72-282L-40-294V-312H40V-294L72-282Q105-272 105-236V-24Q105 0 81 0H-81Q-105 0-105-24Z";
  const defs =
    lin(`${id}g`, [
      [0, "#3d1a04"],
      [0.12, "#7a3a0b"],
      [0.36, "#b0601a"],
      [0.55, "#c47a2c"],
      [0.8, "#8a4510"],
      [1, "#3a1703"],
    ]) + lin(`${id}k`, BLACK_CAP);
  const parts = [
    `<path d="${body}" fill="url(#${id}g)"/>`,
    `<rect x="-86" y="-262" width="14" height="226" rx="7" fill="#fff" opacity=".28"/>`,
    `<rect x="-64" y="-250" width="4" height="200" rx="2" fill="#fff" opacity=".16"/>`,
    `<rect x="87" y="-246" width="6" height="214" rx="3" fill="#ffd9a8" opacity=".3"/>`,
    `<path d="M-92-250Q-88-270-60-280" stroke="#fff" stroke-opacity=".45" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<path d="M-30-390V-468Q-30-506 0-506Q30-506 30-468V-390Z" fill="url(#${id}k)"/>`,
    `<rect x="-20" y="-490" width="7" height="84" rx="3.5" fill="#fff" opacity=".22"/>`,
    `<rect x="-50" y="-394" width="100" height="88" rx="7" fill="url(#${id}k)"/>`,
    ribs(-40, 40, -390, 80, 8, "#000", 0.45),
    `<rect x="-36" y="-394" width="10" height="88" fill="#fff" opacity=".14"/>`,
    `<rect x="-54" y="-318" width="108" height="14" rx="4" fill="#161616"/>`,
  ];
  const lbl = o.label
    ? label(id, -90, -228, 180, 196, o.label, { paper: PAPER, ink: INK, accent: o.accent })
    : piece("");
  return combine(piece(parts.join(""), defs), lbl);
}

function bottle(o: ContainerOpts): Piece {
  const id = o.id;
  const body = "M-90-252C-90-300-42-308-32-330V-352H32V-330C42-308 90-300 90-252V-20Q90 0 70 0H-70Q-90 0-90-20Z";
  const liquid = "M-84-236H84V-22Q84-6 68-6H-68Q-84-6-84-22Z";
  const defs =
    lin(`${id}g`, [
      [0, "#fff", 0.55],
      [0.45, "#fff", 0.12],
      [1, "#fff", 0.45],
    ]) +
    lin(`${id}l`, [
      [0, dark(o.liquid, 0.32)],
      [0.3, o.liquid],
      [0.62, light(o.liquid, 0.18)],
      [1, dark(o.liquid, 0.38)],
    ]) +
    lin(`${id}k`, capStops(o.cap));
  const parts = [
    `<path d="${body}" fill="url(#${id}g)" stroke="#000" stroke-opacity=".16" stroke-width="2"/>`,
    `<path d="${liquid}" fill="url(#${id}l)" opacity=".93"/>`,
    `<rect x="-84" y="-240" width="168" height="9" rx="4" fill="${light(o.liquid, 0.45)}" opacity=".85"/>`,
    `<rect x="-78" y="-272" width="10" height="252" rx="5" fill="#fff" opacity=".5"/>`,
    `<rect x="71" y="-250" width="5" height="220" rx="2.5" fill="#fff" opacity=".35"/>`,
    `<rect x="-40" y="-426" width="80" height="78" rx="7" fill="url(#${id}k)"/>`,
    ribs(-32, 32, -422, 70, 8, "#000", 0.25),
    `<rect x="-28" y="-426" width="8" height="78" fill="#fff" opacity=".18"/>`,
    `<rect x="-36" y="-352" width="72" height="10" rx="3" fill="${o.cap === "black" ? "#111" : dark(o.cap === "gold" ? "#b08a3a" : o.cap, 0.25)}"/>`,
  ];
  if (o.lab) {
    let d = "";
    for (let i = 0; i < 6; i++) d += `M60 ${-60 - i * 30}h${i % 2 ? 8 : 16}`;
    parts.push(`<path d="${d}" stroke="#000" stroke-opacity=".3" stroke-width="2"/>`);
  }
  const lbl = o.label
    ? label(id, -74, -214, 148, 170, o.label, { paper: o.lab ? "#ffffff" : PAPER, ink: INK, accent: o.accent })
    : piece("");
  return combine(piece(parts.join(""), defs), lbl);
}

function jar(o: ContainerOpts): Piece {
  const id = o.id;
  const defs =
    lin(`${id}g`, [
      [0, "#fff", 0.6],
      [0.5, "#fff", 0.15],
      [1, "#fff", 0.5],
    ]) +
    lin(`${id}l`, [
      [0, dark(o.liquid, 0.22)],
      [0.35, o.liquid],
      [0.65, light(o.liquid, 0.2)],
      [1, dark(o.liquid, 0.28)],
    ]) +
    lin(`${id}k`, capStops(o.cap));
  const parts = [
    `<rect x="-122" y="-178" width="244" height="178" rx="24" fill="url(#${id}g)" stroke="#000" stroke-opacity=".15" stroke-width="2"/>`,
    `<rect x="-114" y="-168" width="228" height="160" rx="18" fill="url(#${id}l)"/>`,
    `<rect x="-108" y="-194" width="216" height="20" rx="5" fill="#fff" opacity=".45" stroke="#000" stroke-opacity=".12"/>`,
    `<rect x="-120" y="-244" width="240" height="56" rx="9" fill="url(#${id}k)"/>`,
    ribs(-110, 110, -240, 48, 10, "#000", 0.18),
    `<rect x="-114" y="-242" width="228" height="6" rx="3" fill="#fff" opacity=".3"/>`,
    `<rect x="-112" y="-160" width="10" height="140" rx="5" fill="#fff" opacity=".55"/>`,
  ];
  const lbl = o.label
    ? label(id, -98, -152, 196, 122, o.label, { paper: PAPER, ink: INK, accent: o.accent, brand: false })
    : piece("");
  return combine(piece(parts.join(""), defs), lbl);
}

function perfume(o: ContainerOpts): Piece {
  const id = o.id;
  const defs =
    lin(`${id}g`, [
      [0, light(o.liquid, 0.5), 0.9],
      [0.5, "#fff", 0.35],
      [1, light(o.liquid, 0.3), 0.9],
    ]) +
    lin(
      `${id}l`,
      [
        [0, light(o.liquid, 0.25)],
        [0.5, o.liquid],
        [1, dark(o.liquid, 0.25)],
      ],
      0,
      1,
    ) +
    lin(`${id}k`, capStops(o.cap)) +
    lin(`${id}o`, GOLD);
  const parts = [
    `<rect x="-112" y="-256" width="224" height="256" rx="22" fill="url(#${id}g)" stroke="#000" stroke-opacity=".14" stroke-width="2"/>`,
    `<rect x="-96" y="-214" width="192" height="198" rx="14" fill="url(#${id}l)" opacity=".9"/>`,
    `<rect x="-96" y="-218" width="192" height="8" rx="4" fill="#fff" opacity=".5"/>`,
    `<rect x="-104" y="-244" width="10" height="232" rx="5" fill="#fff" opacity=".6"/>`,
    `<rect x="92" y="-240" width="6" height="220" rx="3" fill="#fff" opacity=".4"/>`,
    `<rect x="-100" y="-252" width="200" height="6" rx="3" fill="#fff" opacity=".55"/>`,
    `<rect x="-30" y="-284" width="60" height="32" rx="4" fill="url(#${id}o)"/>`,
    `<rect x="-56" y="-390" width="112" height="110" rx="12" fill="url(#${id}k)"/>`,
    `<rect x="-44" y="-384" width="12" height="98" rx="6" fill="#fff" opacity=".25"/>`,
  ];
  const lbl = o.label
    ? label(
        id,
        -72,
        -168,
        144,
        100,
        { title: o.label.title, sub: o.label.sub, foot: "" },
        {
          paper: "#fbf6ea",
          ink: INK,
          accent: o.accent,
          brand: false,
        },
      )
    : piece("");
  return combine(piece(parts.join(""), defs), lbl);
}

function colorDropper(o: ContainerOpts): Piece {
  const id = o.id;
  const body = "M-78-168Q-78-196-52-204L-30-212V-224H30V-212L52-204Q78-196 78-168V-18Q78 0 60 0H-60Q-78 0-78-18Z";
  const defs =
    `<path id="${id}b" d="${body}"/>` +
    lin(`${id}l`, [
      [0, dark(o.liquid, 0.45)],
      [0.35, o.liquid],
      [0.6, light(o.liquid, 0.15)],
      [1, dark(o.liquid, 0.5)],
    ]) +
    lin(`${id}w`, [
      [0, "#c9c9c4"],
      [0.35, "#ffffff"],
      [0.7, "#ececea"],
      [1, "#b5b5b0"],
    ]);
  const parts = [
    `<use href="#${id}b" fill="#fff" fill-opacity=".3" stroke="#000" stroke-opacity=".18" stroke-width="2"/>`,
    `<use href="#${id}b" transform="translate(0 -5) scale(.92)" fill="url(#${id}l)"/>`,
    `<rect x="-66" y="-180" width="9" height="164" rx="4.5" fill="#fff" opacity=".45"/>`,
    `<rect x="-36" y="-284" width="72" height="64" rx="6" fill="url(#${id}w)"/>`,
    ribs(-28, 28, -280, 56, 7, "#000", 0.12),
    `<path d="M-17-284L-9-332Q0-340 9-332L17-284Z" fill="url(#${id}w)"/>`,
  ];
  const lbl = o.label
    ? label(id, -68, -160, 136, 124, o.label, {
        paper: "#ffffff",
        ink: INK,
        accent: o.accent,
        stripes: true,
        frame: false,
      })
    : piece("");
  return combine(piece(parts.join(""), defs), lbl);
}

function pot(o: ContainerOpts): Piece {
  const id = o.id;
  const body = "M-112-222Q-112-246-88-248H88Q112-246 112-222V-14Q112 0 98 0H-98Q-112 0-112-14Z";
  const defs =
    lin(`${id}w`, [
      [0, "#c9c9c3"],
      [0.25, "#f5f5f1"],
      [0.5, "#ffffff"],
      [0.8, "#e4e4df"],
      [1, "#b9b9b3"],
    ]) + lin(`${id}k`, capStops(o.cap));
  const parts = [
    `<path d="${body}" fill="url(#${id}w)"/>`,
    `<rect x="-102" y="-256" width="204" height="12" rx="3" fill="#d8d8d2"/>`,
    `<rect x="-108" y="-314" width="216" height="64" rx="10" fill="url(#${id}k)"/>`,
    ribs(-98, 98, -310, 56, 9, "#000", 0.16),
    `<rect x="-102" y="-312" width="204" height="6" rx="3" fill="#fff" opacity=".3"/>`,
  ];
  const lbl = o.label
    ? label(id, -112, -214, 224, 176, o.label, {
        paper: "#fffdf7",
        ink: INK,
        accent: o.accent,
        stripes: true,
        frame: false,
      })
    : piece("");
  return combine(piece(parts.join(""), defs), lbl);
}

const SHAPES: Record<Shape, { draw: (o: ContainerOpts) => Piece; height: number; width: number }> = {
  dropper: { draw: dropper, height: 506, width: 210 },
  bottle: { draw: bottle, height: 426, width: 180 },
  jar: { draw: jar, height: 244, width: 244 },
  perfume: { draw: perfume, height: 390, width: 224 },
  colorDropper: { draw: colorDropper, height: 340, width: 156 },
  pot: { draw: pot, height: 314, width: 224 },
};

// ── Botanicals and props, drawn around (0, 0) ────────────────────────────────────────────────────

type Motif =
  | "lavender"
  | "citrus"
  | "leaf"
  | "needle"
  | "eucalyptus"
  | "flower"
  | "rose"
  | "berry"
  | "nut"
  | "hip"
  | "cinnamon"
  | "vanilla"
  | "coconut"
  | "cotton"
  | "chocolate"
  | "banana"
  | "passion"
  | "honeycomb"
  | "aloe"
  | "crystal"
  | "sparkle"
  | "drop"
  | "wood"
  | "capsule"
  | "petal"
  | "soap";

/** Sprigs grow up from (0, 0) behind the product; objects lie on the floor in front of it. */
const SPRIGS = new Set<Motif>([
  "lavender",
  "leaf",
  "needle",
  "eucalyptus",
  "flower",
  "rose",
  "hip",
  "cotton",
  "aloe",
  "vanilla",
]);

function leafPath(len: number, width: number): string {
  return `M0 0Q${n(width)} ${n(-len * 0.35)} 0 ${n(-len)}Q${n(-width)} ${n(-len * 0.35)} 0 0Z`;
}

/** A stem with leaves; the leaf outline is defined once and reused. */
function sprig(c: string, len: number, leafLen: number, leafW: number, count: number, bend: number): Piece {
  const leafId = `L${leafLen}x${leafW}`;
  const ribbed = leafW >= 12;
  const defs = ribbed
    ? `<g id="${leafId}"><path d="${leafPath(leafLen, leafW)}"/><path d="M0 0V${n(-leafLen * 0.8)}" stroke="#fff" stroke-opacity=".3" stroke-width="1.5"/></g>`
    : `<path id="${leafId}" d="${leafPath(leafLen, leafW)}"/>`;
  let out = `<path d="M0 0Q${n(bend)} ${n(-len * 0.5)} ${n(bend * 0.4)} ${n(-len)}" stroke="${dark(c, 0.25)}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
  for (let i = 0; i < count; i++) {
    const t = 0.25 + (0.75 * i) / Math.max(1, count - 1);
    const y = -len * t;
    const x = bend * (2 * t * (1 - t)) + bend * 0.4 * t * t;
    const side = i % 2 ? 1 : -1;
    const ang = i === count - 1 ? 0 : side * (48 - 10 * t);
    const shade = i % 3 === 0 ? dark(c, 0.1) : i % 3 === 1 ? c : light(c, 0.12);
    out += `<use href="#${leafId}" transform="translate(${n(x)} ${n(y)}) rotate(${n(ang)})" fill="${shade}"/>`;
  }
  return piece(out, defs);
}

/** `lite` draws a sparser version, for small accents. */
function motifBody(m: Motif, c: string, seed: string, lite: boolean): Piece {
  const r = rng(seed);
  switch (m) {
    case "leaf":
      return sprig(c, 230, 62, 24, lite ? 5 : 7, 18);
    case "needle": {
      const a = sprig(c, 240, 46, 6, lite ? 9 : 11, 14);
      if (lite) return a;
      const b = sprig(dark(c, 0.08), 180, 46, 6, 7, -10);
      return combine(a, piece(`<g transform="translate(40 10) rotate(22)">${b.body}</g>`, b.defs));
    }
    case "lavender": {
      let out = "";
      const stems = [
        [0, -6, 250],
        [22, 12, 220],
        [-20, -22, 200],
      ] as const;
      for (const [dx, rot, len] of lite ? stems.slice(0, 2) : stems) {
        // Buds are short round-capped strokes: one path per shade.
        let light1 = "";
        let dark1 = "";
        for (let i = 0; i < 11; i++) {
          const d = `M${i % 2 ? 6 : -6} ${-len + 2 + i * 10}v8`;
          if (i % 3) light1 += d;
          else dark1 += d;
        }
        out += `<g transform="translate(${dx} 0) rotate(${rot})" stroke-linecap="round"><path d="M0 0Q4-${len / 2} 0-${len}" stroke="#6f8f5a" stroke-width="3" fill="none"/><path d="${light1}" stroke="${c}" stroke-width="12"/><path d="${dark1}" stroke="${dark(c, 0.18)}" stroke-width="12"/></g>`;
      }
      return piece(out);
    }
    case "eucalyptus": {
      let out = `<path d="M0 0Q14-120 4-250" stroke="${dark(c, 0.3)}" stroke-width="3" fill="none"/>`;
      for (let i = lite ? 2 : 0; i < 8; i++) {
        const y = -30 - i * 28;
        const rr = 24 - i * 1.6;
        for (const s of [-1, 1]) {
          out += `<circle cx="${n(s * (rr + 4) + 8 - i)}" cy="${y}" r="${n(rr)}" fill="${s > 0 ? c : light(c, 0.15)}" stroke="${dark(c, 0.15)}"/>`;
        }
      }
      return piece(out);
    }
    case "flower":
    case "cotton":
    case "rose": {
      const stem = sprig(mix(c, "#5f8f4e", m === "cotton" ? 0.2 : 0.8), 220, 56, 22, lite ? 3 : 4, 16);
      let out = stem.body;
      const heads = [
        [6, -230, 1],
        [-46, -150, 0.72],
      ] as const;
      for (const [x, y, s] of lite ? heads.slice(0, 1) : heads) {
        out += `<g transform="translate(${x} ${y}) scale(${s})">${flowerHead(m, c)}</g>`;
      }
      return piece(out, stem.defs);
    }
    case "hip": {
      const stem = sprig("#6f8f4e", 210, 50, 20, lite ? 3 : 4, -14);
      let out = stem.body;
      const hips = [
        [0, -214],
        [-30, -190],
        [26, -176],
      ] as const;
      for (const [x, y] of lite ? hips.slice(0, 2) : hips) {
        out += `<ellipse cx="${x}" cy="${y}" rx="17" ry="22" fill="${c}"/><ellipse cx="${x - 5}" cy="${y - 7}" rx="5" ry="7" fill="#fff" opacity=".35"/><path d="M${x - 6} ${y - 22}l6-8 6 8" stroke="#3e2a1a" stroke-width="3" fill="none"/>`;
      }
      return piece(out, stem.defs);
    }
    case "aloe": {
      let out = "";
      for (const [rot, len] of [
        [-34, 190],
        [-14, 250],
        [6, 270],
        [24, 220],
        [40, 160],
      ] as const) {
        out += `<path d="M-14 0Q-16-${len * 0.6} 0-${len}Q16-${len * 0.6} 14 0Z" fill="${rot % 20 ? c : dark(c, 0.12)}" transform="rotate(${rot})"/>`;
      }
      return piece(out);
    }
    case "vanilla":
      return piece(
        `<path d="M-60 0Q-30-120 20-230" stroke="#3b2416" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M-36 0Q0-110 50-200" stroke="#4a2e1b" stroke-width="8" fill="none" stroke-linecap="round"/><g transform="translate(40 -214) scale(.9)">${flowerHead("flower", "#f6efd6")}</g>`,
      );
    case "citrus": {
      const flat = `<g transform="translate(-70 6) scale(1 .42)">${citrusSlice(c)}</g>`;
      const whole = `<ellipse cx="60" cy="-40" rx="62" ry="46" fill="${c}"/><ellipse cx="38" cy="-58" rx="22" ry="12" fill="#fff" opacity=".35"/><ellipse cx="122" cy="-40" rx="6" ry="8" fill="${dark(c, 0.15)}"/>`;
      const half = `<g transform="translate(10 -24) rotate(-8)"><path d="M-56 0A56 56 0 0 1 56 0Z" fill="${c}"/><path d="M-50 0A50 50 0 0 1 50 0Z" fill="#fffbe8"/><path d="M-44 0A44 44 0 0 1 44 0Z" fill="${light(c, 0.3)}"/><path d="M0 0L-38-22M0 0L-22-38M0 0V-44M0 0L22-38M0 0L38-22" stroke="#fffbe8" stroke-width="3"/></g>`;
      return piece(whole + half + flat);
    }
    case "berry": {
      let out = "";
      const berries = [
        [-50, -16, 1],
        [40, 12, 0.85],
        [0, 0, 0.7],
      ] as const;
      for (const [x, rot, s] of lite ? berries.slice(0, 2) : berries) {
        out += `<g transform="translate(${x} ${x === 0 ? 10 : 0}) rotate(${rot}) scale(${s})"><path d="M0 0C-30-8-40-44-28-64Q0-76 28-64C40-44 30-8 0 0Z" fill="${c}"/>`;
        let seeds = "";
        for (let i = 0; i < 8; i++)
          seeds += `M${-18 + (i % 3) * 18 + (i > 2 && i < 6 ? 9 : 0)} ${-16 - Math.floor(i / 3) * 15}v1`;
        out += `<path d="${seeds}" stroke="#fde9a0" stroke-width="4" stroke-linecap="round"/>`;
        out += `<path d="M-22-64L-8-60 0-74 8-60 22-64 10-54-10-54Z" fill="#4f8a3a"/><ellipse cx="-12" cy="-40" rx="6" ry="12" fill="#fff" opacity=".25"/></g>`;
      }
      return piece(out);
    }
    case "drop": {
      // A puddle with two droplets standing beside it.
      const drop = "M0-56C12-38 18-28 18-18A18 18 0 0 1-18-18C-18-28-12-38 0-56Z";
      let out = `<ellipse cx="-20" cy="4" rx="70" ry="12" fill="${c}" opacity=".85"/><ellipse cx="-36" cy="1" rx="26" ry="4" fill="#fff" opacity=".35"/>`;
      for (const [x, s] of [
        [74, 1],
        [124, 0.62],
      ] as const) {
        out += `<g transform="translate(${x} 0) scale(${s})"><path d="${drop}" fill="${c}"/><ellipse cx="-6" cy="-22" rx="4" ry="7" fill="#fff" opacity=".55"/></g>`;
      }
      return piece(out);
    }
    case "nut":
    case "wood":
    case "crystal":
    case "sparkle":
    case "capsule":
    case "petal": {
      let out = "";
      const count = (m === "sparkle" ? 7 : m === "petal" ? 6 : 5) - (lite ? 2 : 0);
      for (let i = 0; i < count; i++) {
        const x = -110 + (220 * i) / (count - 1) + (r() - 0.5) * 30;
        const y = (r() - 0.5) * 24;
        const rot = (r() - 0.5) * 140;
        out += `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">${smallThing(m, c, r())}</g>`;
      }
      return piece(out);
    }
    case "cinnamon": {
      let out = "";
      for (const [y, x, rot] of [
        [0, 0, -4],
        [-18, 14, 3],
        [-36, -6, -2],
      ]) {
        out += `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-110" y="-10" width="220" height="20" rx="10" fill="${c}"/><rect x="-110" y="-10" width="220" height="6" rx="3" fill="#fff" opacity=".18"/><ellipse cx="110" cy="0" rx="7" ry="10" fill="${dark(c, 0.3)}"/><path d="M108-5q6 5 0 10" stroke="${light(c, 0.3)}" stroke-width="2" fill="none"/></g>`;
      }
      return piece(out);
    }
    case "coconut":
    case "passion": {
      const rind = m === "coconut" ? "#6b4429" : "#5b2a5e";
      const flesh = m === "coconut" ? "#fbf8ef" : "#f2c12e";
      let out = `<path d="M-78 0A78 62 0 0 0 78 0Z" fill="${rind}"/><ellipse cx="0" cy="0" rx="78" ry="22" fill="${dark(rind, 0.15)}"/><ellipse cx="0" cy="0" rx="70" ry="18" fill="${flesh}"/>`;
      if (m === "coconut") out += `<ellipse cx="0" cy="2" rx="52" ry="12" fill="#efe8d6"/>`;
      else
        for (let i = 0; i < 9; i++)
          out += `<circle cx="${n(-44 + i * 11)}" cy="${n((r() - 0.5) * 14)}" r="3" fill="#2a1a12"/>`;
      out += `<path d="M-60 14Q-20 44 40 40" stroke="#fff" stroke-opacity=".18" stroke-width="5" fill="none"/>`;
      return piece(
        `<g transform="translate(-20 0)">${out}</g><g transform="translate(110 -10) scale(.55)"><circle r="70" fill="${rind}"/><ellipse cx="-20" cy="-24" rx="20" ry="12" fill="#fff" opacity=".2"/></g>`,
      );
    }
    case "chocolate": {
      let out = "";
      for (const [x, y, rot] of [
        [-60, 0, -10],
        [50, -6, 14],
        [0, -40, 2],
      ]) {
        out += `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-50" y="-30" width="100" height="60" rx="5" fill="#4a2a1a"/><path d="M-44-24h42v22h-42zM2-24h42v22H2zM-44 2h42v22h-42zM2 2h42v22H2z" fill="#5e3722"/></g>`;
      }
      return piece(out);
    }
    case "banana":
      return piece(
        `<path d="M-120-20Q-20 50 110-60Q120-66 116-50Q-10 80-124-8Z" fill="${c}"/><path d="M-118-14Q-20 44 104-50" stroke="${dark(c, 0.2)}" stroke-width="3" fill="none"/><path d="M110-60l14-14 4 6-10 12z" fill="#5a4a2a"/><path d="M-100 40Q0 90 100 10Q110 4 104 20Q0 110-104 50Z" fill="${dark(c, 0.06)}"/>`,
      );
    case "honeycomb": {
      let out = "";
      for (const [x, y] of [
        [0, -30],
        [-50, -30],
        [50, -30],
        [-25, -74],
        [25, -74],
        [-25, 14],
        [25, 14],
      ] as const) {
        out += `<path d="M${x} ${y - 28}l24 14v28l-24 14-24-14v-28z" fill="${c}" stroke="${dark(c, 0.25)}" stroke-width="4"/>`;
      }
      return piece(`<g transform="translate(0 -10) scale(1 .8)">${out}</g>`);
    }
    case "soap":
      return piece(`${soapBar(c)}<g transform="translate(120 6) scale(.7)">${soapBar(light(c, 0.2))}</g>`);
  }
}

function flowerHead(m: Motif, c: string): string {
  if (m === "rose") {
    // A rose seen from the side: sepals, outer petals, the closed heart and a turned-down front petal.
    return `<path d="M-20 30L0 44 20 30 8 36 0 26-8 36Z" fill="#4f7a3e"/><path d="M-40-8Q-44 30 0 36Q44 30 40-8Q20 6 0 0Q-20 6-40-8Z" fill="${dark(c, 0.12)}"/><path d="M-26-6Q-30-42 0-46Q30-42 26-6Q0 6-26-6Z" fill="${c}"/><path d="M-12-20Q-8-38 8-36Q18-30 12-16" stroke="${dark(c, 0.25)}" stroke-width="3" fill="none"/><path d="M-38 0Q0 30 38 0Q34 30 0 34Q-34 30-38 0Z" fill="${light(c, 0.14)}"/>`;
  }
  if (m === "cotton") {
    return `<path d="M0 30L-26 44-14 16M0 30L26 44 14 16" fill="#8a6a44"/><circle cx="-22" cy="0" r="26" fill="#fbfbf8"/><circle cx="22" cy="0" r="26" fill="#f2f2ee"/><circle cx="0" cy="-22" r="28" fill="#ffffff"/><circle cx="0" cy="10" r="22" fill="#f7f7f3"/><circle cx="-8" cy="-30" r="8" fill="#fff"/>`;
  }
  let out = "";
  for (let i = 0; i < 5; i++) {
    out += `<ellipse cy="-24" rx="15" ry="27" fill="${i % 2 ? c : light(c, 0.15)}" transform="rotate(${i * 72})"/>`;
  }
  return `${out}<circle r="10" fill="#f3c64a"/><circle r="4" fill="#c9871d"/>`;
}

function citrusSlice(c: string): string {
  let seg = "";
  for (let i = 0; i < 10; i++) {
    const a = (i * Math.PI) / 5;
    seg += `M0 0L${n(Math.cos(a) * 48)} ${n(Math.sin(a) * 48)}`;
  }
  return `<circle r="62" fill="${dark(c, 0.05)}"/><circle r="56" fill="#fffbe8"/><circle r="50" fill="${light(c, 0.3)}"/><path d="${seg}" stroke="#fffbe8" stroke-width="3"/><circle r="6" fill="#fffbe8"/>`;
}

function smallThing(m: Motif, c: string, v: number): string {
  switch (m) {
    case "nut":
      return `<path d="M0-30C20-26 26 0 0 28C-26 0-20-26 0-30Z" fill="${v > 0.5 ? c : dark(c, 0.12)}"/><path d="M0-22C8-10 8 10 0 20" stroke="${light(c, 0.25)}" stroke-width="2" fill="none"/>`;
    case "wood":
      return `<path d="M-34-8L20-14 36 0 26 12-30 10Z" fill="${v > 0.5 ? c : light(c, 0.15)}"/><path d="M-26 0H24" stroke="${dark(c, 0.2)}" stroke-width="1.5"/>`;
    case "crystal":
      return `<path d="M-14-10L4-18 18-4 10 14-10 12Z" fill="#ffffff" stroke="${c}" stroke-width="2"/><path d="M-8-6L4-12 12-2" stroke="${c}" stroke-opacity=".5" fill="none"/>`;
    case "sparkle":
      return `<path d="M0-18Q3-3 18 0Q3 3 0 18Q-3 3-18 0Q-3-3 0-18Z" fill="${c}" transform="scale(${n(0.5 + v * 0.6)})"/>`;
    case "capsule":
      return `<ellipse rx="30" ry="16" fill="${c}" stroke="${dark(c, 0.3)}" stroke-width="1.5" fill-opacity=".92"/><ellipse cx="-9" cy="-6" rx="12" ry="4" fill="#fff" opacity=".6"/>`;
    case "petal":
      return `<path d="M0 0C-16-6-22-26-8-36Q0-30 8-36C22-26 16-6 0 0Z" fill="${v > 0.5 ? c : light(c, 0.18)}"/>`;
    default:
      return "";
  }
}

/** A motif, defined once per picture and placed with <use>, so repeating it costs a few bytes. */
function motif(m: Motif, c: string, seed: string, lite = false): Piece {
  const inner = motifBody(m, c, seed, lite);
  const id = `m${hash(`${m}${c}${seed}${lite}`).toString(36)}`;
  return piece(`<use href="#${id}"/>`, `${inner.defs}<g id="${id}">${inner.body}</g>`);
}

// ── Lifestyle props (scenes, feed, blog) ─────────────────────────────────────────────────────────

function soapBar(c: string): string {
  return `<rect x="-100" y="-50" width="200" height="50" rx="14" fill="${dark(c, 0.16)}"/><rect x="-100" y="-84" width="200" height="58" rx="24" fill="${c}"/><ellipse cx="0" cy="-56" rx="54" ry="12" fill="none" stroke="${dark(c, 0.08)}" stroke-width="3"/><ellipse cx="0" cy="-58" rx="54" ry="12" fill="none" stroke="${light(c, 0.4)}" stroke-width="2"/><rect x="-84" y="-78" width="110" height="5" rx="2.5" fill="#fff" opacity=".3"/>`;
}

function soapStack(colors: string[]): string {
  return colors
    .map(
      (c, i) =>
        `<g transform="translate(${(i % 2 ? 12 : -8) * (i ? 1 : 0)} ${-i * 56}) rotate(${i % 2 ? 3 : -2})">${soapBar(c)}</g>`,
    )
    .join("");
}

function candle(id: string, wax: string, glass = true): Piece {
  const defs =
    rad(
      `${id}f`,
      [
        [0, "#fffbe6"],
        [0.45, "#ffd45a"],
        [1, "#ff8a1f", 0.9],
      ],
      0.5,
      0.7,
      0.6,
    ) +
    rad(`${id}h`, [
      [0, "#ffd66b", 0.55],
      [1, "#ffd66b", 0],
    ]);
  const cup = glass
    ? `<rect x="-72" y="-156" width="144" height="156" rx="12" fill="#fff" fill-opacity=".3" stroke="#000" stroke-opacity=".15" stroke-width="2"/><rect x="-62" y="-148" width="8" height="136" rx="4" fill="#fff" opacity=".5"/>`
    : "";
  const body = `<circle cy="-150" r="70" fill="url(#${id}h)"/>${glass ? `<rect x="-66" y="-104" width="132" height="98" rx="8" fill="${wax}"/>` : `<rect x="-60" y="-130" width="120" height="130" rx="10" fill="${wax}"/><rect x="-52" y="-126" width="10" height="120" rx="5" fill="#fff" opacity=".3"/>`}<ellipse cy="${glass ? -104 : -130}" rx="${glass ? 66 : 60}" ry="10" fill="${light(wax, 0.35)}"/><path d="M0 ${glass ? -104 : -130}v-22" stroke="#2b2b2b" stroke-width="3"/><path d="M0 ${glass ? -178 : -204}C14 ${glass ? -156 : -182} 14 ${glass ? -138 : -164} 0 ${glass ? -128 : -154}C-14 ${glass ? -138 : -164}-14 ${glass ? -156 : -182} 0 ${glass ? -178 : -204}Z" fill="url(#${id}f)"/>${cup}`;
  return piece(body, defs);
}

function pipette(liquid: string): string {
  return `<rect x="-15" y="-300" width="30" height="86" rx="15" fill="#1d1d1d"/><rect x="-8" y="-292" width="5" height="66" rx="2.5" fill="#fff" opacity=".25"/><rect x="-18" y="-220" width="36" height="14" rx="4" fill="#111"/><path d="M-9-206V-60L0-16 9-60V-206Z" fill="#fff" fill-opacity=".45" stroke="#000" stroke-opacity=".2" stroke-width="1.5"/><path d="M-7-110V-60L0-22 7-60V-110Z" fill="${liquid}"/><path d="M0 8C8 20 12 26 12 32A12 12 0 0 1-12 32C-12 26-8 20 0 8Z" fill="${liquid}"/><ellipse cx="-4" cy="30" rx="3" ry="5" fill="#fff" opacity=".5"/>`;
}

function bowl(c: string, fill: string): string {
  return `<path d="M-120-64Q-112 0 0 0Q112 0 120-64Z" fill="${c}"/><path d="M-96-30Q0 20 96-30" stroke="#fff" stroke-opacity=".18" stroke-width="8" fill="none"/><ellipse cy="-64" rx="120" ry="18" fill="${light(c, 0.25)}"/><ellipse cy="-62" rx="106" ry="13" fill="${fill}"/>`;
}

function diffuser(liquid: string): string {
  let sticks = "";
  for (let i = 0; i < 6; i++) {
    const a = -24 + i * 9;
    sticks += `<path d="M0-160L${n(Math.sin((a * Math.PI) / 180) * 260)} ${n(-160 - Math.cos((a * Math.PI) / 180) * 260)}" stroke="#7d5a36" stroke-width="4" stroke-linecap="round"/>`;
  }
  return `${sticks}<path d="M-80-110Q-80-140-40-148V-170H40V-148Q80-140 80-110V-14Q80 0 66 0H-66Q-80 0-80-14Z" fill="#fff" fill-opacity=".35" stroke="#000" stroke-opacity=".16" stroke-width="2"/><path d="M-74-96H74V-16Q74-6 62-6H-62Q-74-6-74-16Z" fill="${liquid}" opacity=".85"/><rect x="-44" y="-184" width="88" height="22" rx="5" fill="#2a2a2a"/><rect x="-70" y="-124" width="8" height="110" rx="4" fill="#fff" opacity=".5"/>`;
}

function towel(c: string): string {
  return `<rect x="-20" y="-120" width="170" height="120" rx="16" fill="${dark(c, 0.06)}"/><circle cx="-20" cy="-60" r="60" fill="${c}"/><path d="M-20-60m-44 0a44 44 0 1 0 44-44M-20-60m-26 0a26 26 0 1 0 26-26M-20-60m-10 0a10 10 0 1 0 10-10" stroke="${dark(c, 0.12)}" stroke-width="3" fill="none"/>`;
}

function spoon(powder: string): string {
  return `<path d="M40-14L260-30" stroke="#a87a4a" stroke-width="16" stroke-linecap="round"/><ellipse cx="0" cy="-12" rx="62" ry="26" fill="#b8864f"/><ellipse cx="0" cy="-18" rx="50" ry="16" fill="#8e6438"/><path d="M-46-20Q-10-52 30-38Q48-30 46-22Z" fill="${powder}"/>`;
}

/** Loose leaves; `mono` draws flat silhouettes (for shadows). */
function leafScatter(c: string, seed: string, count: number, w: number, h: number, size = 1, mono = false): string {
  const r = rng(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = r() * w;
    const y = r() * h;
    const s = (0.6 + r() * 0.7) * size;
    const leaf = mono
      ? `<path d="${leafPath(80, 30)}"/>`
      : `<path d="${leafPath(80, 30)}" fill="${i % 2 ? c : dark(c, 0.12)}"/><path d="M0 0V-66" stroke="${light(c, 0.3)}" stroke-width="2"/>`;
    out += `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(r() * 360)}) scale(${n(s)})">${leaf}</g>`;
  }
  return out;
}

function shadow(id: string): string {
  return rad(id, [
    [0, "#2b1d10", 0.34],
    [0.55, "#2b1d10", 0.14],
    [1, "#2b1d10", 0],
  ]);
}
function shadowAt(id: string, x: number, y: number, rx: number, ry: number): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${id})"/>`;
}

/** Studio backdrop: a soft radial light over the tint and a floor that fades in. */
function studio(id: string, w: number, h: number, tint: string, floorY: number, cx = 0.5, cy = 0.38): Piece {
  const defs =
    rad(
      `${id}b`,
      [
        [0, light(tint, 0.94)],
        [0.6, light(tint, 0.74)],
        [1, light(tint, 0.5)],
      ],
      cx,
      cy,
      0.8,
    ) +
    lin(
      `${id}f`,
      [
        [0, dark(tint, 0.1), 0],
        [0.45, dark(tint, 0.1), 0.14],
        [1, dark(tint, 0.1), 0.3],
      ],
      0,
      1,
    ) +
    shadow(`${id}s`);
  return piece(
    `<rect width="${w}" height="${h}" fill="url(#${id}b)"/><rect y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#${id}f)"/>`,
    defs,
  );
}

// ── Products ─────────────────────────────────────────────────────────────────────────────────────

interface Art {
  shape: Shape;
  tint: string;
  liquid: string;
  cap: string;
  motif: Motif;
  motifColor: string;
  /** Something lying in front of the container. */
  front?: { motif: Motif; color: string };
}

const ART: Record<string, Art> = {
  // Aceites esenciales: amber droppers.
  "aceite-esencial-de-lavanda": {
    shape: "dropper",
    tint: "#9a88cc",
    liquid: "",
    cap: "black",
    motif: "lavender",
    motifColor: "#8068bd",
  },
  "aceite-esencial-de-limon": {
    shape: "dropper",
    tint: "#efd24a",
    liquid: "",
    cap: "black",
    motif: "citrus",
    motifColor: "#f4cc1c",
  },
  "aceite-esencial-de-eucalipto": {
    shape: "dropper",
    tint: "#86b3a2",
    liquid: "",
    cap: "black",
    motif: "eucalyptus",
    motifColor: "#82a99c",
  },
  "aceite-esencial-de-menta-piperita": {
    shape: "dropper",
    tint: "#74be8c",
    liquid: "",
    cap: "black",
    motif: "leaf",
    motifColor: "#4f9d63",
  },
  "aceite-esencial-de-arbol-de-te": {
    shape: "dropper",
    tint: "#8fb88a",
    liquid: "",
    cap: "black",
    motif: "needle",
    motifColor: "#5e8f55",
  },
  "aceite-esencial-de-naranja-dulce": {
    shape: "dropper",
    tint: "#f2a24f",
    liquid: "",
    cap: "black",
    motif: "citrus",
    motifColor: "#f28a1a",
  },
  "aceite-esencial-de-romero": {
    shape: "dropper",
    tint: "#9fb38f",
    liquid: "",
    cap: "black",
    motif: "needle",
    motifColor: "#6c8a5a",
  },
  "aceite-esencial-de-geranio": {
    shape: "dropper",
    tint: "#e89bb8",
    liquid: "",
    cap: "black",
    motif: "flower",
    motifColor: "#e0709a",
  },
  "aceite-esencial-de-ylang-ylang": {
    shape: "dropper",
    tint: "#e8cf6a",
    liquid: "",
    cap: "black",
    motif: "flower",
    motifColor: "#efcb3c",
  },
  "aceite-esencial-de-pomelo-rosado": {
    shape: "dropper",
    tint: "#f29a88",
    liquid: "",
    cap: "black",
    motif: "citrus",
    motifColor: "#ee7760",
  },
  "aceite-esencial-de-canela": {
    shape: "dropper",
    tint: "#c98a62",
    liquid: "",
    cap: "black",
    motif: "cinnamon",
    motifColor: "#9a5128",
  },
  // Aceites vegetales: clear bottles showing the oil.
  "aceite-de-almendras-dulces": {
    shape: "bottle",
    tint: "#dcc09a",
    liquid: "#efd27a",
    cap: "black",
    motif: "nut",
    motifColor: "#b98552",
  },
  "aceite-de-jojoba": {
    shape: "bottle",
    tint: "#d2b472",
    liquid: "#e6bb4a",
    cap: "black",
    motif: "nut",
    motifColor: "#7a5230",
  },
  "aceite-de-rosa-mosqueta": {
    shape: "bottle",
    tint: "#e79a82",
    liquid: "#e4782c",
    cap: "gold",
    motif: "hip",
    motifColor: "#d2452a",
  },
  "aceite-de-coco-fraccionado": {
    shape: "bottle",
    tint: "#a9d3cc",
    liquid: "#f4efd9",
    cap: "#ffffff",
    motif: "coconut",
    motifColor: "#6b4429",
  },
  "aceite-de-argan": {
    shape: "bottle",
    tint: "#d6ab62",
    liquid: "#d99d32",
    cap: "gold",
    motif: "nut",
    motifColor: "#8d6239",
  },
  "manteca-de-karite": {
    shape: "jar",
    tint: "#d8c6a0",
    liquid: "#f2e8cc",
    cap: "#a0703f",
    motif: "nut",
    motifColor: "#9a7048",
  },
  "manteca-de-cacao": {
    shape: "jar",
    tint: "#b88d6c",
    liquid: "#efdba2",
    cap: "#5b3a24",
    motif: "chocolate",
    motifColor: "#4a2a1a",
  },
  // Fragancias: perfume flacons.
  "fragancia-vainilla": {
    shape: "perfume",
    tint: "#e6cf9f",
    liquid: "#f0d9a0",
    cap: "#8a6240",
    motif: "vanilla",
    motifColor: "#3b2416",
  },
  "fragancia-coco": {
    shape: "perfume",
    tint: "#a9d6cf",
    liquid: "#f3efe4",
    cap: "#ffffff",
    motif: "coconut",
    motifColor: "#6b4429",
  },
  "fragancia-frutos-rojos": {
    shape: "perfume",
    tint: "#e68aa0",
    liquid: "#d9536f",
    cap: "gold",
    motif: "berry",
    motifColor: "#d32f45",
  },
  "fragancia-sandalo": {
    shape: "perfume",
    tint: "#c19a78",
    liquid: "#c99a66",
    cap: "#6e4a2c",
    motif: "wood",
    motifColor: "#b8875a",
  },
  "fragancia-te-verde": {
    shape: "perfume",
    tint: "#a3c98e",
    liquid: "#bfd88a",
    cap: "black",
    motif: "leaf",
    motifColor: "#5f9447",
  },
  "fragancia-bebe": {
    shape: "perfume",
    tint: "#b9d3ee",
    liquid: "#dbe8f7",
    cap: "#ffffff",
    motif: "cotton",
    motifColor: "#c7d6e8",
  },
  "fragancia-flor-de-algodon": {
    shape: "perfume",
    tint: "#c9d3e4",
    liquid: "#eef2f7",
    cap: "#c0c4c9",
    motif: "cotton",
    motifColor: "#d0d6df",
  },
  "esencia-de-jazmin": {
    shape: "perfume",
    tint: "#bcd3b2",
    liquid: "#f5ecc4",
    cap: "gold",
    motif: "flower",
    motifColor: "#fbf8f0",
  },
  "esencia-de-rosas": {
    shape: "perfume",
    tint: "#eaa5b6",
    liquid: "#f0afc0",
    cap: "gold",
    motif: "rose",
    motifColor: "#d94f72",
  },
  // Colorantes: small droppers full of strong colour.
  "colorante-azul-brillante": {
    shape: "colorDropper",
    tint: "#a4bdf0",
    liquid: "#1f4fd8",
    cap: "#ffffff",
    motif: "drop",
    motifColor: "#1f4fd8",
  },
  "colorante-rojo-allura": {
    shape: "colorDropper",
    tint: "#f0a4ac",
    liquid: "#c8102e",
    cap: "#ffffff",
    motif: "drop",
    motifColor: "#c8102e",
  },
  "colorante-amarillo-tartrazina": {
    shape: "colorDropper",
    tint: "#f3e291",
    liquid: "#f5cf0c",
    cap: "#ffffff",
    motif: "drop",
    motifColor: "#f2c80a",
  },
  "colorante-amarillo-ocaso": {
    shape: "colorDropper",
    tint: "#f5bf8a",
    liquid: "#ef7a0e",
    cap: "#ffffff",
    motif: "drop",
    motifColor: "#ef7a0e",
  },
  "colorante-verde-esmeralda": {
    shape: "colorDropper",
    tint: "#a6dbbb",
    liquid: "#0e9a56",
    cap: "#ffffff",
    motif: "drop",
    motifColor: "#0e9a56",
  },
  "colorante-violeta-cosmetico": {
    shape: "colorDropper",
    tint: "#cbb2e8",
    liquid: "#7b2fbf",
    cap: "#ffffff",
    motif: "drop",
    motifColor: "#7b2fbf",
  },
  "colorante-rosa-cosmetico": {
    shape: "colorDropper",
    tint: "#f5b4d0",
    liquid: "#ff4a97",
    cap: "#ffffff",
    motif: "drop",
    motifColor: "#ff4a97",
  },
  "mica-dorada": {
    shape: "jar",
    tint: "#e2cd98",
    liquid: "#d2a33a",
    cap: "black",
    motif: "sparkle",
    motifColor: "#c9962c",
  },
  // Sabores: bottles with food colours and caps.
  "sabor-frutilla": {
    shape: "bottle",
    tint: "#f2a7b0",
    liquid: "#e0475c",
    cap: "#c0213a",
    motif: "berry",
    motifColor: "#d32f45",
  },
  "sabor-vainilla": {
    shape: "bottle",
    tint: "#ead6ab",
    liquid: "#e6c98e",
    cap: "#6b4a2a",
    motif: "vanilla",
    motifColor: "#3b2416",
  },
  "sabor-dulce-de-leche": {
    shape: "bottle",
    tint: "#dcb48a",
    liquid: "#b9772e",
    cap: "#7a4a1c",
    motif: "drop",
    motifColor: "#a8662a",
  },
  "sabor-menta": {
    shape: "bottle",
    tint: "#a9dcbf",
    liquid: "#8fd6a8",
    cap: "#2f8a57",
    motif: "leaf",
    motifColor: "#3f9a5a",
  },
  "sabor-limon": {
    shape: "bottle",
    tint: "#f0e09a",
    liquid: "#f3e07a",
    cap: "#d9b600",
    motif: "citrus",
    motifColor: "#f4cc1c",
  },
  "sabor-chocolate": {
    shape: "bottle",
    tint: "#c9a287",
    liquid: "#6b3e26",
    cap: "#3d2216",
    motif: "chocolate",
    motifColor: "#4a2a1a",
  },
  "sabor-banana": {
    shape: "bottle",
    tint: "#f1e49e",
    liquid: "#f3e38a",
    cap: "#e0b800",
    motif: "banana",
    motifColor: "#f3d23c",
  },
  "sabor-maracuya": {
    shape: "bottle",
    tint: "#f2c87e",
    liquid: "#f3b23a",
    cap: "#6d2c6e",
    motif: "passion",
    motifColor: "#5b2a5e",
  },
  // Vitaminas: white pots.
  "vitamina-e-tocoferol": {
    shape: "pot",
    tint: "#efd490",
    liquid: "",
    cap: "#d99a1c",
    motif: "capsule",
    motifColor: "#e0a125",
  },
  "vitamina-c-acido-ascorbico": {
    shape: "pot",
    tint: "#f6c58e",
    liquid: "",
    cap: "#f08a1c",
    motif: "citrus",
    motifColor: "#f28a1a",
  },
  "pantenol-provitamina-b5": {
    shape: "pot",
    tint: "#aecbec",
    liquid: "",
    cap: "#3f86d2",
    motif: "drop",
    motifColor: "#9cc4ee",
  },
  "niacinamida-vitamina-b3": {
    shape: "pot",
    tint: "#a9dace",
    liquid: "",
    cap: "#2f9d88",
    motif: "crystal",
    motifColor: "#7cc2b3",
  },
  "vitamina-a-palmitato-de-retinol": {
    shape: "pot",
    tint: "#f3b7a0",
    liquid: "",
    cap: "#e0562c",
    motif: "capsule",
    motifColor: "#ec7a2a",
  },
  "biotina-vitamina-b7": {
    shape: "pot",
    tint: "#cfbbe7",
    liquid: "",
    cap: "#8b5fbf",
    motif: "crystal",
    motifColor: "#a98bd2",
  },
  // Otros: lab bottles and jars.
  "glicerina-vegetal": {
    shape: "bottle",
    tint: "#bcd0e2",
    liquid: "#eef4f4",
    cap: "#2f5d95",
    motif: "drop",
    motifColor: "#c9dcec",
  },
  "acido-hialuronico": {
    shape: "jar",
    tint: "#b9d5ea",
    liquid: "#fbfbfb",
    cap: "#f2f2f0",
    motif: "drop",
    motifColor: "#b4d4f0",
  },
  "cera-de-abejas": {
    shape: "jar",
    tint: "#efd083",
    liquid: "#e6b436",
    cap: "#5a3a1e",
    motif: "honeycomb",
    motifColor: "#eab23a",
  },
  "base-de-glicerina-para-jabon": {
    shape: "jar",
    tint: "#cfe2d6",
    liquid: "#efe9d2",
    cap: "#f2f2f0",
    motif: "soap",
    motifColor: "#b9dcc7",
  },
  "acido-citrico": {
    shape: "jar",
    tint: "#efe4a0",
    liquid: "#fafaf7",
    cap: "#f2f2f0",
    motif: "citrus",
    motifColor: "#f4cc1c",
  },
  "gel-de-aloe-vera": {
    shape: "bottle",
    tint: "#b6d7a2",
    liquid: "#d6ecc2",
    cap: "#3d8b4f",
    motif: "aloe",
    motifColor: "#5d9a4a",
  },
  "cera-lanette-emulsionante": {
    shape: "jar",
    tint: "#c7d4e4",
    liquid: "#fbfaf4",
    cap: "#2f5d95",
    motif: "crystal",
    motifColor: "#9fb4cf",
  },
};

const SHAPE_SCALE: Record<Shape, number> = {
  dropper: 1.04,
  bottle: 1.2,
  jar: 1.68,
  perfume: 1.3,
  colorDropper: 1.5,
  pot: 1.5,
};

function labelFor(p: SeedProduct): LabelText {
  const name = p.name;
  const rules: [RegExp, string][] = [
    [/^Aceite esencial de (.+)$/, "ACEITE ESENCIAL"],
    [/^Aceite de (.+)$/, "ACEITE VEGETAL"],
    [/^Manteca de (.+)$/, "MANTECA VEGETAL"],
    [/^Fragancia (.+)$/, "FRAGANCIA"],
    [/^Esencia de (.+)$/, "ESENCIA"],
    [/^Colorante (.+)$/, p.is_not_eaten ? "COLORANTE COSMÉTICO" : "COLORANTE ALIMENTARIO"],
    [/^Sabor (.+)$/, "SABORIZANTE"],
  ];
  let title = name;
  let sub = p.category === "otros" ? "MATERIA PRIMA" : p.category === "colorantes" ? "PIGMENTO COSMÉTICO" : "";
  for (const [re, s] of rules) {
    const m = re.exec(name);
    if (m) {
      title = at(m, 1);
      sub = s;
      break;
    }
  }
  const paren = /^(.+?) \((.+)\)$/.exec(title);
  if (paren) {
    title = at(paren, 1);
    sub = at(paren, 2).toUpperCase();
  }
  title = title.charAt(0).toUpperCase() + title.slice(1);
  // No size on the label: one picture serves every size of the product, and a card showing '30 ml' while
  // 100 ml is chosen would contradict the chosen size (issue 14). The code stays.
  return { title, sub, foot: p.code };
}

function artFor(p: SeedProduct): Art {
  const art = ART[p.slug];
  if (!art) throw new Error(`No art direction for product ${p.slug}: add it to ART in scripts/generate-images.ts`);
  return art;
}

function container(p: SeedProduct, art: Art, id: string, withLabel: boolean | "blank" = true): Piece {
  const coloredCap = art.shape === "bottle" && art.cap.startsWith("#") && art.cap !== "#ffffff";
  const accent = art.shape === "colorDropper" ? art.liquid : coloredCap ? dark(art.cap, 0.15) : dark(art.tint, 0.45);
  return SHAPES[art.shape].draw({
    id,
    liquid: art.liquid || "#c47a2c",
    cap: art.cap,
    accent,
    label: withLabel === "blank" ? { title: "", sub: "", foot: "" } : withLabel ? labelFor(p) : undefined,
    lab: p.category === "otros",
  });
}

function frontProps(art: Art, seed: string): Piece | null {
  if (art.shape === "colorDropper") return motif("drop", art.liquid, seed);
  if (art.shape === "pot" && (art.motif === "capsule" || art.motif === "crystal"))
    return motif(art.motif, art.motifColor, seed);
  return null;
}

function productMain(p: SeedProduct): string {
  const art = artFor(p);
  const floor = 520;
  const parts: Piece[] = [studio("s", 800, 800, art.tint, floor)];
  const sprigLike = SPRIGS.has(art.motif);
  if (sprigLike) {
    const m = motif(art.motif, art.motifColor, p.slug);
    parts.push(place(m, 236, 652, 1.3, -20));
    parts.push(place(m, 570, 656, 1.12, 18, true));
  }
  const scale = SHAPE_SCALE[art.shape];
  const w = SHAPES[art.shape].width * scale;
  parts.push(piece(shadowAt("ss", 400, 664, w * 0.78, 26)));
  parts.push(place(container(p, art, "c"), 400, 664, scale));
  const front = frontProps(art, p.slug);
  if (front) parts.push(place(front, 400, 728, 1.1));
  else if (!sprigLike) {
    const m = motif(art.motif, art.motifColor, p.slug);
    parts.push(place(m, 170, 716, 0.95));
    parts.push(place(m, 650, 726, 0.72, 8, true));
  }
  return svg(800, 800, p.name, combine(...parts));
}

function box(art: Art, t: LabelText): string {
  const band = dark(art.tint, 0.35);
  const paper = "#fbf7ee";
  const w = 220;
  const h = 340;
  const d = 54;
  const title = fitTitle(t.title, w * 0.82, 34, 18);
  let out = `<path d="M${w} 0l${d}-30V${-h - 30}l${-d} 30Z" fill="${dark(paper, 0.16)}"/><path d="M0 ${-h}l${d}-30h${w}l${-d} 30Z" fill="${dark(paper, 0.05)}"/>`;
  out += `<rect y="${-h}" width="${w}" height="${h}" fill="${paper}"/><rect y="${-h * 0.62}" width="${w}" height="${h * 0.4}" fill="${band}"/><path d="M${w} ${-h * 0.62}l${d}-30v${h * 0.4}l${-d} 30Z" fill="${dark(band, 0.2)}"/>`;
  out += text(w / 2, -h + 46, "QUÍMICA ORIENTAL", { size: 12, fill: band, family: "n", spacing: 2.4, weight: 600 });
  out += `<path d="M${w / 2 - 40} ${-h + 60}H${w / 2 + 40}" stroke="${band}" stroke-width="1"/>`;
  title.lines.forEach((line, i) => {
    out += text(w / 2, -h * 0.42 + title.size * 0.35 + (i - (title.lines.length - 1) / 2) * title.size * 1.1, line, {
      size: title.size,
      fill: "#fff",
      family: "s",
    });
  });
  if (t.sub) {
    const ss = Math.min(11, (w * 0.86) / textWidth(t.sub, 1, "n", 1.2));
    out += text(w / 2, -h * 0.26, t.sub, { size: ss, fill: "#fff", family: "n", spacing: 1.2, opacity: 0.85 });
  }
  out += text(w / 2, -34, t.foot, { size: 12, fill: INK, family: "n", opacity: 0.6 });
  return out;
}

function productHover(p: SeedProduct): string {
  const art = artFor(p);
  const t = labelFor(p);
  const parts: Piece[] = [studio("s", 800, 800, art.tint, 540, 0.35, 0.3)];
  // The carton behind, the container in front of it, a botanical touch on the floor.
  parts.push(piece(shadowAt("ss", 560, 690, 200, 24)));
  parts.push(piece(`<g transform="translate(430 690)">${box(art, t)}</g>`));
  // Wide containers stand further left so the carton's front stays readable.
  const wide = art.shape === "jar" || art.shape === "pot";
  const scale = SHAPE_SCALE[art.shape] * (wide ? 0.76 : 0.88);
  const x = wide ? 262 : 330;
  const w = SHAPES[art.shape].width * scale;
  parts.push(piece(shadowAt("ss", x, 716, w * 0.72, 22)));
  parts.push(place(container(p, art, "c"), x, 716, scale, wide ? -2 : -4));
  if (SPRIGS.has(art.motif)) parts.push(place(motif(art.motif, art.motifColor, p.slug, true), 630, 760, 0.62, 78));
  else parts.push(place(motif(art.motif, art.motifColor, p.slug, true), 640, 748, 0.7, -6));
  return svg(800, 800, `${p.name}: envase y caja`, combine(...parts));
}

// ── Categories ───────────────────────────────────────────────────────────────────────────────────

const CATEGORY_ART: Record<string, { tint: string; slugs: string[] }> = {
  todos: {
    tint: "#e2cba6",
    slugs: [
      "aceite-de-almendras-dulces",
      "aceite-esencial-de-lavanda",
      "esencia-de-rosas",
      "vitamina-e-tocoferol",
      "colorante-azul-brillante",
    ],
  },
  aceites: {
    tint: "#dcb27c",
    slugs: ["aceite-esencial-de-limon", "aceite-esencial-de-lavanda", "aceite-de-rosa-mosqueta"],
  },
  fragancias: { tint: "#e8b5c2", slugs: ["fragancia-vainilla", "esencia-de-rosas", "fragancia-te-verde"] },
  colorantes: {
    tint: "#cfdcf2",
    slugs: [
      "colorante-amarillo-tartrazina",
      "colorante-azul-brillante",
      "colorante-rojo-allura",
      "colorante-verde-esmeralda",
    ],
  },
  sabores: { tint: "#f1cfa6", slugs: ["sabor-limon", "sabor-frutilla", "sabor-chocolate"] },
  vitaminas: {
    tint: "#cfe5cf",
    slugs: ["vitamina-c-acido-ascorbico", "vitamina-e-tocoferol", "niacinamida-vitamina-b3"],
  },
  otros: { tint: "#cad8e6", slugs: ["acido-hialuronico", "glicerina-vegetal", "cera-de-abejas"] },
};

function bySlug(slug: string): SeedProduct {
  const p = products.find((x) => x.slug === slug);
  if (!p) throw new Error(`Unknown product ${slug}`);
  return p;
}

function categoryImage(slug: string, title: string): string {
  const spec = CATEGORY_ART[slug];
  if (!spec) throw new Error(`No art for category ${slug}`);
  const floor = 300;
  const parts: Piece[] = [studio("s", 600, 400, spec.tint, floor)];
  const items = spec.slugs.map(bySlug);
  const count = items.length;
  const first = artFor(at(items, Math.floor(count / 2)));
  if (SPRIGS.has(first.motif)) {
    parts.push(place(motif(first.motif, first.motifColor, `${slug}m`), 110, 330, 0.62, -24));
    parts.push(place(motif(first.motif, first.motifColor, `${slug}n`), 500, 330, 0.55, 22));
  }
  const spacing = count > 3 ? 108 : 150;
  items.forEach((p, i) => {
    const art = artFor(p);
    const x = 300 + (i - (count - 1) / 2) * spacing;
    const center = i === Math.floor(count / 2);
    const base = 340 + (center ? 6 : 0);
    const target = (center ? 250 : 205) * (count > 3 ? 0.9 : 1);
    const scale = Math.min(target / SHAPES[art.shape].height, (spacing * 0.95) / SHAPES[art.shape].width);
    parts.push(piece(shadowAt("ss", x, base, SHAPES[art.shape].width * scale * 0.75, 12)));
    parts.push(place(container(p, art, `c${i}`), x, base, scale));
  });
  const lastArt = artFor(at(items, 0));
  if (!SPRIGS.has(first.motif) && !SPRIGS.has(lastArt.motif)) {
    parts.push(place(motif(lastArt.motif, lastArt.motifColor, `${slug}f`), 300, 372, 0.45));
  }
  return svg(600, 400, `Categoría ${title}`, combine(...parts));
}

// ── Scenes: hero slides, promo, feed, blog ───────────────────────────────────────────────────────

interface Surface {
  kind: "wood" | "marble" | "linen";
  color: string;
}

function surface(id: string, w: number, h: number, y: number, s: Surface, seed: string): Piece {
  const r = rng(seed);
  const c = s.color;
  const defs = lin(
    `${id}t`,
    [
      [0, light(c, 0.1)],
      [1, dark(c, 0.12)],
    ],
    0,
    1,
  );
  let body = `<rect y="${y}" width="${w}" height="${h - y}" fill="url(#${id}t)"/><rect y="${y}" width="${w}" height="3" fill="#fff" opacity=".35"/>`;
  if (s.kind === "wood") {
    let d = "";
    for (let i = 0; i < 9; i++) {
      const yy = y + 14 + ((h - y) * i) / 9 + r() * 6;
      d += `M0 ${n(yy)}Q${n(w * 0.3)} ${n(yy + (r() - 0.5) * 10)} ${n(w * 0.6)} ${n(yy + (r() - 0.5) * 8)}T${w} ${n(yy + (r() - 0.5) * 10)}`;
    }
    body += `<path d="${d}" stroke="${dark(c, 0.25)}" stroke-opacity=".25" stroke-width="2" fill="none"/>`;
  } else if (s.kind === "marble") {
    let d = "";
    for (let i = 0; i < 4; i++) {
      const x0 = r() * w;
      d += `M${n(x0)} ${y}q${n(r() * 80 + 40)} ${n((h - y) * 0.4)} ${n(r() * 60)} ${n((h - y) * 0.7)}t${n(r() * 120)} ${n((h - y) * 0.4)}`;
    }
    body += `<path d="${d}" stroke="${dark(c, 0.3)}" stroke-opacity=".22" stroke-width="2" fill="none"/>`;
  } else {
    let d = "";
    for (let yy = y + 10; yy < h; yy += 12) d += `M0 ${yy}H${w}`;
    body += `<path d="${d}" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>`;
  }
  return piece(body, defs);
}

function wall(id: string, w: number, h: number, c1: string, c2: string, seed: string, leafShadow = true): Piece {
  const r = rng(seed);
  const defs =
    rad(
      `${id}w`,
      [
        [0, light(c1, 0.35)],
        [0.7, c1],
        [1, c2],
      ],
      0.3,
      0.3,
      0.9,
    ) +
    rad(`${id}o`, [
      [0, "#fff", 0.5],
      [1, "#fff", 0],
    ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}w)"/>`;
  // Soft bokeh and a window-light leaf shadow give the wall some depth.
  for (let i = 0; i < 5; i++) {
    body += `<circle cx="${n(r() * w)}" cy="${n(r() * h * 0.6)}" r="${n(h * (0.08 + r() * 0.14))}" fill="url(#${id}o)"/>`;
  }
  if (leafShadow) {
    body += `<g transform="translate(${n(w * 0.62)} 0)" opacity=".09" fill="${dark(c2, 0.5)}">${leafScatter("", `${seed}l`, 9, w * 0.35, h * 0.5, h / 350, true)}</g>`;
  }
  return piece(body, defs);
}

type Item =
  | { k: "container"; slug: string; x: number; y: number; s: number; r?: number; label?: boolean | "blank" }
  | { k: "motif"; m: Motif; c: string; x: number; y: number; s: number; r?: number; mirror?: boolean }
  | { k: "arch"; c: string; x: number; w: number; top: number; bottom: number }
  | { k: "podium"; c: string; x: number; y: number; w: number; h: number }
  | { k: "topBowl"; c: string; fill: string; x: number; y: number; r: number }
  | { k: "topBottle"; x: number; y: number; r: number }
  | { k: "soapStack"; colors: string[]; x: number; y: number; s: number; r?: number }
  | { k: "soap"; c: string; x: number; y: number; s: number; r?: number }
  | { k: "candle"; wax: string; x: number; y: number; s: number; glass?: boolean }
  | { k: "pipette"; liquid: string; x: number; y: number; s: number; r?: number }
  | { k: "bowl"; c: string; fill: string; x: number; y: number; s: number }
  | { k: "diffuser"; liquid: string; x: number; y: number; s: number }
  | { k: "towel"; c: string; x: number; y: number; s: number }
  | { k: "spoon"; powder: string; x: number; y: number; s: number; r?: number }
  | { k: "leaves"; c: string; n: number; x: number; y: number; w: number; h: number; s: number }
  | { k: "jarOf"; content: string; lid: string; x: number; y: number; s: number };

interface SceneSpec {
  w: number;
  h: number;
  title: string;
  wall: [string, string];
  floorY: number;
  surface: Surface;
  items: Item[];
  leafShadow?: boolean;
}

function sceneItem(item: Item, i: number, seed: string): Piece {
  const id = `i${i}`;
  switch (item.k) {
    case "container": {
      const p = bySlug(item.slug);
      const art = artFor(p);
      const w = SHAPES[art.shape].width;
      return combine(
        piece(shadowAt("sh", item.x, item.y, w * item.s * 0.8, 18 * item.s + 6)),
        place(container(p, art, id, item.label ?? true), item.x, item.y, item.s, item.r ?? 0),
      );
    }
    case "motif":
      return place(motif(item.m, item.c, `${item.m}${item.c}`), item.x, item.y, item.s, item.r ?? 0, item.mirror);
    case "arch": {
      const rr = item.w / 2;
      return piece(
        `<path d="M${n(item.x - rr)} ${item.bottom}V${n(item.top + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(item.x + rr)} ${n(item.top + rr)}V${item.bottom}Z" fill="url(#${id}a)"/>`,
        lin(
          `${id}a`,
          [
            [0, item.c],
            [1, dark(item.c, 0.06)],
          ],
          0,
          1,
        ),
      );
    }
    case "podium": {
      const rx = item.w / 2;
      const ry = item.w * 0.08;
      return combine(
        piece(shadowAt("sh", item.x, item.y, rx * 1.15, ry * 1.6)),
        place(
          piece(
            `<ellipse rx="${n(rx)}" ry="${n(ry)}" fill="${dark(item.c, 0.14)}"/><rect x="${n(-rx)}" y="${-item.h}" width="${n(item.w)}" height="${item.h}" fill="url(#${id}p)"/><ellipse cy="${-item.h}" rx="${n(rx)}" ry="${n(ry)}" fill="${light(item.c, 0.25)}"/>`,
            lin(`${id}p`, [
              [0, dark(item.c, 0.16)],
              [0.35, light(item.c, 0.12)],
              [1, dark(item.c, 0.2)],
            ]),
          ),
          item.x,
          item.y,
        ),
      );
    }
    case "topBowl":
      return place(
        piece(
          `<circle cx="8" cy="12" r="${item.r}" fill="#000" opacity=".12"/><circle r="${item.r}" fill="${item.c}"/><circle r="${n(item.r * 0.8)}" fill="${item.fill}"/><circle r="${n(item.r * 0.8)}" fill="none" stroke="#000" stroke-opacity=".08" stroke-width="6"/><path d="M${n(-item.r * 0.6)} ${n(-item.r * 0.62)}A${n(item.r * 0.86)} ${n(item.r * 0.86)} 0 0 1 ${n(item.r * 0.4)} ${n(-item.r * 0.76)}" stroke="#fff" stroke-opacity=".5" stroke-width="4" fill="none"/>`,
        ),
        item.x,
        item.y,
      );
    case "topBottle": {
      const r = item.r;
      return place(
        piece(
          `<circle cx="6" cy="10" r="${r}" fill="#000" opacity=".15"/><circle r="${r}" fill="#8a4510"/><circle r="${n(r * 0.8)}" fill="#b0601a"/><circle r="${n(r * 0.52)}" fill="#2a2a2a"/><circle r="${n(r * 0.3)}" fill="#111"/><circle cx="${n(-r * 0.12)}" cy="${n(-r * 0.12)}" r="${n(r * 0.08)}" fill="#fff" opacity=".35"/>`,
        ),
        item.x,
        item.y,
      );
    }
    case "soapStack":
      return combine(
        piece(shadowAt("sh", item.x, item.y, 120 * item.s, 20 * item.s)),
        place(piece(soapStack(item.colors)), item.x, item.y, item.s, item.r ?? 0),
      );
    case "soap":
      return combine(
        piece(shadowAt("sh", item.x, item.y, 120 * item.s, 18 * item.s)),
        place(piece(soapBar(item.c)), item.x, item.y, item.s, item.r ?? 0),
      );
    case "candle":
      return combine(
        piece(shadowAt("sh", item.x, item.y, 90 * item.s, 16 * item.s)),
        place(candle(id, item.wax, item.glass !== false), item.x, item.y, item.s),
      );
    case "pipette":
      return place(piece(pipette(item.liquid)), item.x, item.y, item.s, item.r ?? 0);
    case "bowl":
      return combine(
        piece(shadowAt("sh", item.x, item.y, 130 * item.s, 18 * item.s)),
        place(piece(bowl(item.c, item.fill)), item.x, item.y, item.s),
      );
    case "diffuser":
      return combine(
        piece(shadowAt("sh", item.x, item.y, 100 * item.s, 16 * item.s)),
        place(piece(diffuser(item.liquid)), item.x, item.y, item.s),
      );
    case "towel":
      return combine(
        piece(shadowAt("sh", item.x + 40 * item.s, item.y, 130 * item.s, 16 * item.s)),
        place(piece(towel(item.c)), item.x, item.y, item.s),
      );
    case "spoon":
      return place(piece(spoon(item.powder)), item.x, item.y, item.s, item.r ?? 0);
    case "leaves":
      return place(piece(leafScatter(item.c, `${seed}${i}`, item.n, item.w, item.h, item.s)), item.x, item.y);
    case "jarOf":
      return combine(
        piece(shadowAt("sh", item.x, item.y, 190 * item.s, 20 * item.s)),
        place(jar({ id, liquid: item.content, cap: item.lid, accent: "#000" }), item.x, item.y, item.s),
      );
  }
}

function scene(spec: SceneSpec, seed: string, overlay?: Piece): string {
  const parts: Piece[] = [
    wall("w", spec.w, spec.h, spec.wall[0], spec.wall[1], seed, spec.leafShadow !== false),
    surface("f", spec.w, spec.h, spec.floorY, spec.surface, seed),
    piece("", shadow("sh")),
  ];
  spec.items.forEach((item, i) => {
    parts.push(sceneItem(item, i, seed));
  });
  if (overlay) parts.push(overlay);
  return svg(spec.w, spec.h, spec.title, combine(...parts));
}

const WOOD: Surface = { kind: "wood", color: "#c79b6d" };
const OAK: Surface = { kind: "wood", color: "#d8b68c" };
const MARBLE: Surface = { kind: "marble", color: "#eeeae4" };
const LINEN = (c: string): Surface => ({ kind: "linen", color: c });

function heroes(): SceneSpec[] {
  // Products stand on the right half; the left half stays calm for the slider's text.
  return [
    {
      w: 1600,
      h: 700,
      title: "Aceites esenciales en frascos ámbar con lavanda y limón",
      wall: ["#f6e7d2", "#e7c9a4"],
      floorY: 560,
      surface: OAK,
      items: [
        { k: "arch", c: "#efd9bc", x: 1190, w: 560, top: 60, bottom: 560 },
        { k: "motif", m: "lavender", c: "#8a72c4", x: 930, y: 600, s: 1.6, r: -14 },
        { k: "motif", m: "lavender", c: "#8a72c4", x: 1455, y: 600, s: 1.5, r: 14, mirror: true },
        { k: "podium", c: "#ead6bb", x: 1190, y: 642, w: 330, h: 76 },
        { k: "container", slug: "aceite-esencial-de-lavanda", x: 1190, y: 572, s: 0.88, label: "blank" },
        { k: "container", slug: "aceite-esencial-de-naranja-dulce", x: 985, y: 668, s: 0.58, label: "blank" },
        { k: "container", slug: "aceite-esencial-de-limon", x: 1400, y: 674, s: 0.5, label: "blank" },
        { k: "motif", m: "citrus", c: "#f4cc1c", x: 850, y: 684, s: 0.8 },
      ],
    },
    {
      w: 1600,
      h: 700,
      title: "Jabones artesanales, manteca y eucalipto sobre mármol",
      wall: ["#e6eee4", "#b9cdb9"],
      floorY: 545,
      surface: MARBLE,
      items: [
        { k: "arch", c: "#d5e2d3", x: 1190, w: 560, top: 56, bottom: 545 },
        { k: "motif", m: "eucalyptus", c: "#86a99b", x: 925, y: 590, s: 1.7, r: -16 },
        { k: "motif", m: "eucalyptus", c: "#86a99b", x: 1460, y: 590, s: 1.5, r: 16, mirror: true },
        { k: "podium", c: "#f1eee8", x: 1190, y: 636, w: 380, h: 70 },
        { k: "container", slug: "manteca-de-karite", x: 1190, y: 572, s: 1.05, label: "blank" },
        { k: "soapStack", colors: ["#e9dcc4", "#b9d3c0", "#f2e6d6"], x: 975, y: 668, s: 0.85 },
        { k: "container", slug: "aceite-de-almendras-dulces", x: 1405, y: 670, s: 0.6, label: "blank" },
      ],
    },
    {
      w: 1600,
      h: 700,
      title: "Perfumes, rosas y velas aromáticas",
      wall: ["#f7e4de", "#e2b2a6"],
      floorY: 560,
      surface: LINEN("#ead3c8"),
      items: [
        { k: "arch", c: "#f0d2c9", x: 1190, w: 560, top: 60, bottom: 560 },
        { k: "motif", m: "rose", c: "#d9607f", x: 930, y: 600, s: 1.5, r: -16 },
        { k: "motif", m: "rose", c: "#d9607f", x: 1460, y: 600, s: 1.35, r: 16, mirror: true },
        { k: "podium", c: "#f4e5de", x: 1190, y: 642, w: 330, h: 76 },
        { k: "container", slug: "esencia-de-rosas", x: 1190, y: 572, s: 1, label: "blank" },
        { k: "candle", wax: "#f6efe6", x: 985, y: 668, s: 0.95 },
        { k: "container", slug: "fragancia-vainilla", x: 1395, y: 674, s: 0.62, label: "blank" },
        { k: "motif", m: "petal", c: "#e57f98", x: 860, y: 690, s: 0.8 },
      ],
    },
  ];
}

function promoScene(): SceneSpec {
  return {
    w: 1200,
    h: 600,
    title: "Productos seleccionados con descuento",
    wall: ["#f4dcc2", "#e0a878"],
    floorY: 470,
    surface: OAK,
    items: [
      { k: "arch", c: "#efcfae", x: 860, w: 500, top: 40, bottom: 470 },
      { k: "motif", m: "leaf", c: "#6f9a5a", x: 650, y: 500, s: 1.3, r: -20 },
      { k: "motif", m: "leaf", c: "#6f9a5a", x: 1080, y: 500, s: 1.1, r: 20, mirror: true },
      { k: "podium", c: "#f1dcc4", x: 860, y: 546, w: 290, h: 68 },
      { k: "container", slug: "aceite-esencial-de-lavanda", x: 860, y: 484, s: 0.76 },
      { k: "container", slug: "esencia-de-rosas", x: 690, y: 566, s: 0.6 },
      { k: "container", slug: "vitamina-e-tocoferol", x: 1035, y: 568, s: 0.58 },
      { k: "motif", m: "citrus", c: "#f28a1a", x: 560, y: 580, s: 0.7 },
    ],
  };
}

/** The demo banner (supabase/seed/catalogue.ts banner): fragrances for soaps and candles, its own picture. */
function bannerScene(): SceneSpec {
  return {
    w: 1600,
    h: 800,
    title: "Fragancias para jabones y velas",
    wall: ["#f1e4ee", "#c9a3bd"],
    floorY: 610,
    surface: WOOD,
    items: [
      { k: "arch", c: "#ead3e2", x: 1130, w: 620, top: 60, bottom: 610 },
      { k: "motif", m: "rose", c: "#c0577a", x: 470, y: 690, s: 1.1, r: -24 },
      { k: "motif", m: "petal", c: "#d77a95", x: 1460, y: 700, s: 1, r: 30 },
      { k: "candle", wax: "#f3e7dc", x: 880, y: 690, s: 1.2 },
      { k: "container", slug: "fragancia-vainilla", x: 1080, y: 660, s: 0.9 },
      { k: "container", slug: "fragancia-sandalo", x: 1250, y: 700, s: 0.75 },
      { k: "soapStack", colors: ["#f2d7e3", "#e9dcc4", "#d5b9cf"], x: 1410, y: 730, s: 1 },
      { k: "diffuser", liquid: "#e7b7c8", x: 640, y: 720, s: 0.9 },
    ],
  };
}

/** A price tag with a percent sign, hung over the promo scene. */
function promoTag(): string {
  return `<g transform="translate(1000 70) rotate(12)"><path d="M0 0L150 0 190 50 150 100 0 100Z" fill="#b3362b"/><circle cx="160" cy="50" r="9" fill="#f4dcc2"/><path d="M169 50Q220 10 240-60" stroke="#7a5a3a" stroke-width="2" fill="none"/><text x="72" y="70" class="s" font-size="58" fill="#fff" text-anchor="middle">%</text></g>`;
}

function feedScenes(): SceneSpec[] {
  const base = { w: 600, h: 600 };
  return [
    {
      ...base,
      title: "Gotero de lavanda",
      wall: ["#ece6f4", "#c9bce0"],
      floorY: 440,
      surface: LINEN("#ddd3ea"),
      items: [
        { k: "motif", m: "lavender", c: "#7d68b8", x: 200, y: 480, s: 1.2, r: -14 },
        { k: "container", slug: "aceite-esencial-de-lavanda", x: 330, y: 520, s: 0.72 },
        { k: "motif", m: "lavender", c: "#8a72c4", x: 470, y: 560, s: 0.8, r: 70 },
      ],
    },
    {
      ...base,
      title: "Jabones artesanales apilados",
      wall: ["#e9efe4", "#bccab3"],
      floorY: 430,
      surface: OAK,
      items: [
        { k: "motif", m: "needle", c: "#6c8a5a", x: 470, y: 470, s: 1.1, r: 14 },
        { k: "soapStack", colors: ["#c9d9bd", "#f1e4cf", "#d8c3a5"], x: 290, y: 540, s: 1.1 },
      ],
    },
    {
      ...base,
      title: "Vela aromática con eucalipto",
      wall: ["#f3ebe0", "#d9c4a6"],
      floorY: 450,
      surface: WOOD,
      items: [
        { k: "motif", m: "eucalyptus", c: "#86a99b", x: 160, y: 480, s: 1.1, r: -16 },
        { k: "candle", wax: "#f5efe4", x: 320, y: 540, s: 1.3 },
      ],
    },
    {
      ...base,
      title: "Pipeta con aceite",
      wall: ["#f6efe4", "#e6d3b8"],
      floorY: 430,
      surface: MARBLE,
      items: [
        { k: "bowl", c: "#e9e3da", fill: "#e8c46a", x: 300, y: 540, s: 1.2 },
        { k: "pipette", liquid: "#d08a2c", x: 300, y: 330, s: 0.95 },
        { k: "motif", m: "flower", c: "#f2f0ea", x: 500, y: 470, s: 0.8, r: 18 },
      ],
    },
    {
      ...base,
      title: "Trío de frascos ámbar",
      wall: ["#f4e1d2", "#dcae8e"],
      floorY: 440,
      surface: OAK,
      items: [
        { k: "container", slug: "aceite-esencial-de-romero", x: 170, y: 520, s: 0.52, label: false },
        { k: "container", slug: "aceite-esencial-de-eucalipto", x: 300, y: 530, s: 0.62 },
        { k: "container", slug: "aceite-esencial-de-menta-piperita", x: 430, y: 522, s: 0.52, label: false },
        { k: "motif", m: "leaf", c: "#5f9447", x: 520, y: 560, s: 0.6, r: 80 },
      ],
    },
    {
      ...base,
      title: "Pétalos, sales y aceite esencial",
      wall: ["#f6e3e6", "#e7bfc6"],
      floorY: 0,
      surface: LINEN("#f1dde0"),
      leafShadow: false,
      items: [
        { k: "leaves", c: "#7da36a", n: 10, x: 20, y: 60, w: 560, h: 520, s: 0.9 },
        { k: "topBowl", c: "#ffffff", fill: "#f3c6d2", x: 290, y: 300, r: 130 },
        { k: "motif", m: "petal", c: "#e57f98", x: 290, y: 320, s: 0.75 },
        { k: "topBottle", x: 480, y: 470, r: 46 },
        { k: "topBottle", x: 120, y: 130, r: 36 },
        { k: "motif", m: "petal", c: "#d9607f", x: 170, y: 500, s: 0.7 },
      ],
    },
    {
      ...base,
      title: "Manteca de karité con cuchara",
      wall: ["#f4efe4", "#ddd0b6"],
      floorY: 440,
      surface: WOOD,
      items: [
        { k: "container", slug: "manteca-de-karite", x: 260, y: 520, s: 0.95 },
        { k: "spoon", powder: "#f3ead2", x: 380, y: 560, s: 0.7, r: -6 },
        { k: "motif", m: "nut", c: "#9a7048", x: 470, y: 540, s: 0.55 },
      ],
    },
    {
      ...base,
      title: "Limones y aceite esencial",
      wall: ["#fbf3d6", "#ecd78a"],
      floorY: 440,
      surface: MARBLE,
      items: [
        { k: "container", slug: "aceite-esencial-de-limon", x: 380, y: 520, s: 0.72 },
        { k: "motif", m: "citrus", c: "#f4cc1c", x: 170, y: 540, s: 1.1 },
        { k: "motif", m: "leaf", c: "#4f8a3a", x: 520, y: 470, s: 0.7, r: 30 },
      ],
    },
    {
      ...base,
      title: "Perfume y flores",
      wall: ["#f8e6e6", "#e6b7b9"],
      floorY: 440,
      surface: LINEN("#efd6d6"),
      items: [
        { k: "motif", m: "flower", c: "#f6f0f2", x: 170, y: 470, s: 1.1, r: -14 },
        { k: "container", slug: "esencia-de-jazmin", x: 330, y: 530, s: 0.9 },
        { k: "motif", m: "rose", c: "#e0728e", x: 490, y: 470, s: 0.9, r: 14 },
      ],
    },
    {
      ...base,
      title: "Colorantes y gotas de color",
      wall: ["#eef2fa", "#c9d3ea"],
      floorY: 450,
      surface: MARBLE,
      items: [
        { k: "container", slug: "colorante-azul-brillante", x: 150, y: 520, s: 0.7, label: false },
        { k: "container", slug: "colorante-rojo-allura", x: 300, y: 530, s: 0.8 },
        { k: "container", slug: "colorante-amarillo-tartrazina", x: 450, y: 520, s: 0.7, label: false },
        { k: "motif", m: "drop", c: "#1f4fd8", x: 200, y: 570, s: 0.6 },
        { k: "motif", m: "drop", c: "#f2c80a", x: 420, y: 576, s: 0.6 },
      ],
    },
    {
      ...base,
      title: "Jabones de colores",
      wall: ["#e8f4ef", "#b5dccb"],
      floorY: 430,
      surface: OAK,
      items: [
        { k: "motif", m: "leaf", c: "#5f9447", x: 470, y: 440, s: 1.1, r: 16 },
        { k: "soap", c: "#f3a9c4", x: 170, y: 500, s: 1.1, r: -4 },
        { k: "soap", c: "#a9c8f3", x: 420, y: 494, s: 1.1, r: 5 },
        { k: "soap", c: "#c2e6a8", x: 290, y: 570, s: 1.25 },
      ],
    },
    {
      ...base,
      title: "Sales de baño y toalla",
      wall: ["#eaf3f7", "#b9d4e0"],
      floorY: 440,
      surface: LINEN("#dde8ee"),
      items: [
        { k: "towel", c: "#ffffff", x: 130, y: 540, s: 1 },
        { k: "jarOf", content: "#f2c6d2", lid: "#c9a26a", x: 400, y: 530, s: 0.85 },
        { k: "motif", m: "lavender", c: "#8a72c4", x: 520, y: 570, s: 0.6, r: 76 },
      ],
    },
    {
      ...base,
      title: "Velas encendidas",
      wall: ["#efe3d3", "#c9ab86"],
      floorY: 440,
      surface: WOOD,
      items: [
        { k: "candle", wax: "#f3ead8", x: 160, y: 520, s: 0.8, glass: false },
        { k: "candle", wax: "#e9d9c0", x: 300, y: 540, s: 1.1 },
        { k: "candle", wax: "#f6efe6", x: 450, y: 525, s: 0.7, glass: false },
      ],
    },
    {
      ...base,
      title: "Difusor de varillas",
      wall: ["#eef0e2", "#c8cfa6"],
      floorY: 450,
      surface: OAK,
      items: [
        { k: "motif", m: "leaf", c: "#6d8f4e", x: 150, y: 500, s: 1, r: -20 },
        { k: "diffuser", liquid: "#e8c36a", x: 320, y: 540, s: 1.1 },
        { k: "motif", m: "citrus", c: "#f28a1a", x: 480, y: 570, s: 0.6 },
      ],
    },
  ];
}

function blogScenes(key: string, count: number): SceneSpec[] {
  const cover = { w: 1200, h: 630, floorY: 500 };
  const extra = { w: 900, h: 600, floorY: 420 };
  const coverArch = (c: string): Item => ({ k: "arch", c, x: 600, w: 480, top: 40, bottom: 500 });
  const coverPodium = (c: string): Item => ({ k: "podium", c, x: 600, y: 574, w: 300, h: 64 });
  const extraArch = (c: string): Item => ({ k: "arch", c, x: 450, w: 420, top: 44, bottom: 420 });
  const specs: Record<string, SceneSpec[]> = {
    "aceites-esenciales-uso-seguro": [
      {
        ...cover,
        title: "Aceites esenciales y lavanda",
        wall: ["#f1ebf5", "#cdbfdc"],
        surface: OAK,
        items: [
          coverArch("#e6dcee"),
          { k: "motif", m: "lavender", c: "#8068bd", x: 380, y: 540, s: 1.5, r: -14 },
          { k: "motif", m: "lavender", c: "#8068bd", x: 830, y: 540, s: 1.4, r: 14, mirror: true },
          coverPodium("#efe8f3"),
          { k: "container", slug: "aceite-esencial-de-lavanda", x: 600, y: 516, s: 0.8 },
          { k: "container", slug: "aceite-de-almendras-dulces", x: 420, y: 604, s: 0.62 },
          { k: "bowl", c: "#ffffff", fill: "#ecd38a", x: 800, y: 606, s: 0.7 },
          { k: "pipette", liquid: "#c8842f", x: 800, y: 470, s: 0.58, r: 6 },
        ],
      },
      {
        ...extra,
        title: "Dilución en aceite portador",
        wall: ["#f6efe4", "#e2cfb3"],
        surface: MARBLE,
        items: [
          extraArch("#eee2cf"),
          { k: "bowl", c: "#ece6dc", fill: "#e9c96e", x: 470, y: 520, s: 1.3 },
          { k: "pipette", liquid: "#c8842f", x: 470, y: 330, s: 0.95 },
          { k: "container", slug: "aceite-esencial-de-menta-piperita", x: 200, y: 520, s: 0.62 },
          { k: "motif", m: "leaf", c: "#4f9d63", x: 740, y: 470, s: 0.9, r: 20 },
        ],
      },
      {
        ...extra,
        title: "Frascos ámbar bien conservados",
        wall: ["#f3e6d6", "#d6b28e"],
        surface: WOOD,
        items: [
          extraArch("#ecd8bf"),
          { k: "container", slug: "aceite-esencial-de-limon", x: 250, y: 510, s: 0.66 },
          { k: "container", slug: "aceite-esencial-de-eucalipto", x: 450, y: 520, s: 0.76 },
          { k: "container", slug: "aceite-esencial-de-geranio", x: 650, y: 510, s: 0.66 },
        ],
      },
    ],
    "jabon-de-glicerina-casero": [
      {
        ...cover,
        title: "Jabones de glicerina caseros",
        wall: ["#e9f1ea", "#b9d1bf"],
        surface: OAK,
        items: [
          coverArch("#d6e5d9"),
          { k: "motif", m: "needle", c: "#6c8a5a", x: 390, y: 540, s: 1.4, r: -16 },
          { k: "motif", m: "needle", c: "#6c8a5a", x: 820, y: 540, s: 1.3, r: 16, mirror: true },
          coverPodium("#eef3ee"),
          { k: "container", slug: "base-de-glicerina-para-jabon", x: 600, y: 514, s: 0.95 },
          { k: "soapStack", colors: ["#f3c2cf", "#c4dfc9", "#f6ead6"], x: 400, y: 612, s: 0.9 },
          { k: "soap", c: "#b9d4f2", x: 810, y: 612, s: 0.8, r: 4 },
        ],
      },
      {
        ...extra,
        title: "Base de glicerina fundida",
        wall: ["#f3efe6", "#d9cdb6"],
        surface: MARBLE,
        items: [
          extraArch("#ebe3d3"),
          { k: "bowl", c: "#dcd6cc", fill: "#f2e9cf", x: 400, y: 530, s: 1.45 },
          { k: "container", slug: "colorante-rosa-cosmetico", x: 700, y: 520, s: 0.9 },
        ],
      },
      {
        ...extra,
        title: "Jabones de colores desmoldados",
        wall: ["#f6ecf1", "#dcbccb"],
        surface: LINEN("#efdde6"),
        items: [
          extraArch("#efdbe5"),
          { k: "soap", c: "#f3a9c4", x: 260, y: 500, s: 1.2, r: -5 },
          { k: "soap", c: "#c2e6a8", x: 640, y: 494, s: 1.2, r: 4 },
          { k: "soap", c: "#b9c8f3", x: 450, y: 580, s: 1.3 },
        ],
      },
    ],
    "aceites-portadores": [
      {
        ...cover,
        title: "Aceites vegetales portadores",
        wall: ["#f6ecd8", "#dcbf8e"],
        surface: OAK,
        items: [
          coverArch("#efdfc0"),
          { k: "motif", m: "hip", c: "#d2452a", x: 370, y: 540, s: 1.4, r: -16 },
          coverPodium("#f3e7d2"),
          { k: "container", slug: "aceite-de-almendras-dulces", x: 600, y: 516, s: 0.9 },
          { k: "container", slug: "aceite-de-jojoba", x: 430, y: 606, s: 0.62 },
          { k: "container", slug: "aceite-de-rosa-mosqueta", x: 780, y: 608, s: 0.62 },
          { k: "motif", m: "nut", c: "#b98552", x: 930, y: 616, s: 0.8 },
        ],
      },
      {
        ...extra,
        title: "Manteca de karité",
        wall: ["#f4efe4", "#ddd0b6"],
        surface: WOOD,
        items: [
          extraArch("#ece3cf"),
          { k: "container", slug: "manteca-de-karite", x: 400, y: 520, s: 1.25 },
          { k: "spoon", powder: "#f3ead2", x: 620, y: 560, s: 0.85, r: -4 },
        ],
      },
    ],
    "velas-aromaticas": [
      {
        ...cover,
        title: "Velas aromáticas de soja",
        wall: ["#f2e6d6", "#cfae88"],
        surface: WOOD,
        items: [
          coverArch("#ead8c0"),
          { k: "motif", m: "leaf", c: "#6f8f5a", x: 390, y: 540, s: 1.3, r: -16 },
          coverPodium("#f1e4d2"),
          { k: "candle", wax: "#efe2cc", x: 600, y: 514, s: 1.3 },
          { k: "candle", wax: "#f3ead8", x: 430, y: 604, s: 0.85, glass: false },
          { k: "container", slug: "fragancia-vainilla", x: 790, y: 606, s: 0.6 },
        ],
      },
      {
        ...extra,
        title: "Fragancia para velas",
        wall: ["#f6ecdc", "#dcc3a0"],
        surface: OAK,
        items: [
          extraArch("#efdfc6"),
          { k: "container", slug: "fragancia-sandalo", x: 300, y: 520, s: 0.9 },
          { k: "candle", wax: "#efe2cc", x: 580, y: 526, s: 1.35 },
          { k: "motif", m: "wood", c: "#b8875a", x: 760, y: 546, s: 0.7 },
        ],
      },
      {
        ...extra,
        title: "Vela encendida",
        wall: ["#3b3029", "#1e1713"],
        surface: WOOD,
        leafShadow: false,
        items: [{ k: "candle", wax: "#f3ead8", x: 450, y: 530, s: 1.8 }],
      },
    ],
    "colorantes-alimentarios-y-cosmeticos": [
      {
        ...cover,
        title: "Colorantes alimentarios y cosméticos",
        wall: ["#f1f3f8", "#cdd4e6"],
        surface: MARBLE,
        items: [
          coverArch("#e1e7f3"),
          coverPodium("#f4f6fa"),
          { k: "container", slug: "colorante-azul-brillante", x: 600, y: 516, s: 0.9 },
          { k: "container", slug: "colorante-amarillo-tartrazina", x: 330, y: 604, s: 0.58 },
          { k: "container", slug: "colorante-rojo-allura", x: 455, y: 608, s: 0.64 },
          { k: "container", slug: "colorante-verde-esmeralda", x: 745, y: 608, s: 0.64 },
          { k: "container", slug: "colorante-violeta-cosmetico", x: 870, y: 604, s: 0.58 },
        ],
      },
      {
        ...extra,
        title: "Gotas de color",
        wall: ["#f7f3ee", "#e0d4c4"],
        surface: MARBLE,
        items: [
          extraArch("#efe8de"),
          { k: "bowl", c: "#ffffff", fill: "#7aa6f0", x: 290, y: 530, s: 1 },
          { k: "bowl", c: "#ffffff", fill: "#f5a0b8", x: 610, y: 530, s: 1 },
          { k: "pipette", liquid: "#1f4fd8", x: 290, y: 350, s: 0.75 },
        ],
      },
    ],
    "vitamina-e-antioxidante": [
      {
        ...cover,
        title: "Vitamina E y antioxidantes",
        wall: ["#f6efd9", "#e2c98e"],
        surface: OAK,
        items: [
          coverArch("#f0e3c0"),
          { k: "motif", m: "leaf", c: "#6f9a5a", x: 390, y: 540, s: 1.3, r: -16 },
          { k: "motif", m: "leaf", c: "#6f9a5a", x: 820, y: 540, s: 1.2, r: 16, mirror: true },
          coverPodium("#f5ebd2"),
          { k: "container", slug: "vitamina-e-tocoferol", x: 600, y: 514, s: 0.9 },
          { k: "container", slug: "aceite-de-rosa-mosqueta", x: 420, y: 606, s: 0.6 },
          { k: "motif", m: "capsule", c: "#e0a125", x: 800, y: 618, s: 0.9 },
        ],
      },
      {
        ...extra,
        title: "Cápsulas de vitamina E",
        wall: ["#f6f0df", "#e3cf9c"],
        surface: MARBLE,
        items: [
          extraArch("#efe5c8"),
          { k: "bowl", c: "#ffffff", fill: "#e8b53c", x: 450, y: 520, s: 1.3 },
          { k: "motif", m: "capsule", c: "#e0a125", x: 450, y: 566, s: 1.2 },
        ],
      },
      {
        ...extra,
        title: "Crema casera con vitamina E",
        wall: ["#eef3ea", "#c6d6bc"],
        surface: OAK,
        items: [
          extraArch("#dfe8d8"),
          { k: "jarOf", content: "#fbf7ee", lid: "#ffffff", x: 330, y: 520, s: 1.05 },
          { k: "container", slug: "vitamina-e-tocoferol", x: 620, y: 516, s: 0.8 },
        ],
      },
    ],
  };
  const list = specs[key];
  if (!list || list.length < count) throw new Error(`Not enough blog pictures for ${key}`);
  return list.slice(0, count);
}

// ── Logos, brands, map, poster ───────────────────────────────────────────────────────────────────

const GREEN = "#2f5b3f";
const TERRA = "#b4632e";

/** The shop's emblem: a flask holding a drop with a leaf, in a circle. */
function emblem(c: string, accent: string, onDark = false): string {
  const bg = onDark ? "none" : "#f7f1e4";
  return `<circle r="46" fill="${bg}" stroke="${c}" stroke-width="3"/><path d="M-10-30H10M-7-30V-12L-24 18Q-28 28-18 28H18Q28 28 24 18L7-12V-30" fill="none" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><path d="M-19 14L-8-4H8L19 14Q21 22 14 22H-14Q-21 22-19 14Z" fill="${accent}"/><path d="M0-6Q14 2 6 16Q-8 14 0-6Z" fill="${onDark ? "#ffffff" : "#fff8ea"}" opacity=".85"/>`;
}

function logo(variant: "color" | "white"): string {
  const ink = variant === "white" ? "#ffffff" : GREEN;
  const sub = variant === "white" ? "#f1e6d2" : "#6b5a48";
  const accent = variant === "white" ? "#e8b27c" : TERRA;
  const tagline = "MATERIAS PRIMAS · ACEITES ESENCIALES · DESDE 1995";
  const width = Math.ceil((126 + textWidth(tagline, 11, "n", 1.3) + 16) / 10) * 10;
  const body =
    `<g transform="translate(60 60)">${emblem(ink, accent, variant === "white")}</g>` +
    text(124, 62, "Química Oriental", { size: 40, fill: ink, family: "s", anchor: "start" }) +
    text(126, 92, tagline, { size: 11, fill: sub, family: "n", anchor: "start", spacing: 1.3, weight: 600 });
  return svg(width, 120, "Química Oriental — Materias primas · Aceites esenciales · Desde 1995", piece(body));
}

function logoMark(): string {
  return svg(
    128,
    128,
    "Química Oriental",
    piece(`<g transform="translate(64 64) scale(1.3)">${emblem(GREEN, TERRA)}</g>`),
  );
}

function brandLogo(name: string, index: number): string {
  const palette = ["#3c5a78", "#2f6f73", "#4d6b3c", "#7a4e6b", "#8a5a2b", "#3f6a4a"];
  const c = at(palette, index % palette.length);
  const marks = [
    // Droguería: mortar and pestle.
    `<path d="M-26-4H26Q24 24 0 26Q-24 24-26-4Z" fill="${c}"/><path d="M6-6L24-32" stroke="${c}" stroke-width="7" stroke-linecap="round"/><rect x="-12" y="24" width="24" height="6" rx="2" fill="${c}"/>`,
    // Cosmética Litoral: waves.
    `<circle r="30" fill="none" stroke="${c}" stroke-width="4"/><path d="M-24 0q8-10 16 0t16 0 16 0M-20 12q7-8 14 0t14 0 12 0" stroke="${c}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    // Laboratorio Prado: leaf in a flask.
    `<path d="M-8-30H8M-5-30V-10L-22 20Q-24 28-16 28H16Q24 28 22 20L5-10V-30" fill="none" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><path d="M-6 22Q-8 2 12 0Q12 18-6 22Z" fill="${c}"/>`,
    // Jabonería: bubbles over a bar.
    `<rect x="-28" y="6" width="56" height="22" rx="8" fill="${c}"/><circle cx="-10" cy="-10" r="9" fill="none" stroke="${c}" stroke-width="3.5"/><circle cx="12" cy="-18" r="12" fill="none" stroke="${c}" stroke-width="3.5"/><circle cx="8" cy="-2" r="4" fill="${c}"/>`,
    // Alimentos: wheat ear.
    `<path d="M0 30V-30" stroke="${c}" stroke-width="3.5"/>${[-22, -8, 6].map((y) => `<ellipse cx="-9" cy="${y}" rx="6" ry="11" transform="rotate(-30 -9 ${y})" fill="${c}"/><ellipse cx="9" cy="${y}" rx="6" ry="11" transform="rotate(30 9 ${y})" fill="${c}"/>`).join("")}`,
    // Veterinaria: paw.
    `<ellipse cx="0" cy="10" rx="16" ry="13" fill="${c}"/><circle cx="-20" cy="-8" r="7" fill="${c}"/><circle cx="-8" cy="-20" r="7" fill="${c}"/><circle cx="8" cy="-20" r="7" fill="${c}"/><circle cx="20" cy="-8" r="7" fill="${c}"/>`,
  ];
  const words = name.split(" ");
  const first = at(words, 0);
  const second = words.slice(1).join(" ");
  const size = Math.min(30, 190 / textWidth(second.length > first.length ? second : first, 1, "s"));
  const body =
    `<g transform="translate(62 80)">${at(marks, index % marks.length)}</g>` +
    `<path d="M112 40V120" stroke="${c}" stroke-opacity=".35" stroke-width="2"/>` +
    text(128, 78, first, { size: size * 0.62, fill: c, family: "n", anchor: "start", spacing: 3, weight: 600 }) +
    text(126, 78 + size * 1.05, second, { size, fill: c, family: "s", anchor: "start" });
  return svg(360, 160, name, piece(body));
}

/** A closed Catmull-Rom curve through the points, as cubic Béziers. */
function smoothClosed(flat: number[]): string {
  const pts: [number, number][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pts.push([at(flat, i), at(flat, i + 1)]);
  const pt = (i: number) => at(pts, (i + pts.length) % pts.length);
  const start = pt(0);
  let d = `M${start[0]} ${start[1]}`;
  for (let i = 0; i < pts.length; i++) {
    const [p0, p1, p2, p3] = [pt(i - 1), pt(i), pt(i + 1), pt(i + 2)];
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${p2[0]} ${p2[1]}`;
  }
  return `${d}Z`;
}

function deliveryMap(): string {
  const land = "#f3ecdd";
  const water = "#cfe3ec";
  const zone = "#5f9a6e";
  // Montevideo department, stylised: coast to the south, the bay and the Cerro to the west.
  const dept = smoothClosed([
    40, 150, 150, 122, 260, 98, 380, 92, 520, 72, 640, 84, 760, 92, 860, 118, 918, 170, 930, 260, 912, 350, 884, 402,
    820, 420, 760, 432, 700, 442, 640, 452, 600, 464, 560, 472, 520, 466, 486, 476, 452, 480, 420, 470, 396, 488, 362,
    500, 330, 494, 300, 502, 262, 506, 232, 486, 212, 464, 192, 478, 166, 488, 128, 478, 96, 452, 70, 420, 52, 380, 42,
    320, 36, 240,
  ]);
  const bay = smoothClosed([300, 498, 304, 460, 332, 438, 368, 432, 392, 452, 396, 478, 362, 494, 330, 490]);
  const urban = smoothClosed([
    336, 436, 380, 374, 460, 332, 560, 302, 660, 300, 760, 320, 850, 356, 878, 400, 820, 418, 760, 430, 700, 440, 640,
    450, 600, 462, 560, 470, 520, 464, 486, 474, 452, 478, 420, 468, 394, 452, 368, 436,
  ]);
  const roads =
    "M410 470Q470 400 560 330T760 180M480 474Q560 420 620 360T700 250M600 462Q660 420 740 330M300 500Q260 420 220 330T180 170M392 452Q420 380 470 310T520 180";
  const body =
    `<rect width="1000" height="700" fill="${water}"/>` +
    // Canelones to the north and east (the department is drawn over it).
    `<path d="M0 0H1000V372Q950 380 884 402L930 260 918 170 40 150 0 160Z" fill="#e6dcc7"/>` +
    `<path d="${dept}" fill="${land}" stroke="#b9a888" stroke-width="3" stroke-dasharray="10 6"/>` +
    `<path d="${bay}" fill="${water}"/>` +
    `<path d="${urban}" fill="${zone}" fill-opacity=".32" stroke="${zone}" stroke-width="3"/>` +
    `<path d="${roads}" stroke="#ffffff" stroke-width="4" fill="none" opacity=".8"/>` +
    `<path d="M520 560q20-8 40 0t40 0M700 540q20-8 40 0t40 0M240 590q20-8 40 0t40 0M820 600q20-8 40 0t40 0" stroke="#fff" stroke-opacity=".6" stroke-width="2" fill="none"/>` +
    [
      ["Ciudad Vieja", 400, 500],
      ["Centro", 470, 450],
      ["Pocitos", 610, 440],
      ["Punta Carretas", 560, 492],
      ["Malvín", 730, 410],
      ["Carrasco", 860, 385],
      ["Prado", 400, 380],
      ["Cerro", 260, 470],
      ["Colón", 380, 210],
      ["Piedras Blancas", 640, 240],
    ]
      .map(([name, x, y]) => text(Number(x), Number(y), String(name), { size: 15, fill: "#4a3f33", family: "n" }))
      .join("") +
    text(500, 620, "Río de la Plata", { size: 26, fill: "#5d8597", family: "s", italic: true, spacing: 4 }) +
    text(150, 60, "CANELONES", { size: 15, fill: "#8d7f66", family: "n", spacing: 4 }) +
    text(340, 150, "MONTEVIDEO", { size: 22, fill: "#6b5a44", family: "n", spacing: 6, weight: 600 }) +
    // Our shop.
    `<g transform="translate(505 430)"><path d="M0 0C-14-18-20-28-20-38A20 20 0 0 1 20-38C20-28 14-18 0 0Z" fill="${TERRA}" stroke="#fff" stroke-width="3"/><circle cy="-38" r="7" fill="#fff"/></g>` +
    // Compass.
    `<g transform="translate(930 70)"><circle r="28" fill="#fff" opacity=".8"/><path d="M0-22L8 6 0 0-8 6Z" fill="#4a3f33"/>${text(0, 20, "N", { size: 13, fill: "#4a3f33", family: "n", weight: 700 })}</g>` +
    // Legend.
    `<g transform="translate(40 560)"><rect width="330" height="118" rx="10" fill="#fff" opacity=".94"/>` +
    `<rect x="20" y="22" width="34" height="22" rx="4" fill="${zone}" fill-opacity=".32" stroke="${zone}" stroke-width="2"/>` +
    text(66, 39, "Zona de reparto", { size: 17, fill: "#2f2a24", family: "n", anchor: "start", weight: 600 }) +
    `<path d="M37 90C29 80 26 74 26 68A11 11 0 0 1 48 68C48 74 45 80 37 90Z" fill="${TERRA}"/><circle cx="37" cy="68" r="4" fill="#fff"/>` +
    text(66, 80, "Nuestro local (retiro)", { size: 15, fill: "#2f2a24", family: "n", anchor: "start" }) +
    text(66, 102, "Interior: envío por agencia", { size: 13, fill: "#6b5a48", family: "n", anchor: "start" }) +
    "</g>";
  return svg(1000, 700, "Mapa de la zona de reparto en Montevideo", piece(body));
}

function companyPoster(): string {
  const w = 1280;
  const h = 720;
  const r = rng("poster");
  const parts: Piece[] = [wall("w", w, h, "#efe2cc", "#c9a57c", "poster", false)];
  // Shelves full of amber and clear bottles, a counter in front, a plant: the shop since 1995.
  let shelves = "";
  for (const y of [200, 340, 480]) {
    shelves += `<rect x="120" y="${y}" width="1040" height="16" rx="3" fill="#8a5e38"/><rect x="120" y="${y + 16}" width="1040" height="8" fill="#000" opacity=".12"/>`;
    let x = 150;
    while (x < 1120) {
      const kind = r();
      const bw = 34 + Math.round(r() * 26);
      const bh = 60 + Math.round(r() * 50);
      const fill = kind < 0.55 ? "#9a5212" : kind < 0.75 ? "#e9d7a6" : kind < 0.9 ? "#f4f1ea" : "#6b8fb5";
      shelves += `<rect x="${x}" y="${y - bh}" width="${bw}" height="${bh}" rx="7" fill="${fill}"/><rect x="${x + bw * 0.25}" y="${y - bh - 14}" width="${bw * 0.5}" height="16" rx="3" fill="${kind < 0.75 ? "#1e1e1e" : "#2f5d95"}"/><rect x="${x + 5}" y="${y - bh * 0.7}" width="${bw - 10}" height="${bh * 0.38}" fill="${PAPER}" opacity=".9"/><rect x="${x + 4}" y="${y - bh + 6}" width="5" height="${bh - 14}" rx="2.5" fill="#fff" opacity=".3"/>`;
      x += bw + 10 + Math.round(r() * 12);
    }
  }
  parts.push(piece(shelves));
  parts.push(surface("f", w, h, 600, WOOD, "poster"));
  parts.push(piece("", shadow("sh")));
  parts.push(sceneItem({ k: "motif", m: "leaf", c: "#5f8a4a", x: 1140, y: 640, s: 1.6, r: -8 }, 90, "poster"));
  parts.push(sceneItem({ k: "container", slug: "aceite-esencial-de-lavanda", x: 500, y: 664, s: 0.55 }, 91, "poster"));
  parts.push(sceneItem({ k: "container", slug: "manteca-de-karite", x: 660, y: 668, s: 0.62 }, 92, "poster"));
  parts.push(sceneItem({ k: "container", slug: "glicerina-vegetal", x: 810, y: 666, s: 0.55 }, 93, "poster"));
  parts.push(piece(`<rect width="${w}" height="${h}" fill="#2a1a0c" opacity=".12"/>`));
  return svg(w, h, "Nuestro local: materias primas desde 1995", combine(...parts));
}

// ── Writing ──────────────────────────────────────────────────────────────────────────────────────

/** WebP quality of the rasterised pictures. */
const WEBP_QUALITY = 80;
/** Budget of one product picture (main or hover) as written: the shop grid loads dozens of them. */
const PRODUCT_BUDGET = 24 * 1024;

const written: { path: string; bytes: number }[] = [];

/** The pixel size an SVG string declares on its root element. */
function svgSize(content: string): { width: number; height: number } {
  const root = /^<svg [^>]*>/.exec(content)?.[0] ?? "";
  const width = Number(/ width="(\d+)"/.exec(root)?.[1]);
  const height = Number(/ height="(\d+)"/.exec(root)?.[1]);
  if (!(width > 0 && height > 0)) throw new Error(`SVG without a pixel size: ${root.slice(0, 120)}`);
  return { width, height };
}

/** Writes the picture at publicUrl: the SVG as it is for a .svg URL, else rasterised to WebP at its own size. */
async function write(publicUrl: string, content: string): Promise<void> {
  if (!publicUrl.startsWith("/images/")) throw new Error(`Not an image URL: ${publicUrl}`);
  const file = join(publicDir, publicUrl);
  mkdirSync(dirname(file), { recursive: true });
  let data: Buffer;
  if (publicUrl.endsWith(".svg")) {
    data = Buffer.from(content);
  } else if (publicUrl.endsWith(".webp")) {
    const { width, height } = svgSize(content);
    // 72 dpi: one SVG user unit is one pixel.
    data = await sharp(Buffer.from(content), { density: 72 }).webp({ quality: WEBP_QUALITY, effort: 6 }).toBuffer();
    const meta = await sharp(data).metadata();
    if (meta.width !== width || meta.height !== height) {
      throw new Error(`${publicUrl}: rasterised to ${meta.width}×${meta.height}, not ${width}×${height}`);
    }
  } else {
    throw new Error(`Neither .svg nor .webp: ${publicUrl}`);
  }
  writeFileSync(file, data);
  written.push({ path: publicUrl, bytes: data.length });
}

async function main(): Promise<void> {
  for (const sub of SUBDIRS) rmSync(join(publicDir, "images", sub), { recursive: true, force: true });

  for (const p of products) {
    await write(p.thumb_images[0], productMain(p));
    await write(p.thumb_images[1], productHover(p));
  }
  for (const c of categories) await write(c.image, categoryImage(c.slug, c.title));

  for (const [i, spec] of heroes().entries()) {
    await write(at(siteImages.heroSlides, i), scene(spec, `hero${i}`));
  }
  await write(siteImages.promo, scene(promoScene(), "promo", piece(promoTag())));
  await write(siteImages.banner, scene(bannerScene(), "banner"));
  await write(siteImages.companyVideoPoster, companyPoster());
  await write(siteImages.deliveryZonesMap, deliveryMap());
  await write(siteImages.logo, logo("color"));
  await write(siteImages.logoWhite, logo("white"));
  await write(siteImages.logoMark, logoMark());
  for (const [i, d] of DISTRIBUTORS.entries()) {
    await write(d.logo, brandLogo(d.name, i));
  }

  const feeds = feedScenes();
  if (feeds.length !== feedItems.length)
    throw new Error(`${feeds.length} feed scenes for ${feedItems.length} feed items`);
  for (const [i, f] of feedItems.entries()) {
    await write(f.img, scene(at(feeds, i), `feed${i}`));
  }

  for (const post of blogPosts) {
    const urls = [post.cover_image_url, ...post.image_urls];
    for (const [i, spec] of blogScenes(post.key, urls.length).entries()) {
      await write(at(urls, i), scene(spec, `${post.key}${i}`));
    }
  }

  const biggest = [...written].sort((a, b) => b.bytes - a.bytes)[0];
  const productMax = Math.max(...written.filter((w) => w.path.startsWith("/images/products/")).map((w) => w.bytes));
  console.log(
    `Wrote ${written.length} images (${(written.reduce((s, w) => s + w.bytes, 0) / 1024).toFixed(0)} KB); ` +
      `largest product picture ${productMax} B; largest overall ${biggest?.path} ${biggest?.bytes} B`,
  );
  if (productMax > PRODUCT_BUDGET) {
    for (const w of written.filter((x) => x.path.startsWith("/images/products/") && x.bytes > PRODUCT_BUDGET)) {
      console.warn(`Too big: ${w.path} ${w.bytes} B`);
    }
    process.exitCode = 1;
  }
}

await main();
