/**
 * The first view sent as HTML (docs/decisions/010, issue 27): every public page's whole markup, header to footer,
 * rendered by the SPA's own routes and components in the renderer Worker (web/server, worker/seo/page-render.ts),
 * goes into #root; the head links the page's styles and preloads its largest image; the page's code is fetched after
 * the first paint; the API answers its route loaders asked for are inlined (read once by web/lib/get-json.ts). The
 * SPA keeps the markup on screen until its code and data are ready and then replaces it in one go.
 *
 * The SPA's index.html carries, from the build (vite.config.ts firstViewShell), each route's chunks and styles
 * (data-assets) and the storefront's frame (header, safety strip, footer) prerendered in an inert
 * <template id="first-view">: when the renderer cannot answer, the frame is what paints first (injectFrame).
 */

export interface FirstView {
  /** The page's markup for #root, rendered by the SPA's components. */
  html: string;
  /** The route ids the page matched, whose chunks and styles the head names. */
  routes: string[];
  /** API answers by path (as web/lib/get-json.ts asks for them), e.g. "/categories". */
  data: Record<string, unknown>;
  /** The largest image of the first view, preloaded with high priority. */
  image?: string;
}

/**
 * A page painted from this HTML does not need its code for the first paint. Its entry script, the entry's imports and
 * the page's chunks are not named in the head, where the browser would fetch them alongside the styles and the LCP
 * image, but handed to /first-view.js (web/first-view.js, minified by the build), which fetches them (at low
 * priority) once the first view is on screen (docs/decisions/010).
 */
const BOOT = "/first-view.js";
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const TEMPLATE = /<template id="first-view" data-assets="([^"]*)">([\s\S]*?)<\/template>\s*/;
const SLOT = "<!--first-view-->";

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** JSON inside <script> must not be able to close the tag (nor be cut by U+2028/9 in old parsers). */
export const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

type Assets = Record<string, { js: string[]; css: string[] } | undefined>;

function readAssets(attr: string): Assets {
  try {
    return JSON.parse(attr.replace(/&quot;/g, '"').replace(/&amp;/g, "&")) as Assets;
  } catch (error) {
    // The page still goes out, without its route's styles preloaded: said loudly, it is a build defect (vite.config.ts).
    console.error("[first-view] the shell's list of route assets is not valid JSON", error);
    return {};
  }
}

/**
 * Every other storefront page: the same frame (header, safety strip, footer) moved into #root with an empty <main>,
 * which the stylesheet holds at the screen's height (#contenido:empty), so the shop paints before its code and the
 * footer stays below the fold until the page arrives. The entry script is left as it is: the page needs its code at
 * once. (issue 27; docs/decisions/010.) A shell without the template is returned unchanged.
 */
export function injectFrame(shell: string): string {
  const match = TEMPLATE.exec(shell);
  if (!match) return shell;
  const frame = (match[2] ?? "").replace(SLOT, "");
  return shell.replace(match[0], "").replace(/<div id="root"><\/div>/, () => `<div id="root">${frame}</div>`);
}

export function injectFirstView(shell: string, view: FirstView): string {
  const data = `<script type="application/json" id="api-data">${safeJson(view.data)}</script>`;
  const match = TEMPLATE.exec(shell);
  const head: string[] = [];
  if (view.image) {
    head.push(`<link rel="preload" as="image" href="${escapeHtml(view.image)}" fetchpriority="high" />`);
  }
  // data-rendered: the SPA hydrates this markup rather than replacing it (web/app.tsx).
  let html = shell.replace(/<div id="root"><\/div>/, () => `<div id="root" data-rendered="">${view.html}</div>`);
  if (match) {
    const all = readAssets(match[1] ?? "");
    const assets = view.routes.map((id) => all[id]).filter((a) => a !== undefined);
    const css = new Set(assets.flatMap((a) => a.css));
    for (const href of css) head.push(`<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`);
    html = html.replace(match[0], "");
    const entry = ENTRY.exec(html)?.[1];
    if (entry) {
      const preload = [...html.matchAll(PRELOAD)].map((m) => m[1] ?? "");
      html = html.replace(ENTRY, "").replace(PRELOAD, "");
      const code = [...new Set([...preload, ...assets.flatMap((a) => a.js)])].map(escapeHtml).join(" ");
      head.push(`<script src="${BOOT}" defer data-entry="${escapeHtml(entry)}" data-preload="${code}"></script>`);
    }
  }
  html = html.replace("</body>", () => `  ${data}\n  </body>`);
  return head.length ? html.replace("</head>", () => `    ${head.join("\n    ")}\n  </head>`) : html;
}
