import { describe, expect, it } from "vitest";
import { AdminApiError } from "../auth/admin-fetch.ts";
import { fieldRefusals } from "./field-errors.ts";

const form = (path: string) => /^(name|sizes\.\d+\.variantId|categories\.\d+\.categoryId)$/.test(path);

describe("fieldRefusals: a server refusal shown beside its field", () => {
  it("maps a taken name and an unknown size to their fields", () => {
    const taken = new AdminApiError("Ya existe una lista llamada «Mayorista A».", 409, "name_taken", [
      { path: "name", message: "Ya existe una lista llamada «Mayorista A»." },
    ]);
    expect(fieldRefusals(taken, form)).toEqual([
      { path: "name", message: "Ya existe una lista llamada «Mayorista A»." },
    ]);
    const unknown = new AdminApiError("El tamaño N.º 7 no existe.", 400, "invalid_input", [
      { path: "sizes.2.variantId", message: "El tamaño N.º 7 no existe." },
      { path: ["categories", 0, "categoryId"], message: "La categoría N.º 9 no existe." },
    ]);
    expect(fieldRefusals(unknown, form)).toEqual([
      { path: "sizes.2.variantId", message: "El tamaño N.º 7 no existe." },
      { path: "categories.0.categoryId", message: "La categoría N.º 9 no existe." },
    ]);
  });

  it("leaves to the toast what names no field of the form", () => {
    const inUse = new AdminApiError("La lista la usan 2 empresas.", 409, "price_list_in_use");
    expect(fieldRefusals(inUse, form)).toEqual([]);
    const elsewhere = new AdminApiError("No.", 400, "invalid_input", [{ path: "items.0", message: "No." }]);
    expect(fieldRefusals(elsewhere, form)).toEqual([]);
    expect(fieldRefusals(new Error("red"), form)).toEqual([]);
    expect(fieldRefusals(new AdminApiError("x", 400, "x", "no es una lista"), form)).toEqual([]);
  });
});
