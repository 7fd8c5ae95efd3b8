import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * How web/ is laid out (docs/decisions/016-data-loading.md): a feature (web/features/<name>/) imports only its
 * own files, web/components/ (shared UI), web/lib/ (shared hooks, stores, API helpers) and domain/. What two
 * features share moves to web/components/ or web/lib/; web/routes/ composes features into pages and may import
 * any of them; web/components/ and web/lib/ import no feature. Inside web/features/admin/ each area (orders, products, …) is a feature in the same sense; the
 * back office's own shared folders are admin/auth, admin/shell, admin/components and admin/lib, and one file,
 * admin/shell/pages.ts, is its route table (the page and loader of each area, imported lazily).
 */

const web = dirname(fileURLToPath(import.meta.url));
const root = resolve(web, "..");
const features = join(web, "features");

const ADMIN_SHARED = new Set(["auth", "shell", "components", "lib"]);
const ADMIN_ROUTE_TABLE = "features/admin/shell/pages.ts";

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: static imports and re-exports (types too), side-effect imports, import(). */
export function importsOf(source: string): string[] {
  const specifiers = new Set<string>();
  const patterns = [
    /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?[^"'`;]*?\sfrom\s+["']([^"']+)["']/g,
    /(?:^|[\s;])import\s+["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  // Comments may name paths too: they are not imports.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) specifiers.add(match[1]!);
  return [...specifiers];
}

/** The feature a file under web/features belongs to: 'catalogue', or 'admin/orders' inside the back office. */
export function featureOf(file: string): string | undefined {
  const parts = relative(features, file).split(sep);
  if (parts.length < 2 || parts[0] === "..") return undefined;
  if (parts[0] === "admin") return parts.length > 2 ? `admin/${parts[1]}` : "admin";
  return parts[0];
}

/** Why `file` may not import `target` (both absolute paths), or undefined when it may. */
export function violation(file: string, target: string): string | undefined {
  const from = featureOf(file);
  if (!from) return undefined;
  const inWeb = relative(web, target);
  if (inWeb.startsWith("..")) {
    const inRoot = relative(root, target).split(sep)[0];
    return inRoot === "domain" || inRoot === "node_modules" ? undefined : `reaches outside web/ (${inRoot})`;
  }
  const top = inWeb.split(sep)[0];
  if (top === "components" || top === "lib") return undefined;
  if (top === "routes") return "imports a route (routes compose features, not the other way round)";
  if (top !== "features") return `imports web/${inWeb}`;
  const to = featureOf(target);
  if (to === from) return undefined;
  if (from.startsWith("admin") && to?.startsWith("admin/")) {
    const area = to.slice("admin/".length);
    if (ADMIN_SHARED.has(area)) return undefined;
    if (relative(web, file).split(sep).join("/") === ADMIN_ROUTE_TABLE) return undefined;
  }
  return `imports another feature's file (${to})`;
}

function allViolations(): string[] {
  const found: string[] = [];
  // Shared code is shared by features, so it imports none of them (nor a route).
  for (const file of [...filesUnder(join(web, "components")), ...filesUnder(join(web, "lib"))]) {
    for (const specifier of importsOf(readFileSync(file, "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const top = relative(web, resolve(dirname(file), specifier)).split(sep)[0];
      if (top === "features" || top === "routes")
        found.push(`${relative(web, file)} → ${specifier}: shared code imports ${top}`);
    }
  }
  for (const file of filesUnder(features)) {
    for (const specifier of importsOf(readFileSync(file, "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const target = resolve(dirname(file), specifier);
      const why = violation(file, target);
      if (why) found.push(`${relative(web, file)} → ${specifier}: ${why}`);
    }
  }
  return found;
}

describe("web/ layout", () => {
  it("no feature imports another feature's files, and shared code imports no feature", () => {
    expect(allViolations()).toEqual([]);
  });

  it("reads every kind of import", () => {
    const source = [
      'import { a } from "../cart/a.ts";',
      'import type { B } from "../orders/b.ts";',
      'export { c } from "../payments/c.ts";',
      'import "../cart/cart.css";',
      'const D = lazy(() => import("../home/d.tsx"));',
      '// import { e } from "../comment/e.ts";',
    ].join("\n");
    expect(importsOf(source).sort()).toEqual(
      ["../cart/a.ts", "../orders/b.ts", "../payments/c.ts", "../cart/cart.css", "../home/d.tsx"].sort(),
    );
  });

  it("tells a sibling feature from the feature's own, shared and admin folders", () => {
    const at = (path: string) => join(web, path);
    expect(violation(at("features/orders/OrderPage.tsx"), at("features/orders/order.css"))).toBeUndefined();
    expect(violation(at("features/orders/OrderPage.tsx"), at("lib/api.ts"))).toBeUndefined();
    expect(violation(at("features/orders/OrderPage.tsx"), at("components/Button.tsx"))).toBeUndefined();
    expect(violation(at("features/orders/OrderPage.tsx"), join(root, "domain/money.ts"))).toBeUndefined();
    expect(violation(at("features/checkout/x.ts"), at("features/cart/cart-store.ts"))).toMatch(/cart/);
    expect(violation(at("features/admin/orders/x.ts"), at("features/orders/OrderItemsTable.tsx"))).toMatch(/orders/);
    expect(violation(at("features/admin/orders/x.ts"), at("features/admin/shell/admin-router.ts"))).toBeUndefined();
    expect(violation(at("features/admin/feed/x.ts"), at("features/admin/banners/content-api.ts"))).toMatch(/banners/);
    expect(violation(at("features/admin/shell/pages.ts"), at("features/admin/orders/OrdersPage.tsx"))).toBeUndefined();
    expect(violation(at("features/catalogue/x.ts"), join(root, "worker/db/blog.ts"))).toMatch(/worker/);
    expect(violation(at("features/catalogue/x.ts"), at("routes/index.tsx"))).toMatch(/route/);
  });
});
