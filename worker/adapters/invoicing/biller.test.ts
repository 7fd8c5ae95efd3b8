import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type CfeDocument,
  type CfeLine,
  type CfeReceiver,
  type CfeType,
  internalNumber,
  totalsOf,
} from "../../../domain/invoices.ts";
import { type FakeBiller, startFakeBiller } from "../../../tests/support/fake-biller.ts";
import { billerInvoicing, isoDate } from "./biller.ts";
import { InvoicingRefused, type IssueRequest } from "./port.ts";

/**
 * The Biller adapter against a stand-in of Biller's API built from its documented shapes
 * (tests/support/fake-biller.ts): the request bodies it sends, how it reads the answers, the recovery of a lost
 * answer through numero_interno, and which failures are refusals and which are outages.
 */

const TOKEN = "biller-token-0123456789abcdef";
const NOW = new Date("2026-11-26T15:00:00.000Z");
let fake: FakeBiller;
let today = "2026-11-26";

beforeAll(async () => {
  fake = await startFakeBiller({ token: TOKEN, today: () => today });
});
beforeEach(() => {
  fake.reset();
  today = "2026-11-26";
});
afterAll(() => fake.close());

const adapter = (overrides: Partial<Parameters<typeof billerInvoicing>[0]> = {}) =>
  billerInvoicing({ token: TOKEN, branchId: "889", baseUrl: `${fake.url}/`, now: () => NOW, ...overrides });

const line = (overrides: Partial<CfeLine> = {}): CfeLine => {
  const base = {
    code: "jabon-de-glicerina-100",
    description: "Jabón de glicerina (100 g)",
    quantity: 2,
    unitPrice: 180,
    discount: 0,
    rate: "basica" as const,
    ...overrides,
  };
  return { ...base, amount: base.quantity * base.unitPrice - base.discount, ...overrides };
};

function documentFor(orderId: number, receiver: CfeReceiver, lines: CfeLine[] = [line()]): CfeDocument {
  return {
    orderId,
    issuer: {
      rut: "211234560019",
      legalName: "Química Oriental S.A.",
      address: "Av. Italia 1",
      city: "Montevideo",
      department: "Montevideo",
    },
    receiver,
    lines,
    totals: totalsOf(lines),
    paymentLabel: "Contado",
  };
}

const request = (orderId: number, type: CfeType, receiver: CfeReceiver, lines?: CfeLine[]): IssueRequest => ({
  internalNumber: internalNumber(orderId, "cfe"),
  type,
  document: documentFor(orderId, receiver, lines),
});

const posts = () => fake.seen.filter((r) => r.method === "POST");
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the issue to fail");
    },
    (error: unknown) => error as Error,
  );

