import { chromium } from "@playwright/test";
import { type RehearsalSession, readRehearsalSession } from "../../scripts/rehearse/session.ts";
import { fetchTrusting } from "../../scripts/rehearse/tls.ts";
import { CHROMIUM_ARGS } from "../e2e/support/chromium.ts";
import { test as base } from "../e2e/support/test.ts";

export { expect } from "@playwright/test";

/**
 * The rehearsal's `test`: the session the server wrote (admin, keys), a fetch that trusts the rehearsal's CA,
 * and Chromium launched trusting exactly the rehearsal servers' key (no blanket ignoring of TLS errors).
 */
export const test = base.extend<
  { session: RehearsalSession; trustedFetch: typeof fetch },
  { rehearsal: RehearsalSession }
>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  rehearsal: [async ({}, use) => use(readRehearsalSession()), { scope: "worker" }],
  browser: [
    async ({ rehearsal, launchOptions }, use) => {
      const browser = await chromium.launch({
        ...launchOptions,
        args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${rehearsal.spkiHash}`],
      });
      await use(browser);
      await browser.close();
    },
    { scope: "worker" },
  ],
  session: async ({ rehearsal }, use) => use(rehearsal),
  trustedFetch: async ({ rehearsal }, use) => use(fetchTrusting(rehearsal.caPem)),
});
