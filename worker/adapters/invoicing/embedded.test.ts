import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type CfeDocument, type CfeType, internalNumber, totalsOf } from "../../../domain/invoices.ts";
import { startTestShop, type TestShop } from "../../../tests/support/test-database.ts";
import { serviceRole } from "../../db/database.ts";
import { setCaeRange, setStandinDown } from "../../db/invoicing-standin.ts";
import { embeddedInvoicing } from "./embedded.ts";
import { type InvoicingPort, InvoicingRefused, type IssueRequest } from "./port.ts";

/**
 * The embedded invoicing stand-in against a migrated database: numbering per type and series from its CAE
 * ranges, one CFE per internal number, outages, refusals of a closed range, and concurrent issues.
 */

let shop: TestShop;
let port: InvoicingPort;
let clock = new Date("2026-11-26T15:00:00.000Z");

beforeAll(async () => {
  shop = await startTestShop({ seeded: false });
  port = embeddedInvoicing({ db: shop.db, now: () => clock });
});
afterAll(() => shop.close());
beforeEach(async () => {
  clock = new Date("2026-11-26T15:00:00.000Z");
  await shop.db.run(serviceRole, async (tx) => {
    await setStandinDown(tx, false);
    await tx`delete from standin_cfes`;
    for (const type of [101, 102, 111, 112]) {
      await setCaeRange(tx, {
        cfeType: type,
        series: "A",
        caeNumber: `9026100${type}`,
        first: 1,
        last: 999_999,
        next: 1,
        expiresOn: "2028-12-31",
      });
    }
  });
});

function documentFor(orderId: number, total = 1000): CfeDocument {
  const lines = [
    { code: "jabon-100", description: "Jabón (100 g)", quantity: 2, unitPrice: total / 2, discount: 0, amount: total },
  ].map((line) => ({ ...line, rate: "basica" as const }));
  return {
    orderId,
    issuer: {
      rut: "211234560019",
      legalName: "Química Oriental S.A.",
      address: "Av. Italia 1",
      city: "Montevideo",
      department: "Montevideo",
    },
    receiver: { kind: "none" },
    lines,
    totals: totalsOf(lines),
    paymentLabel: "Contado",
  };
}

function cfeRequest(orderId: number, type: CfeType = 101, total = 1000): IssueRequest {
  return { internalNumber: internalNumber(orderId, "cfe"), type, document: documentFor(orderId, total) };
}

function creditNoteRequest(orderId: number, type: CfeType = 102): IssueRequest {
  return {
    internalNumber: internalNumber(orderId, "credit_note"),
    type,
    document: documentFor(orderId),
    reference: { type: type === 102 ? 101 : 111, series: "A", number: 1, issuedOn: "2026-11-26", providerId: "500001" },
  };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvoicingRefused);
  return error as InvoicingRefused;
};

const cfeCount = async () =>
  (await shop.pg.query<{ n: number }>("select count(*)::int as n from standin_cfes")).rows[0]!.n;

