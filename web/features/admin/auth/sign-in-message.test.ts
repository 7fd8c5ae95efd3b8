import { describe, expect, it } from "vitest";
import { signInMessage } from "./sign-in-message.ts";

describe("sign-in refusals in Spanish", () => {
  it("wrong credentials", () => {
    expect(signInMessage({ status: 400, code: "invalid_credentials", message: "Invalid login credentials" })).toBe(
      "Correo o contraseña incorrectos.",
    );
  });

  it("too many attempts: the server's message", () => {
    expect(signInMessage({ status: 429, message: "Demasiados intentos. Espere 15 minutos." })).toBe(
      "Demasiados intentos. Espere 15 minutos.",
    );
  });

  it("no answer at all", () => {
    expect(signInMessage(new TypeError("Failed to fetch"))).toMatch(/No pudimos conectar/);
  });
});
