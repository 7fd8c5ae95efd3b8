import { defineConfig, devices } from "@playwright/test";
import { REHEARSAL_SITE_URL } from "./scripts/rehearse/names.ts";
import { chromiumPath } from "./tests/e2e/support/chromium.ts";

/**
 * `npm run rehearse`: the production rehearsal (scripts/rehearse/start.ts) driven end to end in Chromium. The
 * shop is at its rehearsal name over https; Chromium resolves it, like the stand-ins' names, through
 * /etc/hosts and trusts only the rehearsal's server key (tests/rehearsal/support.ts).
 */

export default defineConfig({
  testDir: "tests/rehearsal",
  outputDir: "test-results/rehearsal",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: REHEARSAL_SITE_URL,
    locale: "es-UY",
    timezoneId: "America/Montevideo",
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath() },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "tsx scripts/rehearse/start.ts",
    url: `${REHEARSAL_SITE_URL}/api/health`,
    ignoreHTTPSErrors: true,
    timeout: 240_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    stdout: "pipe",
    stderr: "pipe",
  },
});
