import type { MiddlewareHandler } from "hono";

/**
 * The shop's security headers, in ONE place. They reach the browser two ways:
 *  - `securityHeaders()` (below), a Hono middleware registered first in worker/app.ts, on everything the
 *    Worker answers: /api JSON, the HTML pages the Worker renders, errors, 404s and the static assets it
 *    passes through from env.ASSETS;
 *  - `dist/_headers`, written by vite.config.ts from `headersFile()`, which Cloudflare applies to the static
 *    assets and the SPA fallback it serves without running the Worker (wrangler.toml `run_worker_first`
 *    lists only some paths). `wrangler dev` applies it too.
 *
 * Content-Security-Policy, source by source (audit of web/ and the built dist/):
 *  - default-src 'self': anything not listed below comes from the shop's own origin only.
 *  - script-src 'self': Vite's module chunks in /assets; no inline scripts (the JSON-LD block on product pages
 *    is a data block, which CSP does not govern), no eval (zod runs jitless: domain/schemas/fields.ts).
 *  - style-src 'self' + two hashes: the CSS files in /assets, plus the one <style> element sonner (the toasts)
 *    inserts with its own CSS; its SHA-256 is below (tests/api/security-headers.test.ts recomputes it from
 *    node_modules/sonner, so an upgrade that changes that CSS fails there). Sonner appends that element empty
 *    and fills it next, and Chromium checks the empty state too: the hash of "" allows an empty <style>
 *    (nothing else). React's `style={…}` props and keen-slider set styles through the CSSOM, which CSP does
 *    not restrict.
 *  - img-src 'self' data: blob: <Supabase>: product and site images are same-origin SVG/raster files; `data:`
 *    for the SVG arrow inside the shop filter's CSS; `blob:` for the receipt preview at checkout
 *    (URL.createObjectURL); the Supabase project's origin (SUPABASE_URL, a custom domain too) for images kept
 *    in its public Storage bucket. Without SUPABASE_URL (the embedded default) there is none to allow.
 *  - font-src 'self': no web fonts today (system font stacks); self-hosted ones would be allowed.
 *  - connect-src 'self' <Supabase>: fetch() goes to /api only; supabase-js on the admin pages talks to the
 *    project's Auth over https, at the origin of SUPABASE_URL (never a wildcard over every Supabase project).
 *  - frame-src https://www.youtube-nocookie.com https://www.google.com/maps/embed: the company video as a
 *    privacy-enhanced YouTube embed and a Google Maps embed on the contact page, once they replace today's
 *    plain links (a path-restricted source: only Google's embeddable map, nothing else of www.google.com).
 *  - object-src 'none', base-uri 'none': no plugins, no <base> that could re-point relative script URLs.
 *  - form-action 'self': every form submits through fetch() to /api; Mercado Pago Checkout Pro (later issue)
 *    is a full-page redirect to its init_point (a navigation, not a form post), so it needs no entry here.
 *    Should an integration ever POST a <form> to Mercado Pago, its origin must be added to form-action.
 *  - frame-ancestors 'none' (and X-Frame-Options DENY for old browsers): no one may frame the shop.
 *
 * HSTS is sent by the Worker only when the request came over https. `_headers` cannot tell the scheme (its
 * rules match the path, or `https://host/path` patterns that are tested whatever the real scheme was), so it is
 * not in that file; browsers learn it from the first Worker answer of the visit (the home page, or any /api
 * call every page makes), which covers the whole host. Cloudflare's zone-level HSTS setting is an alternative.
 */

/** sonner's injected <style> (node_modules/sonner/dist/index.mjs, `__insertCSS(...)`), sonner 2.0.8. */
export const SONNER_STYLE_HASH = "sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=";
/** SHA-256 of the empty string: the same <style> element before sonner puts its CSS in. */
export const EMPTY_STYLE_HASH = "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=";

