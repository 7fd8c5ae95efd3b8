import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { MailTransport } from "../../worker/adapters/mail/port.ts";
import type { Database } from "../../worker/db/database.ts";

/**
 * A stand-in for Resend's HTTP API (POST /emails and POST /emails/batch) that the real adapter (the `resend` SDK)
 * talks to, following Resend's published idempotency rules (resend.com/docs/dashboard/emails/idempotency-keys):
 * - an Idempotency-Key (1–256 characters, else 400 invalid_idempotency_key) is kept 24 hours;
 * - the same key with the same payload answers the original response and sends nothing;
 * - the same key with a different payload answers 409 invalid_idempotent_request;
 * - a key whose request is still being processed answers 409 concurrent_idempotent_requests;
 * - after 24 hours the key is forgotten: the same request sends again.
 * A batch is validated strictly (all or none, 422 validation_error); a refused request keeps no key. It records every
 * mail it accepted for sending, which is what the recipients' inboxes get.
 */
export interface SentMail {
  id: string;
  to: string;
  subject: string;
  key: string | null;
}

export interface ResendRequest {
  path: string;
  key: string | null;
  mails: number;
  status: number;
  name?: string;
}

const DAY_MS = 24 * 3600 * 1000;
const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

interface KeyRecord {
  payload: string;
  storedAt: number;
  processing: boolean;
  answer: unknown;
}

export async function startFakeResend() {
  const sent: SentMail[] = [];
  const requests: ResendRequest[] = [];
  const keys = new Map<string, KeyRecord>();
  let now = () => Date.now();
  /** When set, the next accepted request is left "processing": its connection drops before any answer. */
  let stallNext = false;
  const stalled: (() => void)[] = [];

  const answer = (res: ServerResponse, request: ResendRequest, status: number, json: unknown) => {
    request.status = status;
    if (status >= 400) request.name = (json as { name: string }).name;
    res.statusCode = status;
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(json));
  };
  const error = (status: number, name: string, message: string) => ({ statusCode: status, name, message });

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const path = req.url ?? "";
    const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
    const request: ResendRequest = { path, key, mails: 0, status: 0 };
    requests.push(request);
    if (req.method !== "POST" || (path !== "/emails" && path !== "/emails/batch")) {
      return answer(res, request, 404, error(404, "not_found", "Not found"));
    }
    if (!req.headers.authorization?.startsWith("Bearer re_")) {
      return answer(res, request, 401, error(401, "missing_api_key", "Missing API key"));
    }
    const body = JSON.parse(raw) as unknown;
    const emails = (path === "/emails/batch" ? body : [body]) as Record<string, unknown>[];
    request.mails = Array.isArray(emails) ? emails.length : 0;
    if (key !== null && (key.length < 1 || key.length > 256)) {
      return answer(res, request, 400, error(400, "invalid_idempotency_key", "Key must be 1-256 characters"));
    }
    const payload = `${path} ${canonical(body)}`;
    if (key !== null) {
      const known = keys.get(key);
      if (known && now() - known.storedAt >= DAY_MS) keys.delete(key);
      const kept = keys.get(key);
      if (kept?.processing) {
        return answer(
          res,
          request,
          409,
          error(
            409,
            "concurrent_idempotent_requests",
            "Same idempotency key used while original request is still in progress.",
          ),
        );
      }
      if (kept && kept.payload !== payload) {
        return answer(
          res,
          request,
          409,
          error(409, "invalid_idempotent_request", "Same idempotency key used with a different request payload."),
        );
      }
      if (kept) return answer(res, request, 200, kept.answer);
    }
    // Strict validation: one bad mail refuses the whole call, nothing is sent and no key is kept.
    if (!Array.isArray(emails) || emails.length < 1 || emails.length > 100) {
      return answer(res, request, 422, error(422, "validation_error", "A batch holds 1 to 100 emails."));
    }
    for (const email of emails) {
      const to = Array.isArray(email.to) ? email.to : [email.to];
      if (!email.from || !email.subject || (!email.html && !email.text) || !to.every((a) => ADDRESS.test(String(a)))) {
        return answer(res, request, 422, error(422, "validation_error", "Invalid `to` field."));
      }
    }
    const accept = () => {
      const ids = emails.map((email) => {
        const id = crypto.randomUUID();
        const to = Array.isArray(email.to) ? email.to : [email.to];
        for (const address of to) sent.push({ id, to: String(address), subject: String(email.subject), key });
        return { id };
      });
      return path === "/emails/batch" ? { data: ids } : ids[0];
    };
    if (stallNext) {
      // Received, still being processed: the key is taken, the answer never reaches the caller (its connection
      // drops); the mails go out when the test lets the processing finish.
      stallNext = false;
      const record: KeyRecord = { payload, storedAt: now(), processing: true, answer: null };
      if (key !== null) keys.set(key, record);
      stalled.push(() => {
        record.answer = accept();
        record.processing = false;
      });
      request.status = -1;
      req.socket.destroy();
      return;
    }
    const result = accept();
    if (key !== null) keys.set(key, { payload, storedAt: now(), processing: false, answer: result });
    return answer(res, request, 200, result);
  };

  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every mail accepted for sending, one entry per recipient. */
    sent,
    requests,
    /** The stand-in's clock (keys are kept 24 h of it). */
    setNow(date: Date) {
      now = () => date.getTime();
    },
    /** The next request that would be accepted stays 'processing' and its caller gets no answer. */
    stallNext() {
      stallNext = true;
    },
    /** Finishes the stalled requests: their mails go out and their keys answer from now on. */
    finishStalled() {
      for (const finish of stalled.splice(0)) finish();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeResend = Awaited<ReturnType<typeof startFakeResend>>;

/** JSON with object keys sorted: two requests with the same content compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * A Worker that is killed `writesAfter` database units after the provider accepted its `acceptedCalls`-th call (0:
 * right after the answer, before anything is recorded). From then on nothing it does reaches the provider or the
 * database: its claimed rows stay as the kill left them, to come back once their claim runs out.
 */
export function dyingWorker(
  db: Database,
  transport: MailTransport,
  plan: { acceptedCalls: number; writesAfter?: number },
) {
  let accepted = 0;
  let armed = false;
  let dead = false;
  let writesLeft = plan.writesAfter ?? 0;
  const killed = () => new Error("Worker killed (test)");
  const afterAcceptance = () => {
    accepted++;
    if (accepted === plan.acceptedCalls) {
      armed = true;
      if (writesLeft === 0) dead = true;
    }
    if (dead) throw killed();
  };
  const mail: MailTransport = {
    name: transport.name,
    async deliver(message) {
      if (dead) throw killed();
      await transport.deliver(message);
      afterAcceptance();
    },
    ...(transport.deliverBatch
      ? {
          async deliverBatch(messages, key) {
            if (dead) throw killed();
            await transport.deliverBatch!(messages, key);
            afterAcceptance();
          },
        }
      : {}),
  };
  const database: Database = {
    async run(caller, work) {
      if (armed && !dead) {
        if (writesLeft === 0) dead = true;
        else writesLeft--;
      }
      if (dead) throw killed();
      return db.run(caller, work);
    },
    close: () => db.close(),
  };
  return { db: database, transport: mail, dead: () => dead };
}
