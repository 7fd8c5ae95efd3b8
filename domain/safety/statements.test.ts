import { describe, expect, it } from "vitest";
import { hazardsView, productSafetyFields } from "./index.ts";
import { isStatementCode, statementCodes } from "./statement-codes.ts";
import { allStatements, H_STATEMENTS, P_STATEMENTS, statementsOf, statementText } from "./statements.ts";

describe("the H and P statements", () => {
  it("give the official Spanish text of a code", () => {
    expect(statementText("H", "H226")).toBe("Líquidos y vapores inflamables.");
    expect(statementText("H", "H315")).toBe("Provoca irritación cutánea.");
    expect(statementText("H", "H302+H312")).toBe("Nocivo en caso de ingestión o en contacto con la piel.");
    expect(statementText("P", "P210")).toMatch(/^Mantener alejado del calor/);
  });

  it("word a P combination as its parts in order", () => {
    expect(statementText("P", "P302+P352")).toBe("EN CASO DE CONTACTO CON LA PIEL: Lavar con abundante agua/…");
    expect(statementText("P", "P333+P313")).toBe("En caso de irritación o erupción cutánea: Consultar a un médico.");
    expect(statementText("P", "P305+P351+P338")).toMatch(/^EN CASO DE CONTACTO CON LOS OJOS: Aclarar cuidadosamente/);
  });

  it("know nothing of an unknown code, nor of a code of the other list", () => {
    expect(statementText("H", "H999")).toBeUndefined();
    expect(statementText("H", "P210")).toBeUndefined();
    expect(statementText("P", "H226")).toBeUndefined();
    expect(statementText("P", "P210+P999")).toBeUndefined();
    expect(statementText("H", "toString")).toBeUndefined();
    expect(statementsOf("H", ["H226", "H999", "H315"]).map((s) => s.code)).toEqual(["H226", "H315"]);
  });

  it("cover H200 to H420 and P101 to P502, every text a sentence", () => {
    expect(H_STATEMENTS.H200).toBeDefined();
    expect(H_STATEMENTS.H420).toBeDefined();
    expect(P_STATEMENTS.P101).toBeDefined();
    expect(P_STATEMENTS.P502).toBeDefined();
    for (const { code, text } of [...allStatements("H"), ...allStatements("P")]) {
      expect(code).toMatch(/^(H\d{3}[A-Za-z]*|P\d{3})(\+(H\d{3}|P\d{3}))*$/);
      expect(text.trim(), code).not.toBe("");
      expect(text, code).not.toContain("undefined");
    }
  });

  it("are checked by the product's schema: an unknown code is refused in Spanish", () => {
    expect(productSafetyFields.hazardStatements.safeParse(["H226", "H315"]).success).toBe(true);
    const unknown = productSafetyFields.hazardStatements.safeParse(["H226", "H999"]);
    expect(unknown.error?.issues[0]?.message).toBe(
      "«H999» no es una indicación de peligro (H) conocida: elija el código de la lista.",
    );
    const wrongList = productSafetyFields.precautionaryStatements.safeParse(["H226"]);
    expect(wrongList.error?.issues[0]?.message).toBe(
      "«H226» no es un consejo de prudencia (P) conocido: elija el código de la lista.",
    );
    expect(productSafetyFields.casNumbers.safeParse(["7732-18-4"]).success).toBe(false);
    expect(productSafetyFields.signalWord.safeParse("Cuidado").success).toBe(false);
    expect(productSafetyFields.ghsPictograms.safeParse(["GHS10"]).success).toBe(false);
  });

  it("are the same codes in the list without texts (what the Worker checks) as in the texts", () => {
    expect(statementCodes("H")).toEqual(Object.keys(H_STATEMENTS));
    expect(statementCodes("P")).toEqual(Object.keys(P_STATEMENTS));
    expect(isStatementCode("P", "P302+P352")).toBe(true);
    expect(isStatementCode("H", "P210")).toBe(false);
    expect(isStatementCode("H", "toString")).toBe(false);
  });

  it("show a product's own statements on its page, and nothing for a product without hazard data, and nothing for a product without hazard data", () => {
    const view = hazardsView({
      inciName: "Eucalyptus Globulus Leaf Oil",
      casNumbers: ["8000-48-4"],
      ghsPictograms: ["GHS02", "GHS07"],
      signalWord: "Atención",
      hazardStatements: statementsOf("H", ["H226"]),
      precautionaryStatements: statementsOf("P", ["P210"]),
      otherWarnings: "",
    });
    expect(view?.pictograms).toEqual([
      { code: "GHS02", name: "Inflamable" },
      { code: "GHS07", name: "Nocivo o irritante" },
    ]);
    expect(view?.hazardStatements).toEqual([{ code: "H226", text: "Líquidos y vapores inflamables." }]);
    expect(
      hazardsView({
        inciName: "Citric Acid",
        casNumbers: ["77-92-9"],
        ghsPictograms: [],
        signalWord: null,
        hazardStatements: [],
        precautionaryStatements: [],
        otherWarnings: " ",
      }),
    ).toBeNull();
  });
});