describe("embeddedInvoicing", () => {
  it("numbers each type from its own CAE range and answers the CAE data", async () => {
    const first = await port.issue(cfeRequest(1));
    const second = await port.issue(cfeRequest(2));
    const factura = await port.issue(cfeRequest(3, 111));
    const note = await port.issue(creditNoteRequest(1));

    expect(port.provider).toBe("embedded");
    expect([first.number, second.number]).toEqual([1, 2]);
    expect(factura).toMatchObject({ series: "A", number: 1 });
    expect(note).toMatchObject({ series: "A", number: 1 });
    expect(first.cae).toEqual({ number: "9026100101", series: "A", first: 1, last: 999_999, expires: "2028-12-31" });
    expect(factura.cae.number).toBe("9026100111");
    expect(first.issuedAt).toEqual(clock);
    expect(first.providerId).not.toBe(second.providerId);
    // A base64 SHA-256 digest, different for each CFE.
    expect(first.hash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(first.hash).not.toBe(second.hash);
  });

  it("continues a range from its next number and keeps the series it names", async () => {
    await shop.db.run(serviceRole, (tx) =>
      setCaeRange(tx, {
        cfeType: 111,
        series: "B",
        caeNumber: "555",
        first: 100,
        last: 200,
        next: 150,
        expiresOn: "2027-06-30",
      }),
    );
    const issued = await port.issue(cfeRequest(10, 111));
    expect(issued).toMatchObject({ series: "B", number: 150 });
    expect(issued.cae).toEqual({ number: "555", series: "B", first: 100, last: 200, expires: "2027-06-30" });
    expect((await port.issue(cfeRequest(11, 111))).number).toBe(151);
  });

  it("answers the same CFE for an internal number it issued already, and takes no second number", async () => {
    const first = await port.issue(cfeRequest(20));
    clock = new Date("2026-11-27T12:00:00.000Z");
    const again = await port.issue(cfeRequest(20));
    expect(again).toEqual(first);
    expect(await cfeCount()).toBe(1);
    // The range moved by one only: the next order gets number 2.
    expect((await port.issue(cfeRequest(21))).number).toBe(2);
  });

  it("fails like an outage while it is down, and numbers nothing", async () => {
    await shop.db.run(serviceRole, (tx) => setStandinDown(tx, true));
    const error = await port.issue(cfeRequest(30)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(InvoicingRefused);
    expect((error as Error).message).toBe("El proveedor de facturación no responde (503).");
    expect(await cfeCount()).toBe(0);

    await shop.db.run(serviceRole, (tx) => setStandinDown(tx, false));
    expect((await port.issue(cfeRequest(30))).number).toBe(1);
  });

  it("refuses an exhausted range, gives the number back, and issues again once a new range is loaded", async () => {
    await shop.db.run(serviceRole, (tx) =>
      setCaeRange(tx, {
        cfeType: 101,
        series: "A",
        caeNumber: "1",
        first: 1,
        last: 2,
        next: 2,
        expiresOn: "2028-12-31",
      }),
    );
    expect((await port.issue(cfeRequest(40))).number).toBe(2);
    const refused = await refusal(port.issue(cfeRequest(41)));
    expect(refused.reason).toBe(
      "Rango de CAE agotado para el tipo 101 (e-Ticket), serie A: cargue una nueva constancia (CAE).",
    );
    const { rows } = await shop.pg.query<{ next: number }>(
      "select next_number as next from standin_cae_ranges where cfe_type = 101",
    );
    expect(rows[0]!.next).toBe(3);

    await shop.db.run(serviceRole, (tx) =>
      setCaeRange(tx, {
        cfeType: 101,
        series: "B",
        caeNumber: "2",
        first: 1,
        last: 1000,
        next: 1,
        expiresOn: "2028-12-31",
      }),
    );
    expect(await port.issue(cfeRequest(41))).toMatchObject({ series: "B", number: 1 });
  });

  it("refuses a range whose CAE has expired (Montevideo's date)", async () => {
    await shop.db.run(serviceRole, (tx) =>
      setCaeRange(tx, {
        cfeType: 101,
        series: "A",
        caeNumber: "1",
        first: 1,
        last: 99,
        next: 1,
        expiresOn: "2026-11-26",
      }),
    );
    // 02:00 UTC on the 27th is still the 26th in Montevideo: the CAE is valid that day.
    clock = new Date("2026-11-27T02:00:00.000Z");
    expect((await port.issue(cfeRequest(50))).number).toBe(1);
    clock = new Date("2026-11-27T03:00:00.000Z");
    const refused = await refusal(port.issue(cfeRequest(51)));
    expect(refused.reason).toContain("venció el 2026-11-26");
    expect(await cfeCount()).toBe(1);
  });

  it("refuses a credit note without the CFE it undoes", async () => {
    const { reference: _, ...withoutReference } = creditNoteRequest(60, 112);
    const refused = await refusal(port.issue(withoutReference));
    expect(refused.reason).toContain("debe indicar el comprobante que anula");
    expect(await cfeCount()).toBe(0);
  });

  it("gives concurrent issues of different orders distinct consecutive numbers", async () => {
    const issued = await Promise.all(Array.from({ length: 12 }, (_, i) => port.issue(cfeRequest(100 + i))));
    expect(issued.map((cfe) => cfe.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  // The embedded database runs one transaction at a time, so this checks the outcome; on Postgres the advisory
  // lock on the internal number is what keeps two racing retries from both finding nothing.
  it("makes one CFE when retries of one internal number race", async () => {
    const issued = await Promise.all(Array.from({ length: 6 }, () => port.issue(cfeRequest(200))));
    expect(new Set(issued.map((cfe) => cfe.number)).size).toBe(1);
    expect(await cfeCount()).toBe(1);
  });
});
