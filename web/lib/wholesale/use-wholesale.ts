import { useEffect, useState } from "react";
import type { WholesaleAnswer } from "../../../domain/api/wholesale.ts";
import { fetchWholesale } from "./wholesale-api.ts";

export type BuyerPrices = Extract<WholesaleAnswer, { sizes: unknown }>;

/**
 * The buyer's prices of these sizes (issue 44), or null: a guest, a retail customer, or not known yet. Nothing is
 * fetched until the browser says someone is signed in (fetchWholesale answers a guest at once, and supabase-js loads
 * only for a signed-in shopper), so the first view is the retail page and a buyer's prices replace it in place.
 */
export function useWholesale(variantIds: readonly number[]): BuyerPrices | null {
  const key = variantIds.join(",");
  const [answer, setAnswer] = useState<BuyerPrices | null>(null);
  useEffect(() => {
    let live = true;
    void fetchWholesale(key ? key.split(",").map(Number) : []).then((got) => {
      if (live) setAnswer(got.buyer ? got : null);
    });
    return () => {
      live = false;
    };
  }, [key]);
  return answer;
}
