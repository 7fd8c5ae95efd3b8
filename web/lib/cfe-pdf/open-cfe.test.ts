import { afterEach, describe, expect, it, vi } from "vitest";
import { CFE_TYPE_LABELS, type CfePrint, totalsOf } from "../../../domain/invoices.ts";
import { CfeNotIssuedError, cfeFileName, fetchCfePrint, loadCfePdf } from "./open-cfe.ts";

const lines = [
  {
    code: "envio",
    description: "Envío a domicilio",
    quantity: 1,
    unitPrice: 150,
    discount: 0,
    amount: 150,
    rate: "basica" as const,
  },
];
const PRINT: CfePrint = {
  kind: "cfe",
  type: 101,
  typeLabel: CFE_TYPE_LABELS[101],
  series: "A",
  number: 7,
  issuedAt: "2026-11-25T15:00:00.000Z",
  document: {
    orderId: 9,
    issuer: {
      rut: "215521750017",
      legalName: "Química Oriental S.A.",
      address: "Calle 1",
      city: "Montevideo",
      department: "Montevideo",
    },
    receiver: { kind: "none" },
    lines,
    totals: totalsOf(lines),
    paymentLabel: "Contado",
  },
  cae: { number: "1", series: "A", first: 1, last: 100, expires: "2028-01-01" },
  securityCode: "abc123",
  qrUrl: "https://www.efactura.dgi.gub.uy/consultaQR/cfe?215521750017,101,A,7,150.00,20261125,abc123",
};

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("opening a CFE's PDF", () => {
  it("fetches the print with the caller's headers and draws a PDF named after the CFE", async () => {
    const fetchMock = answer(200, PRINT);
    const pdf = await loadCfePdf({ url: "/api/admin/orders/9/cfe/cfe", headers: { authorization: "Bearer t" } });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/orders/9/cfe/cfe",
      expect.objectContaining({ headers: { accept: "application/json", authorization: "Bearer t" } }),
    );
    expect(pdf.fileName).toBe("e-Ticket-A-7.pdf");
    expect(pdf.name).toBe("e-Ticket A-7");
    expect(pdf.blob.type).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.blob.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("tells a CFE not issued yet (404) from other failures, in Spanish", async () => {
    answer(404, { error: { code: "not_found", message: "No existe." } });
    await expect(fetchCfePrint({ url: "/x" })).rejects.toBeInstanceOf(CfeNotIssuedError);
    await expect(fetchCfePrint({ url: "/x" })).rejects.toThrow("todavía no está emitido");

    answer(403, { error: { code: "forbidden", message: "No tiene permiso para ver este pedido." } });
    await expect(fetchCfePrint({ url: "/x" })).rejects.toThrow("No tiene permiso para ver este pedido.");

    answer(500, "not json");
    await expect(fetchCfePrint({ url: "/x" })).rejects.toThrow("No pudimos obtener el comprobante fiscal.");

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(fetchCfePrint({ url: "/x" })).rejects.toThrow("No pudimos conectar con la tienda.");
  });

  it("names credit notes' files without spaces, with the CFE they cancel (issue 38, item 8)", () => {
    const reference = { type: 111 as const, series: "A", number: 12, issuedOn: "2026-11-20" };
    expect(cfeFileName({ type: 112, series: "B", number: 3, document: { reference } })).toBe(
      "Nota-de-crédito-B-3-anula-la-e-Factura-A-12.pdf",
    );
    expect(cfeFileName({ type: 101, series: "A", number: 7 })).toBe("e-Ticket-A-7.pdf");
  });
});
