import { request as httpsRequest } from "node:https";

/**
 * A fetch for one Request over https that trusts `caPem` (the rehearsal's local CA) and nothing else: how the
 * Mercado Pago stand-in reaches the shop's webhook on loopback. node:https, so no dependency is needed.
 * `connectTo` sends every request to that address instead of the URL's (the name still goes in SNI and Host).
 */
export function httpsFetch(
  caPem: string,
  connectTo?: { hostname: string; port: number },
): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    if (url.protocol !== "https:") throw new Error(`only https is sent: ${url.href}`);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = { ...Object.fromEntries(request.headers), host: url.host };
    if (body) headers["content-length"] = String(body.length);
    const target = connectTo ? { ...connectTo, servername: url.hostname } : {};
    return new Promise<Response>((resolve, reject) => {
      const settings = { method: request.method, headers, ca: caPem, signal: request.signal, ...target };
      const outgoing = httpsRequest(url, settings, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const answer = new Headers();
          for (let i = 0; i < res.rawHeaders.length; i += 2) answer.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
          const status = res.statusCode ?? 502;
          const nullBody = [101, 204, 205, 304].includes(status) || request.method === "HEAD";
          resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: answer }));
        });
      });
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  };
}
