/** A request as a recording fetch saw it: for comparing what our code sends with what a pinned SDK sends. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The body as text (null for a GET). */
  body: string | null;
}

/**
 * A fetch that records each request and answers with `answer()` (issue 39: the Worker's hand-sent Storage and Resend
 * requests are compared with the SDKs' own, tests/api/storage-requests.test.ts and resend-requests.test.ts).
 */
export function recordingFetch(answer: () => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = request.method === "GET" ? null : await request.text();
    sent.push({ url: request.url, method: request.method, headers, body });
    return answer();
  }) as typeof fetch;
  return { sent, fetchFn };
}
