import { Resend as ResendClient } from "resend";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OutgoingMail } from "../../../worker/adapters/mail/port.ts";
import { PermanentMailError } from "../../../worker/adapters/mail/port.ts";
import { resendMail } from "../../../worker/adapters/mail/resend.ts";
import { createResend, type Resend } from "./resend.ts";

/** Resend stand-in, driven by the `resend` SDK (global fetch routed to the app) and the Worker's Mail adapter. */

const KEY = "re_ensayo_0123456789abcdef";
let resend: Resend;

beforeEach(() => {
  resend = createResend({ apiKey: KEY });
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).host !== "api.resend.com") throw new Error(`unexpected fetch ${request.url}`);
    return resend.app.fetch(request);
  });
});
afterEach(() => vi.unstubAllGlobals());

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  deliveryKey: "outbox-17-1",
  from: "Química Oriental <tienda@quimicaoriental.com.uy>",
  to: "ana@example.com",
  replyTo: "ventas@quimicaoriental.com.uy",
  subject: "Recibimos tu pedido 1042",
  html: "<p>Gracias, Ana.</p>",
  text: "Gracias, Ana.",
  headers: { "List-Unsubscribe": "<https://tienda.ensayo.test/baja?t=1>" },
  ...overrides,
});

describe("Resend stand-in", () => {
  it("accepts the Worker's e-mail (the SDK at its default base URL) and lets a test read it back, html and text", async () => {
    await resendMail(KEY).deliver(mail());
    expect(resend.emails).toHaveLength(1);
    const client = new ResendClient(KEY);
    const listed = await client.emails.list();
    expect(listed.error).toBeNull();
    expect(listed.data).toMatchObject({ object: "list", has_more: false });
    const id = listed.data!.data[0]!.id;
    expect(listed.data!.data[0]).toMatchObject({ to: ["ana@example.com"], subject: "Recibimos tu pedido 1042" });
    const got = await client.emails.get(id);
    expect(got.error).toBeNull();
    expect(got.data).toMatchObject({
      object: "email",
      id,
      from: "Química Oriental <tienda@quimicaoriental.com.uy>",
      to: ["ana@example.com"],
      reply_to: ["ventas@quimicaoriental.com.uy"],
      html: "<p>Gracias, Ana.</p>",
      text: "Gracias, Ana.",
      last_event: "delivered",
    });
    expect(resend.emails[0]!.headers).toEqual({ "List-Unsubscribe": "<https://tienda.ensayo.test/baja?t=1>" });
    expect((await client.emails.get("00000000-0000-4000-8000-000000000000")).error).toMatchObject({
      statusCode: 404,
      name: "not_found",
    });
  });

  it("honours Idempotency-Key: the same payload answers the same id, another payload is 409 invalid_idempotent_request", async () => {
    const client = new ResendClient(KEY, { baseUrl: "https://api.resend.com" });
    const payload = { from: "tienda@quimicaoriental.com.uy", to: "ana@example.com", subject: "Hola", text: "¡Hola!" };
    const first = await client.emails.send(payload, { idempotencyKey: "clave-1" });
    const again = await client.emails.send(payload, { idempotencyKey: "clave-1" });
    expect(first.error).toBeNull();
    expect(again.data?.id).toBe(first.data?.id);
    expect(resend.emails).toHaveLength(1);
    const other = await client.emails.send({ ...payload, subject: "Otro" }, { idempotencyKey: "clave-1" });
    expect(other.error).toMatchObject({ statusCode: 409, name: "invalid_idempotent_request" });
    const tooLong = await client.emails.send(payload, { idempotencyKey: "x".repeat(257) });
    expect(tooLong.error).toMatchObject({ statusCode: 400, name: "invalid_idempotency_key" });
    // The Worker's adapter: a retry of a delivered message is not sent twice.
    await resendMail(KEY).deliver(mail());
    await resendMail(KEY).deliver(mail());
    expect(resend.emails).toHaveLength(2);
  });

  it("validates like Resend: required fields (422 missing_required_field) and address formats (422 validation_error)", async () => {
    const client = new ResendClient(KEY);
    const noTo = await client.emails.send({ from: "a@example.com", subject: "x", text: "y" } as never);
    expect(noTo.error).toMatchObject({
      statusCode: 422,
      name: "missing_required_field",
      message: "Missing `to` field.",
    });
    const noSubject = await client.emails.send({ from: "a@example.com", to: "b@example.com", text: "y" } as never);
    expect(noSubject.error).toMatchObject({ statusCode: 422, name: "missing_required_field" });
    const badFrom = await client.emails.send({
      from: "no es una dirección",
      to: "b@example.com",
      subject: "x",
      text: "y",
    });
    expect(badFrom.error).toMatchObject({ statusCode: 422, name: "validation_error" });
    await expect(resendMail(KEY).deliver(mail({ from: "roto" }))).rejects.toBeInstanceOf(PermanentMailError);
    expect(resend.emails).toHaveLength(0);
  });

  it("refuses a missing key (401 missing_api_key) and another key (403 invalid_api_key); pages the list", async () => {
    const missing = await resend.app.request("https://api.resend.com/emails");
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ name: "missing_api_key" });
    const wrong = await new ResendClient("re_otra").emails.list();
    expect(wrong.error).toMatchObject({ statusCode: 403, name: "invalid_api_key" });

    const client = new ResendClient(KEY);
    for (const n of [1, 2, 3])
      await client.emails.send({ from: "a@example.com", to: "b@example.com", subject: `n${n}`, text: "." });
    const first = await client.emails.list({ limit: 2 });
    expect(first.data?.data.map((e) => e.subject)).toEqual(["n3", "n2"]);
    expect(first.data?.has_more).toBe(true);
    const next = await client.emails.list({ limit: 2, after: first.data!.data[1]!.id });
    expect(next.data?.data.map((e) => e.subject)).toEqual(["n1"]);
    expect(next.data?.has_more).toBe(false);
  });
});
