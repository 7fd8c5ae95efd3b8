import { describe, expect, it } from "vitest";
import { selectTests } from "./select-tests.ts";

const tests = new Map([
  ["tests/api/coupons.test.ts", 'import { app } from "../support/app.ts";'],
  ["tests/db/coupon-uses.test.ts", ""],
  ["tests/api/newsletter.test.ts", ""],
  ["domain/text.test.ts", 'import { plural } from "./text.ts";'],
  ["tests/api/mail-outbox.test.ts", 'import { deliverMail } from "../../worker/services/mail/outbox.ts";'],
]);

describe("selectTests (npm run test:quick)", () => {
  it("takes a changed test, a test importing a changed file, and tests named after a changed file or its folder", () => {
    expect(selectTests(["domain/text.ts"], tests)).toEqual(["domain/text.test.ts"]);
    expect(selectTests(["worker/services/mail/outbox.ts"], tests)).toEqual(["tests/api/mail-outbox.test.ts"]);
    expect(selectTests(["worker/services/coupons/apply.ts"], tests)).toEqual([
      "tests/api/coupons.test.ts",
      "tests/db/coupon-uses.test.ts",
    ]);
    expect(selectTests(["tests/api/newsletter.test.ts"], tests)).toEqual(["tests/api/newsletter.test.ts"]);
  });

  it("takes nothing for a change no test is near, and never matches on generic folder names", () => {
    expect(selectTests(["README.md"], tests)).toEqual([]);
    expect(selectTests(["worker/index.ts"], tests)).toEqual([]);
  });
});
