import { describe, expect, it } from "vitest";
import { withPendingEntry } from "./ListEditor.tsx";

describe("withPendingEntry (saving keeps what was typed into 'Nuevo beneficio' without 'Agregar')", () => {
  it("adds the pending text, trimmed, after the entries", () => {
    expect(withPendingEntry(["Hidrata"], "  Suaviza la piel ")).toEqual(["Hidrata", "Suaviza la piel"]);
    expect(withPendingEntry([], "Una gota")).toEqual(["Una gota"]);
  });

  it("leaves the list as it is when nothing is pending", () => {
    const list = ["Hidrata"];
    expect(withPendingEntry(list, "")).toBe(list);
    expect(withPendingEntry(list, "   ")).toBe(list);
  });
});
