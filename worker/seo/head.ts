/** What a page tells search engines and link previews, rendered into the HTML before any JavaScript. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  image?: string;
  type?: "website" | "product" | "article";
  noindex?: boolean;
  jsonLd?: unknown;
}

export const SITE_NAME = "Química Oriental";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="es_UY" />`,
    `<meta property="og:type" content="${head.type ?? "website"}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    `<meta name="twitter:card" content="${head.image ? "summary_large_image" : "summary"}" />`,
  ];
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}" />`);
  if (head.noindex) tags.push(`<meta name="robots" content="noindex" />`);
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(head.jsonLd)}</script>`);
  return tags.join("\n    ");
}

/**
 * Puts the page's title and tags into the SPA's index.html: the shell's own title and description are
 * replaced, everything else of the shell (scripts, styles) stays as built.
 */
export function injectHead(shell: string, head: PageHead): string {
  // Replacer functions, never strings: a product called "Aceite $' puro" must not be read as a
  // replacement pattern ($', $`, $& would paste parts of the shell into the page).
  const withoutDefaults = shell
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, "");
  return withoutDefaults.replace("</head>", () => `    ${renderHeadTags(head)}\n  </head>`);
}
