/**
 * A plain GET of the shop's own /api, for the calls made on the storefront's first load: unlike the hc client
 * (lib/api.ts, ~2 KB gzipped) it adds nearly nothing to the home page's first-load JavaScript. Callers type the
 * answer from the Worker's routes with InferResponseType, so the types still come from the API itself.
 * Errors carry the API's Spanish message, as lib/api.ts json() does.
 *
 * First view: the Worker writes the answers the page opens with into the HTML (worker/seo/page-data.ts, a
 * `<script type="application/json" id="api-data">` keyed by API path). Each is used once, instead of a second
 * round trip; every later read goes to the network. Without that script (static hosting) nothing changes.
 */
export async function getJSON<T>(path: `/${string}`, signal?: AbortSignal): Promise<T> {
  const inlined = takeInlined<T>(path);
  if (inlined !== undefined) return inlined;
  const res = await fetch(`/api${path}`, { headers: { accept: "application/json" }, signal });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? "Ha ocurrido un error, inténtelo más tarde.");
  }
  return (await res.json()) as T;
}

let inlined: Record<string, unknown> | undefined;
let serverAnswers: ((path: string) => unknown) | undefined;

/**
 * In the renderer Worker (web/server/api-answers.ts) the page's answers are those the shop's Worker sent for the
 * render being drawn, not a script in a document.
 */
export function readInlinedFrom(source: (path: string) => unknown): void {
  serverAnswers = source;
}

/**
 * The answer inlined for this API path, left in place: what a component shows from its first render (the footer's
 * shop rules), the same on the server and in the browser that hydrates its markup.
 */
export function peekInlined<T>(path: string): T | undefined {
  // (import.meta.env.SSR: the browser's build leaves this out.)
  if (import.meta.env.SSR && serverAnswers) return serverAnswers(path) as T | undefined;
  return readInlined()[path] as T | undefined;
}

/** The answer the Worker inlined for this API path (once), or undefined. */
export function takeInlined<T>(path: string): T | undefined {
  const answers = readInlined();
  if (!(path in answers)) return undefined;
  const value = answers[path] as T;
  delete answers[path];
  return value;
}

function readInlined(): Record<string, unknown> {
  if (inlined === undefined) {
    inlined = {};
    const text = typeof document === "undefined" ? null : document.getElementById("api-data")?.textContent;
    if (text) {
      try {
        inlined = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // A broken script only costs the round trip it would have saved.
      }
    }
  }
  return inlined;
}

/**
 * A read a loader starts without waiting for it (the page fills the section in when it arrives, with its own
 * spinner): the answer or its error as Spanish text. It never rejects, so an unread failure is no unhandled one.
 */
export type Loaded<T> = { data: T; error?: undefined } | { data?: undefined; error: string };

/** `read` as a Loaded: what a loader hands over for a section that shows its own error and 'Reintentar'. */
export function settle<T>(read: Promise<T>): Promise<Loaded<T>> {
  return read.then(
    (data) => ({ data }),
    (error: unknown) => ({ error: errorText(error) }),
  );
}

/** A loader's error as Spanish text: fetch() rejects with English browser texts ("Failed to fetch") offline. */
export function errorText(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : "Ha ocurrido un error.";
  return /fetch|network|load failed/i.test(message)
    ? "No pudimos conectar con la tienda. Revise su conexión e inténtelo de nuevo."
    : message;
}

/** `?a=1&b=2` with the parameters sorted by name (undefined left out): the key the Worker uses too. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : "";
}
