import { describe, expect, it } from "vitest";
import { anonymisedText } from "./deletion-text.ts";

describe("what a 'Mis datos' deletion anonymised, in words", () => {
  it("counts each kind in Spanish, singular or plural, and leaves out the kinds with none", () => {
    expect(
      anonymisedText({
        pedidos: 2,
        mensajes: 1,
        suscripciones: 1,
        avisosDeStock: 0,
        canjesDeCodigos: 0,
        correos: 0,
        notasDePedidos: 0,
        enlacesMisDatos: 0,
      }),
    ).toBe("2 pedidos, 1 mensaje, 1 suscripción");
    expect(
      anonymisedText({
        enlacesMisDatos: 2,
        correos: 1,
        notasDePedidos: 3,
        canjesDeCodigos: 1,
        avisosDeStock: 2,
        suscripciones: 2,
        mensajes: 3,
        pedidos: 1,
      }),
    ).toBe(
      "1 pedido, 3 mensajes, 2 suscripciones, 2 avisos de stock, 1 canje de código, 1 correo, 3 notas de pedidos, 2 enlaces de «Mis datos»",
    );
  });

  it("counts a kind it does not know as other records, and says when nothing was found", () => {
    expect(anonymisedText({ pedidos: 1, facturasPendientes: 2, otraCosa: 1 })).toBe("1 pedido, 3 otros registros");
    expect(anonymisedText({ otraCosa: 1 })).toBe("1 otro registro");
    expect(anonymisedText({ pedidos: 0, mensajes: 0 })).toBe("Ningún registro");
    expect(anonymisedText({})).toBe("Ningún registro");
  });
});
