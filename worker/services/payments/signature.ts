import { hmacSha256Hex, timingSafeEqual } from "../secrets.ts";

/**
 * Mercado Pago's webhook signature (x-signature: "ts=…,v1=…"): HMAC-SHA256 with the webhook secret over
 * the manifest `id:{data.id};request-id:{x-request-id};ts:{ts};`, leaving out the parts that are absent,
 * data.id as it came (original case). Web Crypto only, so it runs in workerd and Node alike.
 */

/** The secret the embedded simulator signs with when no MERCADOPAGO_WEBHOOK_SECRET is set (never production). */
export const LOCAL_WEBHOOK_SECRET = "simulador-local-de-mercado-pago";

/**
 * The secret notifications are verified (and the simulator's signed) with: MERCADOPAGO_WEBHOOK_SECRET, or
 * the local one outside production. Null in a production without it: nothing verifies.
 */
export function webhookSecret(config: { MERCADOPAGO_WEBHOOK_SECRET?: string; ENVIRONMENT: string }): string | null {
  if (config.MERCADOPAGO_WEBHOOK_SECRET) return config.MERCADOPAGO_WEBHOOK_SECRET;
  return config.ENVIRONMENT === "production" ? null : LOCAL_WEBHOOK_SECRET;
}

/** How far a notification's ts may be from now. */
export const SIGNATURE_TOLERANCE_SECONDS = 10 * 60;

export function signatureManifest(parts: { dataId?: string | null; requestId?: string | null; ts: string }): string {
  let manifest = "";
  if (parts.dataId) manifest += `id:${parts.dataId};`;
  if (parts.requestId) manifest += `request-id:${parts.requestId};`;
  manifest += `ts:${parts.ts};`;
  return manifest;
}

/** The x-signature header value for a notification (the simulator sends it; tests use it). */
export async function signWebhook(
  secret: string,
  parts: { dataId?: string | null; requestId?: string | null; ts: string },
): Promise<string> {
  return `ts=${parts.ts},v1=${await hmacSha256Hex(secret, signatureManifest(parts))}`;
}

/** Parses "ts=1704908010,v1=618c…" (order and spaces free); null when either part is missing. */
export function parseSignatureHeader(header: string | null | undefined): { ts: string; v1: string } | null {
  if (!header) return null;
  const fields = new Map(
    header.split(",").map((part) => {
      const [k, ...v] = part.split("=");
      return [k?.trim() ?? "", v.join("=").trim()] as const;
    }),
  );
  const ts = fields.get("ts");
  const v1 = fields.get("v1");
  // Exactly as Mercado Pago writes it (lower-case hex), as its own SDK compares.
  return ts && v1 && /^\d+$/.test(ts) && /^[0-9a-f]{64}$/.test(v1) ? { ts, v1 } : null;
}

/**
 * Whether a notification was signed with `secret`: the header parses, ts (seconds) is within the
 * tolerance of `now`, and the HMAC matches (constant-time comparison).
 */
export async function verifyWebhookSignature(input: {
  secret: string;
  signature: string | null | undefined;
  requestId: string | null | undefined;
  dataId: string | null | undefined;
  now: Date;
  toleranceSeconds?: number;
}): Promise<boolean> {
  const parsed = parseSignatureHeader(input.signature);
  if (!parsed || !input.secret) return false;
  const age = Math.abs(input.now.getTime() / 1000 - Number(parsed.ts));
  if (!Number.isFinite(age) || age > (input.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) return false;
  const expected = await hmacSha256Hex(
    input.secret,
    signatureManifest({ dataId: input.dataId, requestId: input.requestId, ts: parsed.ts }),
  );
  return timingSafeEqual(expected, parsed.v1);
}
