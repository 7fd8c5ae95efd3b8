import { defineConfig } from "vitest/config";

/**
 * Two projects (issue 39, decision 028). "shared": the files that import the app and the database support run in
 * one process per worker, importing the app once (`isolate: false`); each file still opens its own fresh database
 * (tests/support/test-database.ts). "isolated": a fork per file for those that stub globals, fake the clock or
 * reload modules, and for the SPA's tests (web/lib keeps module-level stores: the cart, the shop's settings).
 */
const ISOLATED = [
  "web/**/*.test.{ts,tsx}",
  "scripts/rehearse/**/*.test.ts",
  "worker/adapters/auth/jwt.test.ts",
  "worker/services/auth/passwords.test.ts",
];

export default defineConfig({
  test: {
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["domain/**/*.test.ts", "worker/**/*.test.ts", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["tests/e2e/**", "node_modules/**", ...ISOLATED],
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/fast-passwords.ts"],
          isolate: false,
          // A worker is handed on to the next file only when that file is also "shared": the shared files run first,
          // all of them, then the isolated ones (left mixed, the queue alternates and each switch starts a new fork).
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "isolated",
          include: ISOLATED,
          exclude: ["node_modules/**"],
          setupFiles: ["tests/support/fast-stand-in-passwords.ts"],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
