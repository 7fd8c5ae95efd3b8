import { test as base, type Page, type Response } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Resolves once React has drawn the page: its elements then carry React's own properties. Every public page arrives
 * as HTML whose header, menus and forms only work after that (the code is fetched after the first paint and hydrates
 * the page in slices, header first: docs/decisions/010), as a shopper who taps within the first second finds too.
 * Ready: the footer (the last part) and every button and field; the back office (no footer) is drawn in one go.
 * Drawn means committed: React sets its properties on an element while it renders (hydration in a transition can
 * yield before committing), and until the commit an event on it reaches no handler, so a click on a form's submit
 * button posts the form as a plain page load (the flaky contact form of issue 39). So each of them must be in the
 * tree React has committed (its root's `current`), not only carry the properties.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    interface Fiber {
      tag: number;
      stateNode: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
    }
    const root = document.getElementById("root");
    const key = root && Object.keys(root).find((k) => k.startsWith("__reactContainer$"));
    const current =
      key && (root as unknown as Record<string, { stateNode: { current: Fiber } }>)[key]?.stateNode.current;
    if (!current) return false;
    const committed = new Set<unknown>();
    const stack: Fiber[] = [current];
    while (stack.length) {
      const fiber = stack.pop()!;
      // HostComponent, HostHoistable, HostSingleton.
      if (fiber.tag === 5 || fiber.tag === 26 || fiber.tag === 27) committed.add(fiber.stateNode);
      if (fiber.child) stack.push(fiber.child);
      if (fiber.sibling) stack.push(fiber.sibling);
    }
    const last = document.querySelector("#root footer") ?? document.querySelector("#root > *");
    // The footer can be committed before a part of the page that waits in a Suspense boundary (the route's own): its
    // buttons and fields too, or a click lands on markup React has not taken over yet.
    const controls = document.querySelectorAll("#root button, #root input, #root select, #root textarea");
    return last !== null && committed.has(last) && [...controls].every((control) => committed.has(control));
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
