import { storedAccountEmail } from "../account/stored-session.ts";
import { type CardFigure, type CardPrices, cardFigures } from "./card-figures.ts";
import { fetchWholesale } from "./wholesale-api.ts";

// The buyer's prices of the product cards (issue 44). Loaded by dynamic import when the browser is idle (first-load code
// only names it), it asks GET /api/wholesale once for all the sizes the lists rendered meanwhile (100 sizes a request),
// and only when someone is signed in: a guest's browser sends nothing. Kept in memory per signed-in address and size.

const MAX_SIZES = 100;
const known = new Map<string, Promise<CardPrices | null>>();
let queued: number[] = [];
let batch: Promise<CardPrices | null> | null = null;

/** The buyer's figures of these sizes, or null: nobody signed in, a retail customer, or no answer. */
export async function cardPrices(variantIds: readonly number[]): Promise<CardPrices | null> {
  const email = storedAccountEmail();
  if (!email) return null;
  const missing = [...new Set(variantIds)].filter((id) => !known.has(`${email}|${id}`));
  if (missing.length) {
    const asked = enqueue(missing);
    for (const id of missing) known.set(`${email}|${id}`, asked);
  }
  const answers = await Promise.all(new Set(variantIds.map((id) => known.get(`${email}|${id}`))));
  if (answers.every((a) => !a)) return null;
  const prices = new Map<number, CardFigure>();
  for (const id of variantIds) {
    const figure = answers.find((a) => a?.has(id))?.get(id);
    if (figure) prices.set(id, figure);
  }
  return prices;
}

/** Every size asked for until the next task goes in one batch: the home's rows or a page of results, one request. */
function enqueue(ids: readonly number[]): Promise<CardPrices | null> {
  queued.push(...ids);
  batch ??= new Promise((resolve) =>
    setTimeout(() => {
      const all = queued;
      queued = [];
      batch = null;
      resolve(ask(all));
    }),
  );
  return batch;
}

async function ask(ids: readonly number[]): Promise<CardPrices | null> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += MAX_SIZES) chunks.push(ids.slice(i, i + MAX_SIZES).sort((a, b) => a - b));
  const answers = await Promise.all(chunks.map((chunk) => fetchWholesale(chunk)));
  if (answers.some((a) => !a.buyer)) return null;
  return cardFigures(answers.flatMap((a) => ("sizes" in a ? a.sizes : [])));
}
