import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./tests/e2e/support/chromium.ts";

/**
 * End-to-end tests drive Chromium against the real `npm start` (built SPA + Worker in workerd + PGlite),
 * on its own port and a throwaway data directory. Browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else Playwright's own download (if present).
 */
const port = Number(process.env.E2E_PORT ?? 8799);
const executablePath = chromiumPath();
if (!executablePath && !process.env.PLAYWRIGHT_OWN_BROWSER) {
  console.warn(
    "No Chromium found: set CHROMIUM_PATH or install Debian's chromium (apt-get install -y chromium). Falling back to Playwright's own browser.",
  );
}

export default defineConfig({
  testDir: "tests/e2e",
  // Per port, like the data directory: two runs at once (other ports) must not delete each other's traces.
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A time limit, not an assertion: two shops share 2 cores under `npm test` (decision 028).
  timeout: process.env.CI ? 90_000 : 45_000,
  expect: { timeout: 10_000 },
  // Under CI, also each test's time in test-results/e2e-timings-<port>.json (issue 39: find the slow ones).
  reporter: process.env.CI ? [["line"], ["json", { outputFile: `test-results/e2e-timings-${port}.json` }]] : "list",
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "es-UY",
    // Shoppers who ask for less motion get no autoplaying sliders and no transitions: Chromium then paints far fewer
    // frames (in software here). A browser test's CPU went down a fifth (accessibility + shell specs: 33 → 27 s,
    // decision 028 session 21). A test of motion itself asks for it (`test.use({ reducedMotion: "no-preference" })`).
    reducedMotion: "reduce",
    timezoneId: "America/Montevideo",
    // Recording a trace doubles a test's cost (Playwright's and Chromium's CPU, and wall time: shell.spec 5 tests,
    // 68-75 s with it, 36-41 s without; decision 028, session 20). Under CI only a retry records one, so a test that
    // fails twice (what turns a run red) leaves its trace; a single spec run by hand keeps one for any failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // A throwaway database per port, so parallel runs on other ports never wipe each other's.
    command: `rm -rf .data-e2e-${port} && DATA_DIR=.data-e2e-${port} PORT=${port} npm start`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    // SIGTERM lets scripts/start.ts stop wrangler and close the database (SIGKILL would orphan them).
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    stderr: "pipe",
  },
});
