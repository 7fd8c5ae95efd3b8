import { Resend } from "resend";
import { afterEach, describe, expect, it } from "vitest";
import { IdempotencyConflictError, type OutgoingMail, PermanentMailError } from "../../worker/adapters/mail/port.ts";
import { resendMail } from "../../worker/adapters/mail/resend.ts";
import { recordingFetch } from "../support/recording-fetch.ts";

// Issue 39 (decision 028, session 25): the Worker sends Resend's two calls itself instead of carrying the SDK's
// client (7 KiB of its gzipped upload). They must stay the calls the pinned `resend` SDK makes: this records what the
// SDK sends for the same mails (its global fetch) and what it reads from the same answers, and compares.

const KEY = "re_test_0123456789abcdef";
const BASE = "https://api.resend.com";

const recorder = (answer: () => Response | Promise<Response> = () => Response.json({ id: "e-1" })) =>
  recordingFetch(answer);

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The SDK, its requests going to `fetchFn` (it calls the global fetch). */
function sdk(fetchFn: typeof fetch) {
  globalThis.fetch = fetchFn;
  return new Resend(KEY, { baseUrl: BASE });
}

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  deliveryKey: "outbox-17-1",
  from: "Química Oriental <tienda@quimicaoriental.com.uy>",
  to: "ana@example.com",
  replyTo: "ventas@quimicaoriental.com.uy",
  subject: "Recibimos su pedido 1042",
  html: "<p>Gracias, Ana.</p>",
  text: "Gracias, Ana.",
  headers: { "List-Unsubscribe": "<https://tienda.example/baja?t=1>" },
  ...overrides,
});

/** What the SDK was given for a mail before (the payload the adapter built with the SDK until session 25). */
const sdkPayload = (m: OutgoingMail) => ({
  from: m.from,
  to: [m.to],
  subject: m.subject,
  html: m.html,
  text: m.text,
  ...(m.replyTo ? { replyTo: m.replyTo } : {}),
  ...(Object.keys(m.headers).length ? { headers: m.headers } : {}),
});

describe("Resend requests", () => {
  it("are the ones the SDK sends: one mail and a batch, with their idempotency keys", async () => {
    const theirs = recorder();
    const ours = recorder();
    const mails = [mail(), mail({ to: "bruno@example.com", replyTo: null, headers: {}, deliveryKey: "outbox-18-1" })];

    const client = sdk(theirs.fetchFn);
    for (const m of mails) await client.emails.send(sdkPayload(m), { idempotencyKey: m.deliveryKey });
    await client.batch.send(mails.map(sdkPayload), { idempotencyKey: "batch/c-3-1" });

    const transport = resendMail(KEY, { baseUrl: BASE, fetchFn: ours.fetchFn });
    for (const m of mails) await transport.deliver(m);
    await transport.deliverBatch!(mails, "c-3-1");

    expect(ours.sent).toHaveLength(3);
    expect(ours.sent).toEqual(theirs.sent);
    expect(ours.sent[2]!.headers["x-batch-validation"]).toBe("strict");
  });

  it("reads Resend's refusals as the SDK does, into the outbox's errors", async () => {
    const answers: (() => Response | Promise<Response>)[] = [
      () =>
        Response.json({ name: "validation_error", message: "Invalid `from` field.", statusCode: 422 }, { status: 422 }),
      () =>
        Response.json(
          { name: "invalid_idempotent_request", message: "Same key, other payload.", statusCode: 409 },
          { status: 409 },
        ),
      () =>
        Response.json(
          { name: "concurrent_idempotent_requests", message: "In progress.", statusCode: 409 },
          { status: 409 },
        ),
      () =>
        Response.json({ name: "rate_limit_exceeded", message: "Too many requests.", statusCode: 429 }, { status: 429 }),
      () => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }),
      () => Promise.reject(new TypeError("network down")),
    ];
    for (const answer of answers) {
      const { error } = await sdk(recorder(answer).fetchFn).emails.send(sdkPayload(mail()), {
        idempotencyKey: "outbox-17-1",
      });
      expect(error).not.toBeNull();
      const expected = `Resend ${error!.statusCode ?? "network"} ${error!.name}: ${error!.message}`;
      const thrown = await resendMail(KEY, { baseUrl: BASE, fetchFn: recorder(answer).fetchFn })
        .deliver(mail())
        .then(
          () => null,
          (e: unknown) => e as Error,
        );
      expect(thrown?.message).toBe(expected);
      if (error!.name === "validation_error") expect(thrown).toBeInstanceOf(PermanentMailError);
      if (error!.name.includes("idempotent")) expect(thrown).toBeInstanceOf(IdempotencyConflictError);
    }
  });
});
