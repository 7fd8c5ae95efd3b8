import { hc } from "hono/client";
import type { Api } from "../../worker/app.ts";

/**
 * Typed client of the Worker's /api (types only cross over; no Worker code reaches the bundle). The answers' types
 * the pages use are domain/api/*.ts, which the Worker's routes build their answers with.
 */
export const api = hc<Api>("/api");

/** The Spanish message of an API error body, or a generic one. */
export async function errorMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: { message?: string } };
    return body.error?.message ?? "Ha ocurrido un error, inténtelo más tarde.";
  } catch {
    return "Ha ocurrido un error, inténtelo más tarde.";
  }
}

/** Resolves to the JSON of a successful answer; rejects with an Error carrying the Spanish message. */
export async function json<T>(res: Response & { json(): Promise<T> }): Promise<T> {
  if (!res.ok) throw new Error(await errorMessage(res));
  return res.json();
}

/** What to tell the user about a failure: the Spanish message it carries (json() and the admin API's), or a generic one. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Ha ocurrido un error.";
}

/** A refusal about one field of a form: its path as the form names it ('email', 'items.0.quantity') and the message. */
export interface FieldDetail {
  path: string;
  message: string;
}

/**
 * The fields an API error names, from its `details` (worker/http/errors.ts: `[{path, message}]`, or zod's
 * `{issues: [...]}`); a path given as a list (["items", 0, "quantity"]) is joined with dots, a missing one is "".
 * Checkout, the quote acceptance and the back office's forms read refusals through this.
 */
export function fieldDetails(details: unknown): FieldDetail[] {
  const list = Array.isArray(details)
    ? details
    : details && typeof details === "object" && Array.isArray((details as { issues?: unknown }).issues)
      ? (details as { issues: unknown[] }).issues
      : [];
  return list.flatMap((d) => {
    if (!d || typeof d !== "object" || typeof (d as { message?: unknown }).message !== "string") return [];
    const { path, message } = d as { path?: unknown; message: string };
    return [{ path: Array.isArray(path) ? path.join(".") : typeof path === "string" ? path : "", message }];
  });
}
