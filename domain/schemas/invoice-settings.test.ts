import { describe, expect, it } from "vitest";
import { invoiceSettingsForm } from "./invoice-settings.ts";

const valid = {
  issuerRut: "21.047573-001 1",
  legalName: "Química Oriental S.A.",
  address: "Av. 18 de Julio 1234",
  city: "Montevideo",
  department: "Montevideo",
  identifyBuyerFrom: 32000,
};

function issues(input: unknown): [string, string][] {
  const result = invoiceSettingsForm.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
}

describe("Ajustes > Facturación", () => {
  it("keeps the RUT as its 12 digits and trims the texts", () => {
    expect(invoiceSettingsForm.parse({ ...valid, legalName: "  Química Oriental S.A. " })).toEqual({
      ...valid,
      issuerRut: "210475730011",
    });
  });

  it("refuses a RUT whose check digit is wrong, or that is missing", () => {
    expect(issues({ ...valid, issuerRut: "210475730012" })).toEqual([
      ["issuerRut", "El RUT no es válido: revise sus 12 dígitos."],
    ]);
    expect(issues({ ...valid, issuerRut: "  " })).toEqual([["issuerRut", "Escriba el RUT de la empresa."]]);
  });

  it("asks for every field of the issuer and a department of Uruguay", () => {
    const found = issues({ ...valid, legalName: "", address: " ", city: "", department: "Buenos Aires" });
    expect(found).toEqual([
      ["legalName", "Escriba la razón social."],
      ["address", "Escriba el domicilio fiscal."],
      ["city", "Escriba la ciudad."],
      ["department", "Elija el departamento."],
    ]);
    expect(issues({ ...valid, city: "Montevideo\nCentro" })).toEqual([
      ["city", "Escriba este dato en una sola línea."],
    ]);
  });

  it("takes the e-Ticket threshold as whole pesos above 0", () => {
    for (const identifyBuyerFrom of [0, -1, 1.5, Number.NaN, "32000"]) {
      expect(issues({ ...valid, identifyBuyerFrom }).map(([path]) => path)).toEqual(["identifyBuyerFrom"]);
    }
    expect(invoiceSettingsForm.parse({ ...valid, identifyBuyerFrom: 1 }).identifyBuyerFrom).toBe(1);
  });
});
