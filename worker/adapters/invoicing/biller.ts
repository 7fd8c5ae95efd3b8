import { montevideoDate } from "../../../domain/dates.ts";
import type { CaeData } from "../../../domain/invoices.ts";
import { billerIssueBody } from "./biller-body.ts";
import { type InvoicingPort, InvoicingRefused, type IssuedCfe } from "./port.ts";

/**
 * The Invoicing port on Biller (biller.uy), a certified provider with a public REST API (decision 027):
 *   GET  /v2/comprobantes/obtener?numero_interno=…  what Biller holds under our key (an array, empty when none);
 *   POST /v3/comprobantes/emitir                     issues the CFE → 201 { id, serie, numero, hash };
 *   GET  /v3/comprobantes/detalle?id=…               the CFE with its date and CAE.
 * Biller has no idempotency key, but refuses a repeated numero_interno (422 "Número interno no puede estar
 * repetido"). So every issue looks its key up first (an earlier attempt may have reached Biller and lost its
 * answer), posts only when nothing is there, and takes a "repeated" refusal to mean "issued already".
 *
 * Errors: 401/403 (credentials refused), a 400/422 validation refusal → InvoicingRefused with Biller's message;
 * unreachable, a timeout, 429, 5xx, an answer it cannot read → a plain Error (an outage: retried). The token
 * never appears in a message.
 */

export interface BillerOptions {
  token: string;
  /** The issuing branch (Biller's "sucursal" id). */
  branchId: string | number;
  /** https://biller.uy in production, https://test.biller.uy for the test environment. */
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Each call's limit (15 s). */
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

export function billerInvoicing(options: BillerOptions): InvoicingPort {
  const { token, now = () => new Date(), timeoutMs = 15_000 } = options;
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, "");
  const branch = Number(options.branchId);
  const hide = (text: string) => (token ? text.replaceAll(token, "***") : text);

  async function call(what: string, method: "GET" | "POST", path: string, body?: unknown) {
    let status: number;
    let text: string;
    try {
      const response = await send(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const cause =
        error instanceof Error && error.name === "TimeoutError"
          ? `sin respuesta en ${timeoutMs / 1000} s`
          : String(error instanceof Error ? error.message : error);
      throw new Error(hide(`Biller no responde (${what}): ${cause}`));
    }
    if (status === 401 || status === 403) {
      throw new InvoicingRefused(
        `Biller rechazó las credenciales (${status}): revise el token de la API y la sucursal configurados.`,
      );
    }
    if (status === 429 || status >= 500) throw new Error(`Biller respondió ${status} (${what}).`);
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = text;
    }
    return { status, data };
  }

  /** The CFE Biller holds under our key, if any. */
  async function find(key: string): Promise<Json | null> {
    const { status, data } = await call(
      "buscar por número interno",
      "GET",
      `/v2/comprobantes/obtener?numero_interno=${encodeURIComponent(key)}`,
    );
    if (status !== 200) throw new Error(`Biller respondió ${status} (buscar por número interno).`);
    const list = (Array.isArray(data) ? data : []).filter(isObject);
    // Only ours: an entry that names another key is not it (Biller answers the key when it has one).
    const candidates = list.filter((c) => c.numero_interno == null || String(c.numero_interno) === key);
    if (candidates.length > 1)
      throw new Error(`Biller tiene ${candidates.length} comprobantes con el número interno ${key}.`);
    return candidates[0] ?? null;
  }

  return {
    provider: "biller",
    async issue(request) {
      const key = request.internalNumber;
      let found = await find(key);
      let created: Json | null = null;
      if (!found) {
        const { status, data } = await call(
          "emitir",
          "POST",
          "/v3/comprobantes/emitir",
          billerIssueBody(request, branch),
        );
        if ((status === 200 || status === 201) && isObject(data) && data.id != null) {
          created = data;
        } else if (status === 400 || status === 422) {
          const messages = errorMessages(data);
          if (!messages.some((m) => /n[úu]mero interno/i.test(m) && /repetid/i.test(m))) {
            const said = messages.join("; ").slice(0, 300) || `error ${status}`;
            throw new InvoicingRefused(`Biller rechazó el comprobante: ${said}`);
          }
          // Issued by an earlier attempt whose answer was lost (or a concurrent one): answer that CFE.
          found = await find(key);
          if (!found) throw new Error(`Biller dice que el número interno ${key} ya se usó, pero no lo encuentra.`);
        } else {
          throw new Error(`Biller respondió ${status} (emitir).`);
        }
      }
      const id = String((created ?? found)!.id);
      const { status, data } = await call("detalle", "GET", `/v3/comprobantes/detalle?id=${encodeURIComponent(id)}`);
      const detail = Array.isArray(data) ? data[0] : data;
      if (status !== 200 || !isObject(detail))
        throw new Error(`Biller respondió ${status} (detalle del comprobante ${id}).`);
      return toIssued(id, { ...found, ...detail, ...created }, now());
    },
  };
}

/** IssuedCfe from what Biller said of the CFE (its numbers may come as strings). */
function toIssued(id: string, cfe: Json, now: Date): IssuedCfe {
  const series = typeof cfe.serie === "string" ? cfe.serie : "";
  const number = Number(cfe.numero);
  const hash = typeof cfe.hash === "string" ? cfe.hash : "";
  const cae = caeOf(cfe.cae);
  if (!series || !Number.isInteger(number) || !hash || !cae) {
    throw new Error(`Biller no informó la serie, el número, el hash o el CAE del comprobante ${id}.`);
  }
  const date = isoDate(cfe.fecha_emision);
  // Biller gives the issue date: the moment is now when it is today, else that day's noon in Montevideo.
  const issuedAt = !date || date === montevideoDate(now) ? now : new Date(`${date}T12:00:00-03:00`);
  return { providerId: id, series, number, issuedAt, hash, cae };
}

function caeOf(value: unknown): CaeData | null {
  if (!isObject(value) || value.numero == null) return null;
  const expires = isoDate(value.fecha_expiracion);
  const first = Number(value.inicio);
  const last = Number(value.fin);
  if (!expires || !Number.isInteger(first) || !Number.isInteger(last)) return null;
  return { number: String(value.numero), series: String(value.serie ?? ""), first, last, expires };
}

/** YYYY-MM-DD from Biller's dates: "2026-11-26", "2026-11-26 10:15:00" or "26/11/2026". */
export function isoDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  if (iso) return iso[1]!;
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(value);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null;
}

/** Biller's validation errors: [{ field, message: string | string[] }], or { message }, or text. */
function errorMessages(data: unknown): string[] {
  const out: string[] = [];
  const add = (value: unknown) => {
    if (typeof value === "string") out.push(value);
    else if (Array.isArray(value)) value.forEach(add);
    else if (isObject(value)) {
      if ("message" in value) add(value.message);
      else if ("errors" in value) add(value.errors);
      else if ("error" in value) add(value.error);
      else Object.values(value).forEach(add);
    }
  };
  add(data);
  return out;
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