describe("request bodies", () => {
  it("e-Ticket without receiver: cash, pesos, prices with IVA, cliente '-', looked up before it is posted", async () => {
    await adapter().issue(request(1042, 101, { kind: "none" }));
    expect(fake.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /v2/comprobantes/obtener",
      "POST /v3/comprobantes/emitir",
      "GET /v3/comprobantes/detalle",
    ]);
    expect(fake.seen[0]!.query.get("numero_interno")).toBe("pedido-1042-cfe");
    expect(posts()[0]!.body).toEqual({
      tipo_comprobante: 101,
      numero_interno: "pedido-1042-cfe",
      forma_pago: 1,
      sucursal: 889,
      moneda: "UYU",
      montos_brutos: 1,
      cliente: "-",
      items: [
        {
          codigo: "jabon-de-glicerina-100",
          cantidad: 2,
          concepto: "Jabón de glicerina (100 g)",
          precio: 180,
          indicador_facturacion: 3,
        },
      ],
    });
    for (const seen of fake.seen) expect(seen.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(posts()[0]!.headers["content-type"]).toBe("application/json");
  });

  it("e-Ticket with the buyer's CI: tipo_documento 3 and a name of at most 30 characters", async () => {
    const receiver = { kind: "ci" as const, document: "19119365", name: "María Fernanda Rodríguez Echeverría" };
    await adapter().issue(request(7, 101, receiver));
    expect((posts()[0]!.body as { cliente: unknown }).cliente).toEqual({
      tipo_documento: 3,
      documento: "19119365",
      nombre_fantasia: "María Fernanda Rodríguez Echev",
      sucursal: { pais: "UY" },
    });
  });

  it("e-Factura with RUT: tipo 111, razón social and fiscal address", async () => {
    const receiver = {
      kind: "rut" as const,
      rut: "211234560019",
      name: "Farmacia del Parque S.R.L.",
      address: "Bv. Artigas 1234, Montevideo",
    };
    await adapter().issue(request(8, 111, receiver));
    const body = posts()[0]!.body as { tipo_comprobante: number; cliente: unknown };
    expect(body.tipo_comprobante).toBe(111);
    expect(body.cliente).toEqual({
      tipo_documento: 2,
      documento: "211234560019",
      razon_social: "Farmacia del Parque S.R.L.",
      sucursal: { direccion: "Bv. Artigas 1234, Montevideo", pais: "UY" },
    });
  });

  it("maps each IVA rate to its indicador_facturacion and a line's discount to pesos off the line", async () => {
    const lines = [
      line({
        code: "aceite-100",
        description: "Aceite (100 cc)",
        quantity: 3,
        unitPrice: 390,
        discount: 117,
        rate: "basica",
      }),
      line({ code: "te-verde", description: "Té verde", quantity: 1, unitPrice: 250, discount: 25, rate: "minima" }),
      line({ code: "libro", description: "Libro de recetas", quantity: 1, unitPrice: 600, rate: "exento" }),
      line({ code: "envio", description: "Envío a domicilio", quantity: 1, unitPrice: 250, rate: "basica" }),
    ];
    await adapter().issue(request(9, 101, { kind: "none" }, lines));
    expect((posts()[0]!.body as { items: unknown }).items).toEqual([
      {
        codigo: "aceite-100",
        cantidad: 3,
        concepto: "Aceite (100 cc)",
        precio: 390,
        indicador_facturacion: 3,
        descuento_tipo: "$",
        descuento_cantidad: 117,
      },
      {
        codigo: "te-verde",
        cantidad: 1,
        concepto: "Té verde",
        precio: 250,
        indicador_facturacion: 2,
        descuento_tipo: "$",
        descuento_cantidad: 25,
      },
      { codigo: "libro", cantidad: 1, concepto: "Libro de recetas", precio: 600, indicador_facturacion: 1 },
      { codigo: "envio", cantidad: 1, concepto: "Envío a domicilio", precio: 250, indicador_facturacion: 3 },
    ]);
  });

  it("cuts what Biller limits: codigo to 35 and concepto to 80 characters", async () => {
    const long = line({ code: "c".repeat(50), description: "d".repeat(120) });
    await adapter().issue(request(10, 101, { kind: "none" }, [long]));
    const [item] = (posts()[0]!.body as { items: { codigo: string; concepto: string }[] }).items;
    expect(item!.codigo).toHaveLength(35);
    expect(item!.concepto).toHaveLength(80);
  });

  it("credit note: tipo 112 naming the original CFE by Biller's id", async () => {
    const receiver = {
      kind: "rut" as const,
      rut: "211234560019",
      name: "Farmacia del Parque S.R.L.",
      address: "Bv. Artigas 1234",
    };
    const original = await adapter().issue(request(11, 111, receiver));
    const note = await adapter().issue({
      internalNumber: internalNumber(11, "credit_note"),
      type: 112,
      document: documentFor(11, receiver),
      reference: {
        type: 111,
        series: original.series,
        number: original.number,
        issuedOn: "2026-11-26",
        providerId: original.providerId,
      },
    });
    const body = posts()[1]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      tipo_comprobante: 112,
      numero_interno: "pedido-11-nc",
      referencias: [Number(original.providerId)],
      razon_referencia: "Anulación de la venta del pedido 11",
    });
    expect(note).toMatchObject({ series: "A", number: 1 });
    expect(note.providerId).not.toBe(original.providerId);
  });
});

describe("answers", () => {
  it("maps Biller's answer and detail to the issued CFE (number as text, CAE with ISO dates)", async () => {
    const issued = await adapter().issue(request(20, 101, { kind: "none" }));
    const [cfe] = [...fake.cfes.values()];
    expect(issued).toEqual({
      providerId: String(cfe!.id),
      series: "A",
      number: 1,
      issuedAt: NOW,
      hash: cfe!.hash,
      cae: { number: "90101001", series: "A", first: 1, last: 1_000_000, expires: "2028-12-31" },
    });
    expect(fake.seen[2]!.query.get("id")).toBe(String(cfe!.id));
    expect((await adapter().issue(request(21, 101, { kind: "none" }))).number).toBe(2);
  });

  it("dates a CFE Biller issued on an earlier day at that day's noon in Montevideo", async () => {
    today = "2026-11-25";
    const issued = await adapter().issue(request(22, 101, { kind: "none" }));
    expect(issued.issuedAt.toISOString()).toBe("2026-11-25T15:00:00.000Z");
  });

  it("reads Biller's date formats", () => {
    expect(isoDate("2026-11-26")).toBe("2026-11-26");
    expect(isoDate("2026-11-26 10:15:00")).toBe("2026-11-26");
    expect(isoDate("26/11/2026")).toBe("2026-11-26");
    expect(isoDate("")).toBeNull();
    expect(isoDate(null)).toBeNull();
  });
});

