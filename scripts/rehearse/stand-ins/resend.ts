import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";

/**
 * Resend's API (https://api.resend.com) for sending and reading back e-mails, after resend.com/docs
 * (api-reference/emails, errors) and what the `resend` SDK sends:
 *   POST /emails       {from, to, subject, html?, text?, cc?, bcc?, reply_to?, headers?, tags?} → 200 {id}.
 *                      Missing from/to/subject → 422 missing_required_field; a malformed address → 422
 *                      validation_error. Idempotency-Key (1–256 characters, else 400 invalid_idempotency_key;
 *                      kept 24 h): the same key and payload answer the first id again, the same key with
 *                      another payload → 409 invalid_idempotent_request.
 *   GET  /emails       {object: "list", has_more, data: [...]} newest first; limit (1–100, default 20), after,
 *                      before (e-mail ids)
 *   GET  /emails/:id   the e-mail, html and text included (404 not_found)
 * `Authorization: Bearer re_…`: missing → 401 missing_api_key, another key → 403 invalid_api_key. Errors are
 * `{statusCode, message, name}`. Nothing is delivered anywhere: the e-mails stay here to be read.
 */

export interface ResendOptions {
  apiKey: string;
  now?: () => Date;
}

export interface SentEmail {
  object: "email";
  id: string;
  to: string[];
  from: string;
  created_at: string;
  subject: string;
  html: string | null;
  text: string | null;
  bcc: string[] | null;
  cc: string[] | null;
  reply_to: string[] | null;
  last_event: "delivered";
  scheduled_at: string | null;
  tags: { name: string; value: string }[];
  /** Not in Resend's answers; kept for tests (List-Unsubscribe and the like). */
  headers: Record<string, string>;
}

export interface Resend {
  app: Hono;
  /** Every e-mail accepted, oldest first. */
  emails: SentEmail[];
}

class ResendError extends Error {
  constructor(
    readonly statusCode: number,
    readonly name: string,
    message: string,
  ) {
    super(message);
  }
}

const IDEMPOTENCY_HOURS = 24;
const ADDRESS = /^(?:[^<>]*<\s*[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+\s*>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;
const addressFormat = "The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.";

/** JSON with sorted keys: the same payload compares equal whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

const list = (value: unknown): string[] | null =>
  value === undefined || value === null ? null : (Array.isArray(value) ? value : [value]).map(String);

export function createResend(options: ResendOptions): Resend {
  const now = options.now ?? (() => new Date());
  const emails: SentEmail[] = [];
  const byId = new Map<string, SentEmail>();
  const idempotent = new Map<string, { payload: string; id: string; at: number }>();

  function validate(body: Record<string, unknown>) {
    for (const field of ["from", "to", "subject"]) {
      const value = body[field];
      if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) {
        throw new ResendError(422, "missing_required_field", `Missing \`${field}\` field.`);
      }
    }
    if (typeof body.from !== "string" || !ADDRESS.test(body.from.trim())) {
      throw new ResendError(422, "validation_error", `Invalid \`from\` field. ${addressFormat}`);
    }
    for (const field of ["to", "cc", "bcc", "reply_to"]) {
      const addresses = list(body[field]) ?? [];
      if (addresses.length > 50)
        throw new ResendError(422, "validation_error", `Too many recipients in \`${field}\`: at most 50.`);
      if (addresses.some((a) => !ADDRESS.test(a.trim()))) {
        throw new ResendError(422, "validation_error", `Invalid \`${field}\` field. ${addressFormat}`);
      }
    }
    if (typeof body.subject !== "string") throw new ResendError(422, "validation_error", "Invalid `subject` field.");
  }

  const app = new Hono()
    .use(async (c, next) => {
      const header = c.req.header("authorization");
      if (!header) throw new ResendError(401, "missing_api_key", "Missing API key in the authorization header");
      if (header.match(/^Bearer\s+(\S+)$/)?.[1] !== options.apiKey) {
        throw new ResendError(403, "invalid_api_key", "API key is invalid");
      }
      await next();
    })
    .post("/emails", async (c) => {
      const key = c.req.header("idempotency-key");
      if (key !== undefined && (key.length < 1 || key.length > 256)) {
        throw new ResendError(400, "invalid_idempotency_key", "The key must be between 1-256 chars.");
      }
      const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
      if (!body || typeof body !== "object" || Array.isArray(body)) {
        throw new ResendError(422, "validation_error", "Invalid request body: expected a JSON object.");
      }
      const payload = canonical(body);
      const at = now().getTime();
      const earlier = key ? idempotent.get(key) : undefined;
      if (earlier && at - earlier.at < IDEMPOTENCY_HOURS * 3_600_000) {
        if (earlier.payload !== payload) {
          throw new ResendError(
            409,
            "invalid_idempotent_request",
            "Same idempotency key used with a different request payload.",
          );
        }
        return c.json({ id: earlier.id });
      }
      validate(body);
      const email: SentEmail = {
        object: "email",
        id: randomUUID(),
        to: list(body.to)!,
        from: String(body.from),
        created_at: now().toISOString().replace("Z", "+00:00"),
        subject: String(body.subject),
        html: typeof body.html === "string" ? body.html : null,
        text: typeof body.text === "string" ? body.text : null,
        bcc: list(body.bcc),
        cc: list(body.cc),
        reply_to: list(body.reply_to),
        last_event: "delivered",
        scheduled_at: null,
        tags: Array.isArray(body.tags) ? (body.tags as SentEmail["tags"]) : [],
        headers: (body.headers as Record<string, string>) ?? {},
      };
      emails.push(email);
      byId.set(email.id, email);
      if (key) idempotent.set(key, { payload, id: email.id, at });
      return c.json({ id: email.id });
    })
    .get("/emails", (c) => {
      const limit = Number(c.req.query("limit") ?? 20);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
        throw new ResendError(422, "validation_error", "The `limit` parameter must be an integer between 1 and 100.");
      }
      let newest = [...emails].reverse();
      const after = c.req.query("after");
      const before = c.req.query("before");
      if (after) newest = newest.slice(newest.findIndex((e) => e.id === after) + 1);
      if (before)
        newest = newest.slice(
          0,
          Math.max(
            newest.findIndex((e) => e.id === before),
            0,
          ),
        );
      const page = before ? newest.slice(-limit) : newest.slice(0, limit);
      const data = page.map(({ html: _h, text: _t, tags: _g, object: _o, headers: _x, ...rest }) => rest);
      return c.json({ object: "list", has_more: newest.length > page.length, data });
    })
    .get("/emails/:id", (c) => {
      const email = byId.get(c.req.param("id"));
      if (!email) throw new ResendError(404, "not_found", "Email not found");
      const { headers: _headers, ...shown } = email;
      return c.json(shown);
    })
    .notFound((c) => error(c, new ResendError(404, "not_found", "The requested endpoint does not exist.")))
    .onError((e, c) => {
      if (e instanceof ResendError) return error(c, e);
      console.error("[resend stand-in]", e);
      return error(c, new ResendError(500, "internal_server_error", "An unexpected error occurred."));
    });

  return { app, emails };
}

function error(c: Context, e: ResendError): Response {
  return c.json({ statusCode: e.statusCode, message: e.message, name: e.name }, e.statusCode as 400);
}
