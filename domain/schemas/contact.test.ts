import { describe, expect, it } from "vitest";
import { CONTACT_HONEYPOT, contactMessage, contactRequest } from "./contact.ts";

describe("contactMessage", () => {
  it("accepts a complete message, trimmed", () => {
    expect(contactMessage.parse({ name: " Ana ", email: " ana@example.com ", message: "Hola" })).toEqual({
      name: "Ana",
      email: "ana@example.com",
      message: "Hola",
    });
  });

  it("requires every field with 'Este campo es requerido'", () => {
    const result = contactMessage.safeParse({ name: " ", email: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", "Este campo es requerido"],
      ["email", "Este campo es requerido"],
      ["message", "Este campo es requerido"],
    ]);
  });

  it("checks the e-mail format and the lengths", () => {
    expect(contactMessage.safeParse({ name: "Ana", email: "ana@", message: "Hola" }).error?.issues[0]?.message).toBe(
      "Correo electrónico no válido.",
    );
    expect(contactMessage.safeParse({ name: "A".repeat(101), email: "a@b.uy", message: "x" }).success).toBe(false);
    expect(contactMessage.safeParse({ name: "Ana", email: "a@b.uy", message: "x".repeat(5001) }).success).toBe(false);
  });
});

describe("contactRequest", () => {
  it("carries the honeypot field, optional and bounded", () => {
    const message = { name: "Ana", email: "ana@example.com", message: "Hola" };
    expect(contactRequest.parse(message)).toEqual(message);
    expect(contactRequest.parse({ ...message, [CONTACT_HONEYPOT]: "http://spam" })).toEqual({
      ...message,
      website: "http://spam",
    });
    expect(contactRequest.safeParse({ ...message, [CONTACT_HONEYPOT]: "x".repeat(501) }).success).toBe(false);
  });
});
