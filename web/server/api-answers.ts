import { AsyncLocalStorage } from "node:async_hooks";
import type { ApiAnswers } from "../../domain/api/render.ts";
import { readInlinedFrom } from "../lib/get-json.ts";

interface Reads {
  answers: ApiAnswers;
  /** GET paths the page asked for that `answers` lacks. */
  missing: Set<string>;
  /** The page asked for something a first view cannot fetch (a write, another origin). */
  unrenderable: boolean;
}

const current = new AsyncLocalStorage<Reads>();

// What a component reads from its first render (lib/get-json.ts peekInlined): this render's answers.
readInlinedFrom((path) => {
  const answer = current.getStore()?.answers[path];
  return answer?.status === 200 ? answer.body : undefined;
});
const networkFetch = globalThis.fetch.bind(globalThis);

/**
 * While a page renders on the server, the SPA's reads of its own /api (lib/get-json.ts, get-product.ts, every
 * loader's fetch) are answered from the answers the shop's Worker sent, as the browser's fetch would be answered:
 * same status, same JSON. A read it did not send is noted as missing and fails, so the render is done again once the
 * Worker has fetched it. Outside a render, fetch is the platform's.
 */
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const reads = current.getStore();
  if (!reads) return networkFetch(input, init);
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  const path = url.startsWith("/api/") ? url.slice(4) : null;
  if (!path || method !== "GET") {
    reads.unrenderable = true;
    return Promise.resolve(unavailable());
  }
  const answer = reads.answers[path];
  if (!answer) {
    reads.missing.add(path);
    return Promise.resolve(unavailable());
  }
  return Promise.resolve(
    new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    }),
  );
};

function unavailable(): Response {
  return Response.json({ error: { code: "not_inlined", message: "Ha ocurrido un error." } }, { status: 503 });
}

/** Runs a render with its answers; `work` sees what it asked for that was missing. */
export function answering<T>(answers: ApiAnswers, work: (reads: Reads) => Promise<T>): Promise<T> {
  const reads: Reads = { answers, missing: new Set(), unrenderable: false };
  return current.run(reads, () => work(reads));
}
