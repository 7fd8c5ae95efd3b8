import { describe, expect, it } from "vitest";
import { noticeIsDue } from "./vacation-notice.ts";

const notice = { id: 7, content: "Cerrado hasta el lunes" };
const morning = new Date(2026, 10, 22, 9, 0).getTime();

describe("when the closure notice opens", () => {
  it("opens the first time", () => {
    expect(noticeIsDue(null, notice, morning)).toBe(true);
  });

  it("not again the same day, even hours later", () => {
    const stored = { ...notice, lastShown: morning };
    expect(noticeIsDue(stored, notice, morning + 1000)).toBe(false);
    expect(noticeIsDue(stored, notice, new Date(2026, 10, 22, 23, 59).getTime())).toBe(false);
  });

  it("again the next day", () => {
    expect(noticeIsDue({ ...notice, lastShown: morning }, notice, new Date(2026, 10, 23, 0, 1).getTime())).toBe(true);
  });

  it("again at once when the notice is replaced or its text changes", () => {
    const stored = { ...notice, lastShown: morning };
    expect(noticeIsDue(stored, { ...notice, id: 8 }, morning + 1000)).toBe(true);
    expect(noticeIsDue(stored, { ...notice, content: "Cerrado hasta el martes" }, morning + 1000)).toBe(true);
  });
});
