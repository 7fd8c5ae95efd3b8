import { describe, expect, it } from "vitest";
import { injectFirstView, injectFrame } from "./first-view.ts";

const assets = JSON.stringify({
  __root__: { js: [], css: [] },
  "/shop/": { js: ["/assets/shop-1.js"], css: ["/assets/shop-1.css"] },
}).replace(/"/g, "&quot;");
const shell = `<!doctype html><html lang="es"><head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head><body><div id="root"></div><template id="first-view" data-assets="${assets}"><header>Química Oriental</header><main><!--first-view--></main></template>
  </body></html>`;

describe("injectFirstView", () => {
  const html = injectFirstView(shell, {
    html: "<header>Química Oriental</header><main><h1>Productos</h1></main>",
    routes: ["__root__", "/shop/"],
    data: { "/categories": { items: ["</script>"] } },
    image: "/images/a.webp",
  });

  it("puts the rendered page inside #root and drops the build's frame", () => {
    expect(html).toContain(
      '<div id="root" data-rendered=""><header>Química Oriental</header><main><h1>Productos</h1></main></div>',
    );
    expect(html).not.toContain("<template");
  });

  it("names no code in the head: /first-view.js fetches the entry, its imports and the page's chunks after the paint", () => {
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain(
      '<script src="/first-view.js" defer data-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/router-1.js /assets/shop-1.js"></script>',
    );
  });

  it("links the page's styles and preloads the largest image first", () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shop-1.css" />');
    expect(html).toContain('<link rel="preload" as="image" href="/images/a.webp" fetchpriority="high" />');
  });

  it("inlines the page's API answers as JSON that cannot close its script tag", () => {
    expect(html).toContain(
      '<script type="application/json" id="api-data">{"/categories":{"items":["\\u003c/script>"]}}</script>',
    );
  });

  it("leaves a shell without the template its scripts (static hosting, other builds)", () => {
    const plain = injectFirstView(shell.replace(/<template[\s\S]*<\/template>/, ""), {
      html: "<main><h1>Productos</h1></main>",
      routes: ["/shop/"],
      data: {},
    });
    expect(plain).toContain('<div id="root" data-rendered=""><main><h1>Productos</h1></main></div>');
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(plain).not.toContain("first-view.js");
    expect(plain).toContain('<script type="application/json" id="api-data">{}</script>');
  });
});

describe("injectFrame (every other storefront page)", () => {
  const html = injectFrame(shell);

  it("paints the frame inside #root with an empty <main> the stylesheet holds at the screen's height", () => {
    expect(html).toContain('<div id="root"><header>Química Oriental</header><main></main></div>');
    expect(html).not.toContain("<template");
  });

  it("keeps the entry script and its preloads in the head: the page needs its code at once", () => {
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
    expect(html).not.toContain("first-view.js");
  });

  it("leaves a shell without the template as it is", () => {
    const plain = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
    expect(injectFrame(plain)).toBe(plain);
  });
});
