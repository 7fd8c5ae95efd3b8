import { useEffect, useState } from "react";
import type { CardPrices } from "./card-figures.ts";

/**
 * A business buyer's figures for a list of product cards (issue 44), asked once for the whole list, or null (a guest, a
 * retail customer, not known yet). This file is in the storefront's first load: it only waits for the browser to be
 * idle and then loads ./card-prices.ts, which asks the server only when someone is signed in. Cards render retail
 * first; the buyer's price replaces it on the same line.
 */
export function useCardPrices(products: readonly { variants: readonly { id: number }[] }[]): CardPrices | null {
  const key = products.flatMap((p) => p.variants.map((v) => v.id)).join(",");
  const [prices, setPrices] = useState<CardPrices | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    (window.requestIdleCallback ?? setTimeout)(() =>
      import("./card-prices.ts").then(async (m) => {
        const got = await m.cardPrices(key.split(",").map(Number));
        if (live) setPrices(got);
      }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return prices;
}
