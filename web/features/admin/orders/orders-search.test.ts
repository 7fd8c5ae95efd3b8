import { describe, expect, it } from "vitest";
import {
  ordersQuery,
  parseOpenOrder,
  parseOrdersSearch,
  parsePrintIds,
  printParam,
  urlSearch,
} from "./orders-search.ts";

describe("the orders desk's URL", () => {
  it("keeps the filters that fit and drops the rest", () => {
    expect(
      parseOrdersSearch({
        status: "approved",
        payment: "cash",
        delivery: "pickup",
        from: "2026-11-01",
        to: "ayer",
        page: 3,
      }),
    ).toEqual({ status: "approved", delivery: "pickup", from: "2026-11-01", page: 3 });
  });

  it("keeps 'Pago en curso' and the fulfilment filter", () => {
    expect(parseOrdersSearch({ status: "mercado" })).toEqual({ status: "mercado" });
    expect(parseOrdersSearch({ fulfilment: "to_prepare", page: 2 } as never)).toEqual({
      fulfilment: "to_prepare",
      page: 2,
    });
    expect(parseOrdersSearch({ fulfilment: "lost" } as never)).toEqual({});
    expect(ordersQuery({ status: "approved", fulfilment: "shipped" })).toBe("status=approved&fulfilment=shipped");
  });

  it("keeps 'Sin comprobante fiscal' (approved orders whose CFE is not issued) and sends it to the API", () => {
    const search = parseOrdersSearch({ invoice: "missing", status: "approved", page: 2 } as never);
    expect(search).toEqual({ invoice: "missing", status: "approved", page: 2 });
    expect(ordersQuery(search)).toBe("status=approved&invoice=missing&page=2");
    expect(parseOrdersSearch({ invoice: "issued" } as never)).toEqual({});
  });

  it("reads an all-digit search the router parsed as a number, trims text and forgets page 1", () => {
    expect(parseOrdersSearch({ q: 1004 as unknown as string, page: 1 })).toEqual({ q: "1004" });
    expect(parseOrdersSearch({ q: "  Núñez " })).toEqual({ q: "Núñez" });
    expect(parseOrdersSearch({ q: "   " })).toEqual({});
  });

  it("drops an end date before the start date", () => {
    expect(parseOrdersSearch({ from: "2026-11-10", to: "2026-11-01" })).toEqual({ from: "2026-11-10" });
  });

  it("writes only the values that are set", () => {
    expect(ordersQuery({ status: "pending", q: undefined, page: 2 }, { pageSize: "25" })).toBe(
      "status=pending&page=2&pageSize=25",
    );
  });

  it("keeps the open order apart from the list's filters", () => {
    expect(parseOpenOrder({ order: 1042, status: "pending" })).toBe(1042);
    expect(parseOpenOrder({ order: "1042" as unknown as number })).toBe(1042);
    expect(parseOpenOrder({ order: 0 })).toBeUndefined();
    expect(parseOpenOrder({ order: "abc" as unknown as number })).toBeUndefined();
    expect(parseOpenOrder({})).toBeUndefined();
    expect(parseOrdersSearch({ order: 1042, status: "pending" })).toEqual({ status: "pending" });
  });
});

describe("the desk's search in the address", () => {
  it("writes an order number as a number (q=1005, not q=%221005%22) and reads it back as text", () => {
    expect(urlSearch({ q: "1005", page: 2 })).toEqual({ q: 1005, page: 2 });
    expect(parseOrdersSearch({ q: 1005 as never })).toEqual({ q: "1005" });
    // Anything that would not read back the same stays text: leading zeros, phones, names, huge numbers.
    for (const q of ["099123", "099 123", "Núñez", "1234567890123456", "1e3"]) expect(urlSearch({ q }).q).toBe(q);
    expect(urlSearch({})).toEqual({});
  });
});

describe("the remitos to print", () => {
  it("reads one id (a number) or several (comma-separated), each once, dropping what is not an id", () => {
    expect(parsePrintIds({ print: 1005 } as never)).toEqual([1005]);
    expect(parsePrintIds({ print: "1005,1006, 1005,abc,0" } as never)).toEqual([1005, 1006]);
    expect(parsePrintIds({ print: '"1007"' } as never)).toEqual([1007]);
    expect(parsePrintIds({ print: "x" } as never)).toBeUndefined();
    expect(parsePrintIds({})).toBeUndefined();
  });

  it("writes them back the same way", () => {
    expect(printParam([1005])).toBe(1005);
    expect(printParam([1005, 1006])).toBe("1005,1006");
  });
});