describe("one CFE per internal number", () => {
  it("answers the CFE Biller holds already without posting again", async () => {
    const first = await adapter().issue(request(30, 101, { kind: "none" }));
    fake.seen.length = 0;
    const again = await adapter().issue(request(30, 101, { kind: "none" }));
    expect(again).toEqual(first);
    expect(posts()).toHaveLength(0);
    expect(fake.cfes.size).toBe(1);
  });

  it("recovers a lost answer: the retry finds the CFE by numero_interno and issues nothing new", async () => {
    // The POST reaches Biller, which issues the CFE, but its answer never reaches the adapter.
    const losing: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === "POST") throw new TypeError("fetch failed: socket hang up");
      return response;
    };
    const error = await failure(adapter({ fetch: losing }).issue(request(31, 101, { kind: "none" })));
    expect(error).not.toBeInstanceOf(InvoicingRefused);
    expect(error.message).toContain("Biller no responde (emitir)");
    expect(fake.cfes.size).toBe(1);

    const retried = await adapter().issue(request(31, 101, { kind: "none" }));
    const [cfe] = [...fake.cfes.values()];
    expect(posts()).toHaveLength(1);
    expect(fake.cfes.size).toBe(1);
    expect(retried).toMatchObject({ providerId: String(cfe!.id), series: "A", number: 1, hash: cfe!.hash });
  });

  it("takes Biller's 'Número interno no puede estar repetido' to mean issued already, and answers that CFE", async () => {
    const first = await adapter().issue(request(32, 101, { kind: "none" }));
    // A racing attempt: its look-up ran before the first CFE existed.
    let lookups = 0;
    const stale: typeof fetch = async (input, init) => {
      if (String(input).includes("/v2/comprobantes/obtener") && lookups++ === 0) {
        return new Response("[]", { status: 200, headers: { "content-type": "application/json" } });
      }
      return fetch(input, init);
    };
    fake.seen.length = 0;
    const again = await adapter({ fetch: stale }).issue(request(32, 101, { kind: "none" }));
    expect(again).toEqual(first);
    expect(fake.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /v3/comprobantes/emitir",
      "GET /v2/comprobantes/obtener",
      "GET /v3/comprobantes/detalle",
    ]);
    expect(fake.cfes.size).toBe(1);
  });
});

describe("refusals and outages", () => {
  it("a closed CAE range is a refusal with Biller's reason", async () => {
    fake.setClosedRange(true);
    const error = await failure(adapter().issue(request(40, 101, { kind: "none" })));
    expect(error).toBeInstanceOf(InvoicingRefused);
    expect((error as InvoicingRefused).reason).toBe(
      "Biller rechazó el comprobante: No hay CAE vigente para el tipo de comprobante 101",
    );
    expect(fake.cfes.size).toBe(0);
  });

  it("a body Biller refuses is a refusal (an e-Factura without receiver)", async () => {
    const error = await failure(adapter().issue(request(41, 111, { kind: "none" })));
    expect(error).toBeInstanceOf(InvoicingRefused);
    expect(error.message).toBe("Biller rechazó el comprobante: Una e-Factura debe especificar receptor");
  });

  it("refused credentials are a refusal that asks to check them, never showing the token", async () => {
    const error = await failure(adapter({ token: "wrong-token-9876543210" }).issue(request(42, 101, { kind: "none" })));
    expect(error).toBeInstanceOf(InvoicingRefused);
    expect(error.message).toBe(
      "Biller rechazó las credenciales (401): revise el token de la API y la sucursal configurados.",
    );
    expect(error.message).not.toContain("wrong-token");
  });

  it.each([503, 500, 429])("a %i is an outage (retried), and nothing is issued", async (status) => {
    fake.setDown(status);
    const error = await failure(adapter().issue(request(43, 101, { kind: "none" })));
    expect(error).not.toBeInstanceOf(InvoicingRefused);
    expect(error.message).toBe(`Biller respondió ${status} (buscar por número interno).`);
    fake.setDown(null);
    expect((await adapter().issue(request(43, 101, { kind: "none" }))).number).toBe(1);
  });

  it("an unreachable Biller is an outage whose message has no token", async () => {
    const unreachable: typeof fetch = async () => {
      throw new TypeError(`fetch failed (Authorization: Bearer ${TOKEN})`);
    };
    const error = await failure(adapter({ fetch: unreachable }).issue(request(44, 101, { kind: "none" })));
    expect(error).not.toBeInstanceOf(InvoicingRefused);
    expect(error.message).toContain("Biller no responde (buscar por número interno)");
    expect(error.message).not.toContain(TOKEN);
  });

  it("a Biller that never answers is an outage after the call's time limit", async () => {
    fake.setHang(true);
    const error = await failure(adapter({ timeoutMs: 200 }).issue(request(45, 101, { kind: "none" })));
    expect(error).not.toBeInstanceOf(InvoicingRefused);
    expect(error.message).toBe("Biller no responde (buscar por número interno): sin respuesta en 0.2 s");
  });
});
