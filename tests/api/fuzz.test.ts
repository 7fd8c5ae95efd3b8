import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import type { Database } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";
import { MAX_JSON_BODY_BYTES } from "../../worker/http/request-limits.ts";
import { customer, pickVariant, pngWithText, type SaleVariant, tinyPng } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

/**
 * Every public endpoint, fed arbitrary input: no answer may be a 5xx, and every /api error keeps the shape
 * {error:{code,message}}. First the limits every request meets (body size, JSON that is not an object, NUL
 * characters), then fast-check over paths, query strings, bodies, content types and methods.
 */

const shell = `<!doctype html><html lang="es"><head><title>Shell</title><meta name="description" content="x" /></head>
<body><div id="root"></div></body></html>`;
const ctx = { waitUntil: (p: Promise<unknown>) => void p.catch(() => {}), passThroughOnException() {}, props: {} };
const env = { ASSETS: { fetch: async () => new Response("<p>SPA</p>", { headers: { "content-type": "text/html" } }) } };

let shop: TestShop;
let app: ReturnType<typeof createApp>;
let variant: SaleVariant;
/** Database work the requests caused (`run` calls): input refused up front must not cause any. */
let databaseRuns = 0;

beforeAll(async () => {
  shop = await startTestShop();
  variant = await pickVariant(shop, { minStock: 20 });
  const counted = new Proxy(shop.db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key === "run") {
        return (...args: unknown[]) => {
          databaseRuns += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as Database;
  const config = parseConfig({ ENVIRONMENT: "test", PUBLIC_SITE_URL: "https://tienda.example.uy" });
  app = createApp(() => buildDeps(config, counted), { loadShell: async () => shell });
});
afterAll(() => shop.close());

let clients = 0;
/** Each request from an address of its own, so the per-address rate limits never answer in its place. */
function send(path: string, init: RequestInit = {}): Promise<Response> {
  const n = clients++;
  const headers = new Headers(init.headers);
  headers.set("cf-connecting-ip", `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
  return Promise.resolve(app.request(path, { ...init, headers }, env, ctx as never));
}

const json = (path: string, body: string, contentType = "application/json") =>
  send(path, { method: "POST", headers: { "content-type": contentType }, body });

/** No 5xx; an /api error (and any JSON error) is {error:{code,message}} with non-empty strings. */
async function expectSound(res: Response, what: string) {
  expect(res.status, what).toBeLessThan(500);
  if (res.status < 400) return;
  const type = res.headers.get("content-type") ?? "";
  const pathname = new URL(res.url || "http://x/").pathname;
  if (!type.includes("json") && !pathname.startsWith("/api")) return;
  const text = await res.text();
  expect(type, `${what}: ${text.slice(0, 200)}`).toContain("application/json");
  const body = JSON.parse(text);
  expect(Object.keys(body), what).toEqual(["error"]);
  expect(typeof body.error.code, what).toBe("string");
  expect(typeof body.error.message, what).toBe("string");
  expect(body.error.message.length, what).toBeGreaterThan(0);
}

async function expectError(res: Response, status: number, code: string) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text);
  expect(body.error.code).toBe(code);
  // Spanish, for the shopper: at least one accented letter or a Spanish word of the messages.
  expect(body.error.message).toMatch(/[áéíóúñ]|solicitud|datos|envíe/i);
  return body;
}

const validOrder = () => ({
  ...customer(),
  items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
  idempotencyKey: `fuzz-${Math.random().toString(36).slice(2)}`,
});
const validCart = () => ({ items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }] });
const JSON_ENDPOINTS = ["/api/orders", "/api/cart/check", "/api/newsletter"] as const;

describe("limits every request meets", () => {
  it("answers a JSON body over 64 KB with 413 payload_too_large, with or without Content-Length", async () => {
    const big = JSON.stringify({ ...validOrder(), note: "x".repeat(MAX_JSON_BODY_BYTES) });
    for (const path of JSON_ENDPOINTS) {
      await expectError(await json(path, big), 413, "payload_too_large");
      await expectError(
        await json(path, JSON.stringify({ items: [], padding: "x".repeat(MAX_JSON_BODY_BYTES + 1) })),
        413,
        "payload_too_large",
      );
    }
    const declared = await send("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(MAX_JSON_BODY_BYTES + 1) },
      body: "x".repeat(MAX_JSON_BODY_BYTES + 1),
    });
    await expectError(declared, 413, "payload_too_large");
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 70; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    await expectError(
      await send("/api/cart/check", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: streamed,
        duplex: "half",
      } as RequestInit),
      413,
      "payload_too_large",
    );
  });

  it("accepts a 100-line cart check well under the limit", async () => {
    const items = Array.from({ length: 100 }, (_, i) => ({
      productId: variant.productId,
      variantId: 1_000_000 + i,
      quantity: 999,
      unitPrice: 123456,
    }));
    const body = JSON.stringify({ items });
    expect(body.length).toBeLessThan(MAX_JSON_BODY_BYTES / 4);
    expect((await json("/api/cart/check", body)).status).toBe(200);
  });

  it("leaves the receipt upload its own 2 MB limit", async () => {
    const form = new FormData();
    const padded = pngWithText(new Uint8Array(200 * 1024).fill(0x61));
    form.set("file", new Blob([padded], { type: "image/png" }), "comprobante.png");
    const res = await send("/api/uploads/receipt", { method: "POST", body: form });
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it("answers a JSON body that is not an object (null, array, number, string, boolean) with 400", async () => {
    for (const path of JSON_ENDPOINTS) {
      for (const body of ["null", "[]", "[{}]", "0", "-1e309", '"texto"', "true", "false"]) {
        const error = await expectError(await json(path, body), 400, "invalid_input");
        expect(error.error.message, `${path} ${body}`).toBe("El cuerpo de la solicitud debe ser un objeto JSON.");
      }
    }
  });

  it("answers a body that is not sent as JSON with 400", async () => {
    for (const path of JSON_ENDPOINTS) {
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""]) {
        const res = await send(path, {
          method: "POST",
          headers: type ? { "content-type": type } : {},
          body: JSON.stringify(validOrder()),
        });
        await expectError(res, 400, "invalid_input");
      }
    }
  });

  it("answers a NUL character in a JSON body with 400, writing nothing", async () => {
    const count = async () =>
      (
        await shop.pg.query<{ n: number }>(
          "select ((select count(*) from orders) + (select count(*) from newsletter_subscribers))::int as n",
        )
      ).rows[0]!.n;
    const before = await count();
    const nul = "\u0000";
    const withNul = [
      json("/api/orders", JSON.stringify({ ...validOrder(), firstName: `Ana${nul}` })),
      json("/api/orders", JSON.stringify({ ...validOrder(), note: `a${nul}b` })),
      json("/api/orders", JSON.stringify({ ...validOrder(), idempotencyKey: `clave-${nul}-larga` })),
      json("/api/orders", JSON.stringify({ ...validOrder(), extra: { deep: [[{ x: nul }]] } })),
      json("/api/orders", JSON.stringify({ ...validOrder(), [`clave${nul}`]: 1 })),
      json("/api/cart/check", JSON.stringify({ items: [{ ...validCart().items[0], note: nul }] })),
      json("/api/newsletter", JSON.stringify({ email: `ana${nul}@example.com` })),
      json("/api/newsletter", JSON.stringify({ email: "ana@example.com", source: nul })),
    ];
    for (const res of await Promise.all(withNul)) {
      const body = await expectError(res, 400, "invalid_input");
      expect(body.error.message).toBe("La solicitud contiene caracteres no permitidos.");
    }
    expect(await count()).toBe(before);
  });

  it("answers a NUL character in the URL with 400 before any database work", async () => {
    const before = databaseRuns;
    const withNul = [
      send("/api/products?q=%00"),
      send("/api/products?q=aceite%00"),
      send("/api/products?category=%00&q=x"),
      send("/api/products?%00=1"),
      send("/api/products/aceite%00"),
      send("/api/blog/latest?limit=1%00"),
      send(`/api/orders/1001?token=${"a".repeat(40)}%00`),
      send("/api/orders/1%00?token=x"),
      send("/shop/product/aceite%00"),
      send("/shop?q=%00"),
      send("/?utm=%00"),
      send("/sitemap.xml?x=%00"),
    ];
    for (const res of await Promise.all(withNul)) {
      const body = await expectError(res, 400, "invalid_input");
      expect(body.error.message).toBe("La solicitud contiene caracteres no permitidos.");
    }
    expect(databaseRuns - before, "database work for refused input").toBe(0);
  });

  it("words zod's own messages in Spanish", async () => {
    const res = await json("/api/newsletter", JSON.stringify({ email: "ana@example.com", source: 5 }));
    const body = await expectError(res, 400, "invalid_input");
    expect(body.error.message).not.toMatch(/invalid|expected/i);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Arbitraries

/** Strings that have broken servers: NUL and control characters, lone surrogates, RTL marks, huge ones. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 12 }), fc.string({ unit: "binary", maxLength: 12 }))
      .map(([a, b]) => `${a}\u0000${b}`),
  },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "\u0000",
      "a\u0000b",
      "\u0001\u0002\u001f\u007f",
      "\uD800",
      "\uDFFF\uD800",
      "\u202Eabc",
      "\uFEFF",
      "%",
      "%00",
      "%E0%A4%A",
      "%C0%80",
      "%FF%FE",
      "'; drop table orders; --",
      "\\",
      "../../../etc/passwd",
      "<script>alert(1)</script>",
      "1e309",
      "-0",
      "NaN",
      "Infinity",
      "9".repeat(400),
      "0x10",
      "🧪".repeat(50),
      "a".repeat(5000),
    ),
  },
  { weight: 1, arbitrary: fc.nat({ max: 200_000 }).map((n) => "x".repeat(n)) },
);

/** Any JSON value, including deep nesting and numbers at the edges. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 3, arbitrary: nastyString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, 0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, true, [], {}, [null], {
      items: null,
    }),
  },
  {
    weight: 1,
    // Deeper nesting is sent as raw text below (JSON.stringify itself recurses).
    arbitrary: fc.nat({ max: 500 }).map((depth) => JSON.parse(`${"[".repeat(depth)}1${"]".repeat(depth)}`)),
  },
);

const deepNesting = fc
  .nat({ max: 20_000 })
  .map((depth) => `${'{"a":'.repeat(depth)}null${"}".repeat(depth)}`)
  .map((inner) => `{"items":${inner.length > 2 ? inner : "[]"},"email":${inner}}`);

const enc = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
const rawEnc = (s: string) => s.replace(/[\uD800-\uDFFF]/g, "%ED%A0%80").replace(/#/g, "%23");

/** A path segment, percent-encoded correctly or not at all (the URL parser then does what it does). */
const segment = fc.oneof(nastyString.map(enc), nastyString.map(rawEnc));

const PRODUCT_QUERY_KEYS = ["category", "size", "minPrice", "maxPrice", "q", "sort", "page", "limit", "token"];
const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...PRODUCT_QUERY_KEYS), nastyString), segment), { maxLength: 6 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${enc(k)}=${v}`).join("&")}` : ""));

const GET_PATHS = [
  "/api/health",
  "/api/categories",
  "/api/products",
  "/api/blog/latest",
  "/api/feed",
  "/api/site-notices",
  "/",
  "/home",
  "/shop",
  "/sitemap.xml",
  "/robots.txt",
];

const run = <T>(arb: fc.Arbitrary<T>, check: (value: T) => Promise<void>, numRuns: number) =>
  fc.assert(
    fc.asyncProperty(arb, check),
    { numRuns, endOnFailure: true }, // one counterexample is enough to see what broke
  );

describe("fuzz: no 5xx and well-formed errors", () => {
  it("GET pages and lists with arbitrary query strings", async () => {
    await run(
      fc.tuple(fc.constantFrom(...GET_PATHS), queryString),
      async ([path, query]) => {
        await expectSound(await send(`${path}${query}`), `GET ${path}${query}`);
      },
      250,
    );
  });

  it("GET products, product pages and orders with arbitrary ids, slugs and tokens", async () => {
    await run(
      fc.tuple(fc.constantFrom("/api/products/", "/shop/product/", "/api/orders/"), segment, segment),
      async ([prefix, id, token]) => {
        const path = `${prefix}${id}${prefix === "/api/orders/" ? `?token=${token}` : ""}`;
        await expectSound(await send(path), `GET ${path}`);
      },
      250,
    );
  });

  it("POST JSON endpoints with arbitrary JSON and raw bodies", async () => {
    await run(
      fc.tuple(
        fc.constantFrom(...JSON_ENDPOINTS),
        fc.oneof(
          fc.constantFrom("null", "[]", "[null]", "0", "1e400", '"texto"', "true", '""', "{}", '{"items":null}'),
          anyJson.map((v) => JSON.stringify(v) ?? "null"),
          anyJson.map((v) => JSON.stringify({ items: v, email: v })),
          nastyString,
          deepNesting,
        ),
      ),
      async ([path, body]) => {
        await expectSound(await json(path, body), `POST ${path} ${body.slice(0, 120)}`);
      },
      200,
    );
  });

  it("POST orders, cart checks and subscriptions with one field of a valid body replaced", async () => {
    const ORDER_FIELDS = [
      ...Object.keys(validOrder()),
      "rut",
      "companyName",
      "companyAddress",
      "buyerDocument",
      "streetAddress",
      "apartment",
      "town",
      "zip",
      "note",
      "receiptFileId",
      "subscribe",
    ];
    await run(
      fc.oneof(
        fc.record({ path: fc.constant("/api/orders"), field: fc.constantFrom(...ORDER_FIELDS), value: anyJson }),
        // Text the order stores: strings only, so that most of them get past the schema to the database.
        fc.record({
          path: fc.constant("/api/orders"),
          field: fc.constantFrom(
            "firstName",
            "lastName",
            "note",
            "apartment",
            "streetAddress",
            "companyName",
            "companyAddress",
            "idempotencyKey",
          ),
          value: nastyString.map((text) => `${text}-12345678`),
        }),
        fc.record({
          path: fc.constant("/api/orders"),
          field: fc.constantFrom("items.productId", "items.variantId", "items.quantity"),
          value: anyJson,
        }),
        fc.record({
          path: fc.constant("/api/cart/check"),
          field: fc.constantFrom("items", "items.productId", "items.variantId", "items.quantity", "items.unitPrice"),
          value: anyJson,
        }),
        fc.record({ path: fc.constant("/api/newsletter"), field: fc.constantFrom("email", "source"), value: anyJson }),
      ),
      async ({ path, field, value }) => {
        const body: Record<string, unknown> =
          path === "/api/orders" ? validOrder() : path === "/api/cart/check" ? validCart() : { email: "a@b.uy" };
        if (field.startsWith("items.")) {
          (body.items as Record<string, unknown>[])[0]![field.slice(6)] = value;
        } else {
          body[field] = value;
        }
        if (field === "deliveryMethod" || field === "town") body.deliveryMethod = "delivery";
        const text = JSON.stringify(body);
        await expectSound(await json(path, text), `POST ${path} ${field}=${JSON.stringify(value)?.slice(0, 120)}`);
      },
      250,
    );
  });

  it("any method and content type on any endpoint", async () => {
    const PATHS = [...GET_PATHS, ...JSON_ENDPOINTS, "/api/uploads/receipt", "/api/orders/1001", "/api/nope"];
    await run(
      fc.record({
        method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"),
        path: fc.constantFrom(...PATHS),
        type: fc.oneof(
          fc.constantFrom(
            "application/json",
            "application/json; charset=utf-16",
            "application/vnd.api+json",
            "text/plain",
            "multipart/form-data",
            "multipart/form-data; boundary=----x",
            "application/x-www-form-urlencoded",
            "image/png",
            "",
          ),
          nastyString.map((s) => s.replace(/[^\x20-\x7e]/g, "")),
        ),
        body: fc.oneof(
          nastyString,
          fc.uint8Array({ maxLength: 3000 }),
          anyJson.map((v) => JSON.stringify(v) ?? ""),
        ),
      }),
      async ({ method, path, type, body }) => {
        const init: RequestInit = { method, headers: type ? { "content-type": type } : {} };
        if (method !== "GET" && method !== "HEAD") init.body = body as BodyInit;
        const res = await send(path, init);
        if (method === "HEAD") expect(res.status, `HEAD ${path}`).toBeLessThan(500);
        else await expectSound(res, `${method} ${path} (${type})`);
      },
      250,
    );
  });

  it("receipt uploads with arbitrary files and forms", async () => {
    await run(
      fc.record({
        bytes: fc.oneof(
          fc.uint8Array({ maxLength: 5000 }),
          fc.uint8Array({ maxLength: 100 }).map((tail) => new Uint8Array([...tinyPng, ...tail])),
        ),
        field: fc.constantFrom("file", "archivo", ""),
        name: nastyString,
        type: fc.constantFrom("image/png", "image/jpeg", "application/pdf", "text/plain", ""),
        asText: fc.boolean(),
      }),
      async ({ bytes, field, name, type, asText }) => {
        const form = new FormData();
        if (asText) form.set(field, name);
        else form.set(field, new Blob([bytes], { type }), name.replace(/[\uD800-\uDFFF]/g, "") || "x");
        await expectSound(await send("/api/uploads/receipt", { method: "POST", body: form }), "upload");
      },
      100,
    );
  });
});
