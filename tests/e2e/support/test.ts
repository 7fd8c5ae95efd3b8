import { test as base, type Page, type Response } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Resolves once React has drawn the page: its elements then carry React's own properties. Every public page arrives
 * as HTML whose header, menus and forms only work after that (the code is fetched after the first paint and hydrates
 * the page in slices, header first: docs/decisions/010), as a shopper who taps within the first second finds too.
 * Ready: the footer (the last part) and every button and field; the back office (no footer) is drawn in one go.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__react"));
    const last = document.querySelector("#root footer") ?? document.querySelector("#root > *");
    // The footer can be hydrated before a part of the page that waits in a Suspense boundary (the route's own): its
    // buttons and fields too, or a click lands on markup React has not taken over yet.
    const controls = document.querySelectorAll("#root button, #root input, #root select, #root textarea");
    return last !== null && hydrated(last) && [...controls].every(hydrated);
  });
}

/**
 * Playwright's `test` whose `page.goto` and `page.reload` also wait for the SPA on the shop's HTML pages, so a
 * test clicks what the shopper would click once the page works, not the HTML that stands in before it.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const settle = async (response: Response | null) => {
      const html = (await response?.headerValue("content-type"))?.includes("text/html");
      if (html && (await page.locator("#root").count())) await appReady(page);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => settle(await goto(url, options));
    page.reload = async (options) => settle(await reload(options));
    await use(page);
  },
});
