import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "domain/**/*.test.ts",
      "worker/**/*.test.ts",
      "web/**/*.test.{ts,tsx}",
      "tests/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    exclude: ["tests/e2e/**", "node_modules/**"],
    globalSetup: ["tests/support/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
