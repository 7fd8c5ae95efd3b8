import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITED_MESSAGE, RATE_LIMITS } from "../../worker/http/rate-limit.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

let ipCount = 0;
const freshIp = () => `192.0.2.${++ipCount}`;

const send = (body: unknown, ip = freshIp()) =>
  shop.request("/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: JSON.stringify(body),
  });
const message = {
  name: "Ana Pérez",
  email: "ana.contacto@example.com",
  message: "¿Tienen aceite de lavanda?\nGracias.",
};

async function stored(email: string) {
  const { rows } = await shop.pg.query<{ name: string; message: string; read_at: Date | null }>(
    "select name, message, read_at from contact_messages where email = $1",
    [email],
  );
  return rows;
}
async function mailsAbout(email: string) {
  const { rows } = await shop.pg.query<{
    to_address: string;
    reply_to: string;
    subject: string;
    text_body: string;
    kind: string;
  }>(
    "select to_address, reply_to, subject, text_body, kind from mail_outbox where reply_to = $1 or text_body like $2",
    [email, `%${email}%`],
  );
  return rows;
}

describe("POST /api/contact", () => {
  it("stores the message and queues the shop's copy with Reply-To the customer", async () => {
    const res = await send(message);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ sent: true });
    expect(await stored(message.email)).toEqual([{ name: "Ana Pérez", message: message.message, read_at: null }]);
    const [mail, ...more] = await mailsAbout(message.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      to_address: "ventas@example.com",
      reply_to: message.email,
      kind: "contact_message",
      subject: "Nuevo mensaje de contacto de Ana Pérez",
    });
    expect(mail!.text_body).toContain("¿Tienen aceite de lavanda?");
  });

  it("requires each field with 'Este campo es requerido' and checks the e-mail", async () => {
    const empty = await send({ name: "", email: "", message: " " });
    expect(empty.status).toBe(400);
    const body = await empty.json();
    expect(body.error.message).toBe("Este campo es requerido");
    expect(body.error.details).toEqual([
      { path: "name", message: "Este campo es requerido" },
      { path: "email", message: "Este campo es requerido" },
      { path: "message", message: "Este campo es requerido" },
    ]);
    const bad = await send({ ...message, email: "ana@" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("Correo electrónico no válido.");
    // A name with a line break never reaches a mail header.
    expect((await send({ ...message, name: "Ana\r\nBcc: x@y.uy" })).status).toBe(400);
    expect(await stored("ana@")).toEqual([]);
  });

  it("gives a bot that fills the honeypot the same success and stores and mails nothing", async () => {
    const bot = { ...message, email: "bot@example.com", website: "https://spam.example" };
    const res = await send(bot);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ sent: true });
    expect(await stored("bot@example.com")).toEqual([]);
    expect(await mailsAbout("bot@example.com")).toEqual([]);
    // An empty honeypot (what the real form sends) is a person.
    expect((await send({ ...message, email: "persona@example.com", website: "" })).status).toBe(201);
    expect(await stored("persona@example.com")).toHaveLength(1);
  });

  it("lets the limit through per client address, then 429 in Spanish without storing", async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.contact.limit; i++) {
      expect((await send({ ...message, email: `lote${i}@example.com` }, ip)).status).toBe(201);
    }
    const refused = await send({ ...message, email: "uno-mas@example.com" }, ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: "rate_limited", message: RATE_LIMITED_MESSAGE } });
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await stored("uno-mas@example.com")).toEqual([]);
    expect((await send({ ...message, email: "otra-ip@example.com" })).status).toBe(201);
  });
});
