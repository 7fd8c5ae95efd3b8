/**
 * `npm run bench:web [URL]`: Lighthouse 12 (mobile, simulated throttling: Lighthouse's defaults) on every public page
 * (home, shop, product, blog list and post, the owner's pages, contact, cart, wishlist, checkout, an order's page and
 * a 404), printing the performance score, FCP, LCP, CLS and TBT of each (the median run by score). Issue 27's goal:
 * score ≥ 98, CLS ≤ 0.05 and FCP under 1.2 s on every one. BENCH_PAGES=home,cart measures only those.
 *
 * Without a URL it starts the shop itself like the end-to-end tests do (`npm start`, a throwaway data directory,
 * BENCH_WEB_PORT or 9300) and stops it afterwards. Chromium: CHROMIUM_PATH or Debian's /usr/bin/chromium.
 * BENCH_RUNS (default 5) runs per page: single runs swing by ±10 on a small machine, so read the medians.
 *
 * The phone's screen (412 × 823 at 1.75, Lighthouse's moto g power) is set when Chromium starts, not by DevTools
 * emulation during the run: in this headless Chromium, DevTools screen emulation holds the first frame back 1.1 or
 * 2.2 s with the main thread idle (the same stall as Lighthouse issues #17225 and #17230; Chromium itself, driven by
 * Playwright, paints the same page in 0.3 s), and Lighthouse then counts everything that loaded in that gap as
 * needed for the first paint. BENCH_EMULATION=devtools measures with Lighthouse's own emulation (docs/decisions/010).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPages } from "../tests/support/public-pages.ts";

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const devtoolsEmulation = process.env.BENCH_EMULATION === "devtools";
const phone = { width: 412, height: 823, deviceScaleFactor: 1.75 };

async function startShop(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = Number(process.env.BENCH_WEB_PORT ?? 9300);
  const dataDir = `.data-bench-web-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Starting the shop on port ${port} (npm start)…`);
  const child: ChildProcess = spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error("The shop did not start within 4 minutes.");
    await new Promise((r) => setTimeout(r, 1000));
  }
  return {
    base,
    stop: async () => {
      // SIGTERM lets scripts/start.ts stop wrangler and close the database.
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
}

class RunError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/**
 * One Lighthouse run, tried again (twice at most) when Lighthouse saw no paint at all (NO_FCP): headless Chromium
 * now and then paints nothing for a run (once in a bench of 75 runs here, on a blog post); a page that really paints
 * nothing fails all three.
 */
async function measureRun(url: string, port: number): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port);
    } catch (error) {
      if (!(error instanceof RunError) || error.code !== "NO_FCP" || attempt === 3) throw error;
      console.warn(`  ${url}: no paint seen (NO_FCP), run ${attempt} measured again`);
    }
  }
}

async function measure(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(
    url,
    // ignoreStatusCode: the 404 page is measured too (it answers 404 on purpose).
    { port, output: "json", logLevel: "error", onlyCategories: ["performance"], ignoreStatusCode: true },
    devtoolsEmulation
      ? undefined
      : { extends: "lighthouse:default", settings: { screenEmulation: { ...phone, mobile: true, disabled: true } } },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new RunError(`${url}: ${lhr.runtimeError.message}`, lhr.runtimeError.code);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
  };
}

/**
 * Every public page, with real data: the first product and blog post the API lists, and an order placed for the
 * occasion (a bank transfer to pick up, as the checkout places it) for the order's own page.
 */
async function pagesOf(base: string): Promise<[string, string][]> {
  const json = async <T>(path: string, init?: RequestInit) => (await (await fetch(`${base}${path}`, init)).json()) as T;
  const products = await json<{ items: { id: number; slug: string }[] }>("/api/products");
  const posts = await json<{ items: { id: number }[] }>("/api/blog");
  const product = await json<{ product?: { id: number; variants: { id: number }[] } }>(
    `/api/products/${products.items[0]?.slug ?? "unknown"}`,
  );
  const order = await json<{ order?: { id: number; accessToken: string } }>("/api/orders", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: "bench@example.com",
      firstName: "Banco",
      lastName: "De Pruebas",
      phone: "099 000 000",
      deliveryMethod: "pickup",
      paymentMethod: "bank",
      subscribe: false,
      acceptTerms: true,
      items: [{ productId: product.product?.id, variantId: product.product?.variants[0]?.id, quantity: 1 }],
      idempotencyKey: `bench-web-${Date.now()}`,
    }),
  });
  if (!order.order) console.warn("Could not place an order for the order page: it is left out.");
  return publicPages({
    product: products.items[0]?.slug ?? "unknown",
    post: posts.items[0]?.id ?? 1,
    order: order.order && `/shop/order/${order.order.id}?token=${order.order.accessToken}`,
  });
}

async function main() {
  const given = process.argv[2];
  const shop = given ? { base: given.replace(/\/$/, ""), stop: async () => {} } : await startShop();
  const screen = devtoolsEmulation
    ? []
    : [`--window-size=${phone.width},${phone.height}`, `--force-device-scale-factor=${phone.deviceScaleFactor}`];
  const chrome = await launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", ...screen],
  });
  let failed = false;
  try {
    const only = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
    const pages = (await pagesOf(shop.base)).filter(([name]) => !only || only.includes(name));
    const how = devtoolsEmulation ? "DevTools screen emulation" : "phone screen set at launch";
    console.log(`Lighthouse ${runs} run(s) per page, mobile, simulated throttling, ${how}, against ${shop.base}`);
    console.log("page          score    FCP ms    LCP ms     CLS    TBT ms");
    for (const [name, path] of pages) {
      const all: Figures[] = [];
      for (let i = 0; i < runs; i++) all.push(await measureRun(`${shop.base}${path}`, chrome.port));
      all.sort((a, b) => a.score - b.score);
      const m = all[Math.floor(all.length / 2)]!;
      console.log(
        `${name.padEnd(12)} ${String(m.score).padStart(6)} ${m.fcp.toFixed(0).padStart(9)} ${m.lcp.toFixed(0).padStart(9)} ${m.cls.toFixed(3).padStart(7)} ${m.tbt.toFixed(0).padStart(9)}   (scores: ${all.map((f) => f.score).join(", ")})`,
      );
      if (m.score < 98 || m.cls > 0.05 || m.fcp >= 1200) failed = true;
    }
    console.log(
      failed ? "Below the goal (score ≥ 98, CLS ≤ 0.05, FCP < 1.2 s) on at least one page." : "Goal met on every page.",
    );
  } finally {
    chrome.kill();
    await shop.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
