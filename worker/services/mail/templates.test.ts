import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GENERATED_FILE, generatedModule, LAYOUT_FILE, layoutHtml } from "../../../scripts/mails/compile.ts";

describe("the mails' compiled layout", () => {
  it("is the MJML source compiled as it is now (run `npm run mails` after editing templates/layout.mjml)", async () => {
    expect(readFileSync(GENERATED_FILE, "utf8")).toBe(await generatedModule());
  });

  it("is the same among the site's static files, where the deployed Worker reads it", async () => {
    expect(readFileSync(LAYOUT_FILE, "utf8")).toBe(await layoutHtml());
  });
});
