import { describe, expect, it } from "vitest";
import { appliedMessage } from "./apply.ts";

// Issue 38, item 14: 'Se aplicaron 1 cambio.'
describe("what applying a catalogue change says", () => {
  it("agrees in number with what it counts", () => {
    expect(appliedMessage({ changes: 1, created: 0 })).toBe("Se aplicó 1 cambio.");
    expect(appliedMessage({ changes: 2, created: 0 })).toBe("Se aplicaron 2 cambios.");
    expect(appliedMessage({ changes: 1, created: 1 })).toBe("Se aplicaron 1 cambio y 1 producto nuevo (borrador).");
    expect(appliedMessage({ changes: 3, created: 2 })).toBe(
      "Se aplicaron 3 cambios y 2 productos nuevos (borradores).",
    );
  });
});