export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", `'${SONNER_STYLE_HASH}'`, `'${EMPTY_STYLE_HASH}'`],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-src": ["https://www.youtube-nocookie.com", "https://www.google.com/maps/embed"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/** The policy, with the Supabase project's origin (from SUPABASE_URL) where its Auth and images are. */
export function contentSecurityPolicy(supabaseUrl?: string | null): string {
  let origin: string | null = null;
  try {
    origin = supabaseUrl ? new URL(supabaseUrl).origin : null;
  } catch {
    origin = null;
  }
  return Object.entries(CSP_DIRECTIVES)
    .map(([directive, sources]) => {
      const all = origin && (directive === "img-src" || directive === "connect-src") ? [...sources, origin] : sources;
      return `${directive} ${all.join(" ")}`;
    })
    .join("; ");
}

/** The policy without a Supabase project: the embedded default, and the static assets' _headers file. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy(null);

/** Features the shop never uses, switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "payment",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** Sent on every answer, whatever the scheme. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
};

/** Sent only over https (browsers ignore it over http anyway); one year, subdomains included, no preload. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * Adds the headers a response does not set itself: a route may deliberately choose its own (the order
 * page's API answer uses `Referrer-Policy: no-referrer`), and assets from env.ASSETS already carry the
 * `_headers` values, which are the same.
 */
export function applySecurityHeaders(headers: Headers, https: boolean, supabaseUrl?: string | null): void {
  for (const [name, value] of SECURITY_HEADER_ENTRIES) {
    if (!headers.has(name))
      headers.set(name, name === "Content-Security-Policy" ? policyFor(supabaseUrl ?? null) : value);
  }
  if (https && !headers.has("Strict-Transport-Security")) {
    headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  }
}

const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);
/** The policy of the isolate's one SUPABASE_URL, made once instead of per answer (issue 39). */
let lastPolicy: { supabaseUrl: string | null; policy: string } = { supabaseUrl: null, policy: CONTENT_SECURITY_POLICY };
function policyFor(supabaseUrl: string | null): string {
  if (lastPolicy.supabaseUrl !== supabaseUrl) lastPolicy = { supabaseUrl, policy: contentSecurityPolicy(supabaseUrl) };
  return lastPolicy.policy;
}

/** Hono middleware: the headers on whatever the Worker answers, including errors and env.ASSETS responses. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const https = c.req.url.startsWith("https:");
    // The request's configuration, once the app has read it (an answer before that allows no Supabase).
    const supabaseUrl = (c.var as { deps?: { config?: { SUPABASE_URL?: string } } }).deps?.config?.SUPABASE_URL;
    try {
      applySecurityHeaders(c.res.headers, https, supabaseUrl);
    } catch {
      // A response from fetch() (env.ASSETS) has immutable headers: answer with a mutable copy.
      c.res = new Response(c.res.body, c.res);
      applySecurityHeaders(c.res.headers, https, supabaseUrl);
    }
  };
}

/**
 * The `_headers` file for Workers Static Assets (and `wrangler dev`): the same headers on every path the
 * asset server answers without the Worker. See the note above about HSTS.
 */
export function headersFile(): string {
  const lines = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return [
    "# Generated at build time by vite.config.ts from worker/http/security-headers.ts; do not edit.",
    "/*",
    ...lines,
    // Vite names each file under /assets by its content, so one never changes: kept for a year and not asked
    // about again (Cloudflare's default, max-age=0 and must-revalidate, costs a repeat visit a round trip per chunk).
    "/assets/*",
    `  Cache-Control: ${IMMUTABLE_ASSET_CACHE}`,
    // The GHS pictograms (web/public/ghs, decision 033) keep their names and hardly ever change: a week.
    "/ghs/*",
    `  Cache-Control: ${PICTOGRAM_CACHE}`,
    "",
  ].join("\n");
}

/** The cache of the GHS pictograms' SVGs (web/public/ghs): a week, then asked again. */
export const PICTOGRAM_CACHE = "public, max-age=604800";

/** The cache of a built file whose name carries its content's hash (dist/assets). */
export const IMMUTABLE_ASSET_CACHE = "public, max-age=31536000, immutable";
