import { describe, expect, it } from "vitest";
import { pendingSection } from "./SectionsField.tsx";

describe("pendingSection (saving a post with a section typed but not added)", () => {
  it("adds a complete section, trimmed", () => {
    expect(pendingSection({ title: " Uso ", text: " Diluir. " })).toEqual({ title: "Uso", text: "Diluir." });
  });

  it("has nothing to add when both inputs are blank", () => {
    expect(pendingSection({ title: "", text: "  " })).toBe("empty");
  });

  it("stops the save when only one of the two is filled, rather than dropping it", () => {
    expect(pendingSection({ title: "Uso", text: "" })).toBe("incomplete");
    expect(pendingSection({ title: " ", text: "Diluir." })).toBe("incomplete");
  });
});
