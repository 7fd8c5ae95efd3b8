import type { WholesaleAnswer } from "../../../domain/api/wholesale.ts";
import { accountAuthorization, storedAccountEmail } from "../account/stored-session.ts";

// The signed-in buyer's wholesale prices (issue 44): GET /api/wholesale with the account's token, computed by the
// server. Loaded by dynamic import only once someone is signed in (the first load stays anonymous and retail).
// Answers are kept in memory per signed-in address and sizes, never in any storage shared between viewers.

const answers = new Map<string, Promise<WholesaleAnswer>>();

/** What GET /api/wholesale says for these sizes ({buyer: null} when not a buyer or when it cannot answer). */
export function fetchWholesale(variantIds: readonly number[]): Promise<WholesaleAnswer> {
  const email = storedAccountEmail();
  if (!email) return Promise.resolve({ buyer: null });
  const key = `${email}|${variantIds.join(",")}`;
  let answer = answers.get(key);
  if (!answer) {
    const query = variantIds.length ? `?variants=${variantIds.join(",")}` : "";
    answer = accountAuthorization()
      .then((headers) => fetch(`/api/wholesale${query}`, { headers: { accept: "application/json", ...headers } }))
      .then((res) => (res.ok ? (res.json() as Promise<WholesaleAnswer>) : { buyer: null }))
      .catch(() => ({ buyer: null }) as const);
    answers.set(key, answer);
  }
  return answer;
}
