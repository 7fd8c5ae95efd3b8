import { describe, expect, it } from "vitest";
import { applyFormat, insertAt } from "./markdown-edits.ts";

const apply = (format: Parameters<typeof applyFormat>[0], marked: string) => {
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  const text = marked.replace("[", "").replace("]", "");
  const edit = applyFormat(format, text, start, end);
  return `${edit.text.slice(0, edit.start)}[${edit.text.slice(edit.start, edit.end)}]${edit.text.slice(edit.end)}`;
};

describe("the editor's toolbar", () => {
  it("makes the line a title or a subtitle, replacing a heading mark it had", () => {
    expect(apply("title", "Uno\nEnv[]íos\nTres")).toBe("Uno\n[## Envíos]\nTres");
    expect(apply("subtitle", "## Env[í]os")).toBe("[### Envíos]");
  });

  it("turns the selected lines into a list or a numbered list", () => {
    expect(apply("list", "[uno\ndos]\ntres")).toBe("[- uno\n- dos]\ntres");
    expect(apply("numbered", "[- uno\n- dos]")).toBe("[1. uno\n2. dos]");
  });

  it("wraps the selection in bold, or inserts a placeholder to type over", () => {
    expect(apply("bold", "Es [gratis] hoy")).toBe("Es **[gratis]** hoy");
    expect(apply("bold", "Es [] hoy")).toBe("Es **[texto en negrita]** hoy");
  });

  it("makes a link of the selection with the address selected", () => {
    const edit = applyFormat("link", "Vea la ley aquí", 7, 10);
    expect(edit.text).toBe("Vea la [ley](https://) aquí");
    expect(edit.text.slice(edit.start, edit.end)).toBe("https://");
    expect(applyFormat("link", "", 0, 0).text).toBe("[texto del enlace](https://)");
  });

  it("inserts a value of the shop at the cursor", () => {
    expect(insertAt("Cuesta .", 7, 7, "{{envio_montevideo}}")).toEqual({
      text: "Cuesta {{envio_montevideo}}.",
      start: 27,
      end: 27,
    });
  });
});
