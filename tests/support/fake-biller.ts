import { createHash } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Biller's API (biller.uy) built from its documented shapes (decision 027), for the adapter's
 * contract tests: POST /v3/comprobantes/emitir (201 { id, serie, numero, hash }; 422 [{ field, message: [...] }]
 * on a repeated numero_interno or a body its "tabla de valores" refuses), GET /v2/comprobantes/obtener
 * (?numero_interno= or ?id=, an array) and GET /v3/comprobantes/detalle?id= (the CFE with fecha_emision, cae
 * and estado). It numbers each CFE type from its own CAE range, records every request, and has switches for an
 * outage (any status), a closed CAE range and an answer that never comes.
 */

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeCfe {
  id: number;
  tipo_comprobante: number;
  serie: string;
  numero: number;
  numero_interno: string;
  hash: string;
  fecha_emision: string;
  cae: { numero: string; serie: string; inicio: number; fin: number; fecha_expiracion: string };
  body: Record<string, unknown>;
}

const TYPES = new Set([101, 102, 103, 111, 112, 113]);
const CREDIT_NOTES = new Set([102, 112]);
type Answer = { status: number; json?: unknown };
const invalid = (field: string, message: string): Answer => ({ status: 422, json: [{ field, message: [message] }] });

export async function startFakeBiller(options: { token: string; today?: () => string }) {
  const today = options.today ?? (() => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10));
  const seen: SeenRequest[] = [];
  const cfes = new Map<number, FakeCfe>();
  const next = new Map<number, number>();
  let nextId = 388_290;
  let down: number | null = null;
  let closedRange = false;
  let hang = false;

  const v2 = (cfe: FakeCfe) => ({
    id: cfe.id,
    tipo_comprobante: cfe.tipo_comprobante,
    serie: cfe.serie,
    numero: cfe.numero,
    numero_interno: cfe.numero_interno,
    moneda: cfe.body.moneda,
    fecha_creacion: `${cfe.fecha_emision} 10:15:00`,
    fecha_emision: cfe.fecha_emision,
    cae: cfe.cae,
  });

  function emit(body: Record<string, unknown>): Answer {
    const type = Number(body.tipo_comprobante);
    if (!TYPES.has(type)) return invalid("tipo_comprobante", "Tipo de comprobante inválido");
    const key = typeof body.numero_interno === "string" ? body.numero_interno : "";
    if (key && [...cfes.values()].some((c) => c.numero_interno === key)) {
      return invalid("Comprobantes[numero_interno]", "Número interno no puede estar repetido");
    }
    if (!Number.isInteger(body.sucursal)) return invalid("sucursal", "Sucursal inválida");
    const client = body.cliente;
    if (client === undefined) return invalid("cliente", "Cliente es obligatorio");
    if (client === "-" && type >= 111) return invalid("cliente", "Una e-Factura debe especificar receptor");
    if (typeof client === "object" && client !== null) {
      const c = client as Record<string, unknown>;
      if (c.tipo_documento === 2 && !c.razon_social) return invalid("razon_social", "Razón social es obligatoria");
      if (c.tipo_documento === 3 && !c.nombre_fantasia) return invalid("nombre_fantasia", "Nombre es obligatorio");
      if (typeof c.nombre_fantasia === "string" && c.nombre_fantasia.length > 30) {
        return invalid("nombre_fantasia", "Nombre no puede superar 30 caracteres");
      }
    }
    const items = Array.isArray(body.items) ? (body.items as Record<string, unknown>[]) : [];
    if (items.length === 0) return invalid("items", "Debe especificar al menos un ítem");
    for (const item of items) {
      if (typeof item.concepto !== "string" || item.concepto.length > 80)
        return invalid("concepto", "Concepto inválido");
      if (![1, 2, 3].includes(item.indicador_facturacion as number)) {
        return invalid("indicador_facturacion", "Indicador de facturación inválido");
      }
    }
    if (CREDIT_NOTES.has(type)) {
      const refs = Array.isArray(body.referencias) ? body.referencias : [];
      if (refs.length === 0) return invalid("referencias", "Una nota de crédito debe tener referencias");
      if (!refs.every((r) => cfes.has(Number(r))))
        return invalid("referencias", "Comprobante referenciado no encontrado");
    }
    if (closedRange) return invalid("tipo_comprobante", `No hay CAE vigente para el tipo de comprobante ${type}`);
    const numero = next.get(type) ?? 1;
    next.set(type, numero + 1);
    const id = nextId++;
    const cae = { numero: `90${type}001`, serie: "A", inicio: 1, fin: 1_000_000, fecha_expiracion: "2028-12-31" };
    const hash = createHash("sha1").update(`${id}|${type}|${numero}`).digest("base64");
    cfes.set(id, {
      id,
      tipo_comprobante: type,
      serie: "A",
      numero,
      numero_interno: key,
      hash,
      fecha_emision: today(),
      cae,
      body,
    });
    // Biller answers the number as text.
    return { status: 201, json: { id, serie: "A", numero: String(numero), hash } };
  }

  function route(request: SeenRequest): Answer {
    if (down !== null) return { status: down, json: { message: "Service Unavailable" } };
    if (request.headers.authorization !== `Bearer ${options.token}`) {
      return {
        status: 401,
        json: { name: "Unauthorized", message: "Your request was made with invalid credentials." },
      };
    }
    if (request.method === "POST" && request.path === "/v3/comprobantes/emitir") {
      return emit((request.body ?? {}) as Record<string, unknown>);
    }
    if (request.method === "GET" && request.path === "/v2/comprobantes/obtener") {
      const key = request.query.get("numero_interno");
      const id = request.query.get("id");
      const list = [...cfes.values()].filter((c) => (key !== null ? c.numero_interno === key : String(c.id) === id));
      return { status: 200, json: list.map(v2) };
    }
    if (request.method === "GET" && request.path === "/v3/comprobantes/detalle") {
      const cfe = cfes.get(Number(request.query.get("id")));
      if (!cfe) return { status: 404, json: { message: "Comprobante no encontrado" } };
      const { body } = cfe;
      return {
        status: 200,
        json: {
          ...v2(cfe),
          hash: cfe.hash,
          estado: "Pendiente DGI",
          cliente: body.cliente === "-" ? [] : body.cliente,
          items: body.items,
          referencias: body.referencias ?? [],
          referenciado_por: [],
        },
      };
    }
    return { status: 404, json: { message: "Page not found." } };
  }

  const server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake-biller");
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const request = {
        method: req.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      seen.push(request);
      if (hang) return; // never answers: the adapter's timeout ends the wait
      const { status, json } = route(request);
      res.writeHead(status, { "content-type": "application/json" });
      res.end(json === undefined ? "" : JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    cfes,
    /** Every call answers this status (503: an outage) until set back to null. */
    setDown(status: number | null) {
      down = status;
    },
    /** Issuing is refused with a 422: the CAE range is closed. */
    setClosedRange(value: boolean) {
      closedRange = value;
    },
    /** Requests are recorded and never answered. */
    setHang(value: boolean) {
      hang = value;
    },
    reset() {
      seen.length = 0;
      cfes.clear();
      next.clear();
      down = null;
      closedRange = false;
      hang = false;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FakeBiller = Awaited<ReturnType<typeof startFakeBiller>>;
