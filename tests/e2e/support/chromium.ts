import { existsSync } from "node:fs";

/**
 * Debian's Chromium for every Playwright run here (Playwright cannot download its own on these machines):
 * CHROMIUM_PATH, else Debian's headless shell (package chromium-headless-shell: the browser without its window
 * system, what Playwright itself runs headless; about a quarter faster per test here, issue 39), else
 * /usr/bin/chromium, else chromium-browser. Undefined: Playwright's own, if present.
 */
export function chromiumPath(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/lib/chromium/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ].filter(Boolean);
  return candidates.find((p) => existsSync(p as string));
}

/** Flags for headless Chromium in containers and CI: no sandbox or GPU, nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * The full browser, for a spec that needs what the headless shell leaves out: its PDF viewer (a PDF opened in a new
 * tab shows there; the shell downloads it instead). CHROMIUM_PATH, else /usr/bin/chromium. Use at a spec's top:
 * `test.use({ launchOptions: fullBrowser() })` (a worker of its own).
 */
export function fullBrowser(): { executablePath?: string; args: string[] } {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  return { executablePath: candidates.find((p) => existsSync(p as string)), args: CHROMIUM_ARGS };
}
