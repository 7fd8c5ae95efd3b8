import { beforeEach, describe, expect, it, vi } from "vitest";
import type { WholesaleAnswer } from "../../../domain/api/wholesale.ts";

const session = vi.hoisted(() => ({ email: null as string | null }));
const asked = vi.hoisted(() => [] as number[][]);
const buyer = vi.hoisted(() => ({ yes: true }));

vi.mock("../account/stored-session.ts", () => ({ storedAccountEmail: () => session.email }));
vi.mock("./wholesale-api.ts", () => ({
  fetchWholesale: async (ids: readonly number[]): Promise<WholesaleAnswer> => {
    asked.push([...ids]);
    if (!buyer.yes) return { buyer: null };
    return {
      buyer: {
        companyName: "Cosmética S.A.",
        rut: "211234560019",
        fiscalAddress: "Rincón 477",
        listName: "Mayorista A",
      },
      sizes: ids.map((id) => ({
        variantId: id,
        productId: id,
        unitPrice: id * 9,
        retailUnitPrice: id * 10,
        breaks: [],
        minQuantity: 1,
        multiple: 1,
      })),
    };
  },
}));

const { cardPrices } = await import("./card-prices.ts");

beforeEach(() => {
  asked.length = 0;
  buyer.yes = true;
});

describe("cardPrices (issue 44: the cards' buyer prices, one request per rendered list)", () => {
  it("asks nothing when nobody is signed in", async () => {
    session.email = null;
    expect(await cardPrices([1, 2, 3])).toBeNull();
    expect(asked).toEqual([]);
  });

  it("asks once for all the lists rendered in the same task, and again only for sizes it has not seen", async () => {
    session.email = "compras@example.com";
    const [home, related] = await Promise.all([cardPrices([1, 2]), cardPrices([2, 3])]);
    expect(asked).toEqual([[1, 2, 3]]);
    expect(home?.get(1)).toEqual({ price: 10, finalPrice: 9 });
    expect([...(related?.keys() ?? [])]).toEqual([2, 3]);
    const next = await cardPrices([3, 4]);
    expect(asked).toEqual([[1, 2, 3], [4]]);
    expect(next?.get(4)).toEqual({ price: 40, finalPrice: 36 });
  });

  it("splits more than 100 sizes into requests of 100", async () => {
    session.email = "otra@example.com";
    const ids = Array.from({ length: 250 }, (_, i) => 1000 + i);
    const prices = await cardPrices(ids);
    expect(asked.map((chunk) => chunk.length)).toEqual([100, 100, 50]);
    expect(prices?.size).toBe(250);
  });

  it("gives null to a retail customer (the server says no buyer)", async () => {
    session.email = "minorista@example.com";
    buyer.yes = false;
    expect(await cardPrices([7])).toBeNull();
    expect(asked).toEqual([[7]]);
  });
});
