import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GENERATED_FILE, generatedModule } from "../../../scripts/mails/compile.ts";

describe("the mails' compiled layout", () => {
  it("is the MJML source compiled as it is now (run `npm run mails` after editing templates/layout.mjml)", async () => {
    expect(readFileSync(GENERATED_FILE, "utf8")).toBe(await generatedModule());
  });
});
