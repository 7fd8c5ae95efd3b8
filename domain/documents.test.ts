import { describe, expect, it } from "vitest";
import { simplePdf } from "../supabase/seed/documents.ts";
import { downloadLabel } from "./documents.ts";
import { isPdf } from "./file-type.ts";
import { documentUploadFields } from "./schemas/documents.ts";

describe("product documents (issue 42)", () => {
  it("labels a download with its kind and revision date, dd/mm/aaaa", () => {
    expect(downloadLabel({ kind: "fds", revisionDate: "2026-03-05" })).toBe(
      "Descargar ficha de seguridad (PDF, rev. 05/03/2026)",
    );
    expect(downloadLabel({ kind: "ficha_tecnica", revisionDate: "2025-12-31" })).toBe(
      "Descargar ficha técnica (PDF, rev. 31/12/2025)",
    );
  });

  it("takes a revision date up to today, refuses tomorrow and days that do not exist", () => {
    const fields = documentUploadFields("2026-11-20");
    expect(fields.safeParse({ kind: "fds", revisionDate: "2026-11-20" }).success).toBe(true);
    for (const revisionDate of ["2026-11-21", "2026-02-29", "20/11/2026", ""]) {
      expect(fields.safeParse({ kind: "fds", revisionDate }).success, revisionDate).toBe(false);
    }
  });

  it("makes PDFs the server takes (the seed's demo sheets)", () => {
    const pdf = simplePdf("Ficha de datos de seguridad – Ácido cítrico (demo)", ["Línea (1)"]);
    expect(isPdf(pdf)).toBe(true);
    const text = new TextDecoder("latin1").decode(pdf);
    // The cross-reference table points at each object exactly.
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe("xref");
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    for (const [i, offset] of offsets.entries()) expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
  });
});
