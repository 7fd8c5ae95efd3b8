import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  headersFile,
  IMMUTABLE_ASSET_CACHE,
  PICTOGRAM_CACHE,
  SECURITY_HEADERS,
  SONNER_STYLE_HASH,
  STRICT_TRANSPORT_SECURITY,
} from "../../worker/http/security-headers.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

const shell = `<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Shell</title>
<meta name="description" content="default" /></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

let shop: TestShop;
let app: ReturnType<typeof createApp>;
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;
/** Like env.ASSETS in workerd: a fetch() answer, whose headers cannot be changed. */
const env = { ASSETS: { fetch: () => fetch("data:text/html;charset=utf-8,<p>SPA</p>") } };

beforeAll(async () => {
  shop = await startTestShop();
  const config = parseConfig({ ENVIRONMENT: "test", PUBLIC_SITE_URL: "https://tienda.example.uy" });
  app = createApp(() => buildDeps(config, shop.db), { loadShell: async () => shell });
});
afterAll(() => shop.close());

const request = (path: string, init: RequestInit = {}) => Promise.resolve(app.request(path, init, env, ctx));

function expectSecurityHeaders(res: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(res.headers.get(name), `${name} on ${res.url || "response"}`).toBe(value);
  }
}

describe("security headers on what the Worker answers", () => {
  const cases: [string, string, RequestInit?][] = [
    ["API JSON", "/api/health"],
    ["API list", "/api/categories"],
    ["API 404", "/api/does-not-exist"],
    ["API 400", "/api/products?page=0"],
    [
      "API 400 from a body",
      "/api/newsletter",
      { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" },
    ],
    ["HTML home", "/"],
    ["HTML shop", "/shop"],
    ["HTML product", "/shop/product/aceite-esencial-de-limon"],
    ["HTML unknown product (404)", "/shop/product/no-existe"],
    ["sitemap", "/sitemap.xml"],
    ["robots.txt", "/robots.txt"],
    ["static asset passed through from env.ASSETS", "/favicon.ico"],
    ["SPA page (shell from the Worker)", "/about"],
    ["unknown page (404)", "/shop/product/a/b"],
  ];
  for (const [label, path, init] of cases) {
    it(`${label}: ${path}`, async () => {
      const res = await request(path, init);
      expect(res.status).toBeLessThan(500);
      expectSecurityHeaders(res);
      expect(res.headers.get("strict-transport-security")).toBeNull();
    });
  }

  it("passes the env.ASSETS body and status through unchanged (a file)", async () => {
    const res = await request("/favicon.ico");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<p>SPA</p>");
  });

  it("adds HSTS only over https", async () => {
    const secure = await request("https://tienda.example.uy/api/health");
    expect(secure.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
    expectSecurityHeaders(secure);
    const html = await request("https://tienda.example.uy/shop");
    expect(html.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
    const plain = await request("http://tienda.example.uy/api/health");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  });

  it("keeps a stricter header a route chose (the order answer sends no referrer)", async () => {
    const res = await request(`/api/orders/1?token=${"x".repeat(40)}`);
    expect(res.status).toBe(404);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe("the policy itself", () => {
  it("forbids framing, plugins, inline and remote scripts", () => {
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-(inline|eval)/);
    expect(SECURITY_HEADERS["X-Frame-Options"]).toBe("DENY");
    expect(SECURITY_HEADERS["Permissions-Policy"]).toMatch(
      /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/,
    );
  });

  it("allows the Supabase project's own origin (a custom domain too), never every Supabase project", async () => {
    expect(CONTENT_SECURITY_POLICY).not.toContain("supabase.co");
    for (const [url, origin] of [
      ["https://abcdefgh.supabase.co", "https://abcdefgh.supabase.co"],
      ["https://auth.quimicaoriental.com.uy/", "https://auth.quimicaoriental.com.uy"],
    ] as const) {
      const policy = contentSecurityPolicy(url);
      expect(policy).toContain(`img-src 'self' data: blob: ${origin};`);
      expect(policy).toContain(`connect-src 'self' ${origin};`);
      expect(policy).not.toContain("*.supabase.co");
    }
    // The Worker sends the one its configuration names.
    const config = parseConfig({ ENVIRONMENT: "test", SUPABASE_URL: "https://auth.quimicaoriental.com.uy" });
    const app = createApp(() => buildDeps(config, shop.db));
    const res = await app.request("/api/health");
    expect(res.headers.get("content-security-policy")).toBe(
      contentSecurityPolicy("https://auth.quimicaoriental.com.uy"),
    );
  });

  it("allows sonner's injected <style> by the hash of the CSS it ships", () => {
    // sonner's package.json "exports" hides the file; resolve the package, then its dist.
    const require = createRequire(import.meta.url);
    const entry = require.resolve("sonner");
    const source = readFileSync(entry.replace(/index\.js$/, "index.mjs"), "utf8");
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    expect(literal, "sonner no longer injects its CSS the same way: re-audit style-src").toBeDefined();
    const hash = `sha256-${createHash("sha256").update(JSON.parse(literal!), "utf8").digest("base64")}`;
    expect(hash, "sonner's CSS changed: update SONNER_STYLE_HASH in worker/http/security-headers.ts").toBe(
      SONNER_STYLE_HASH,
    );
  });

  it("writes the same headers into the _headers file for every static path", () => {
    const file = headersFile();
    const lines = file.split("\n");
    expect(lines).toContain("/*");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(lines).toContain(`  ${name}: ${value}`);
    expect(file).not.toContain("Strict-Transport-Security");
    // The hashed build files alone are cached for good; the pages, first-view.js and the images are not.
    expect(file).toContain(`/assets/*\n  Cache-Control: ${IMMUTABLE_ASSET_CACHE}\n`);
    // The GHS pictograms (decision 033) for a week: their names stay, their drawings hardly ever change.
    expect(file).toContain(`/ghs/*\n  Cache-Control: ${PICTOGRAM_CACHE}\n`);
    expect(file.match(/Cache-Control/g)).toHaveLength(2);
    // Workers Static Assets limits: 2,000 characters per line.
    for (const line of lines) expect(line.length).toBeLessThan(2000);
  });
});
