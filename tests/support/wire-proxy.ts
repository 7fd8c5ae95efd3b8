import { createServer, connect as netConnect, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of a Postgres URL that notes who spoke, in order: the client's flights (runs of its data with
 * no answer in between) are the round trips as the wire sees them, whatever the client library does inside.
 */
export async function wireProxy(targetUrl: string) {
  const target = new URL(targetUrl);
  const log: ("C" | "S")[] = [];
  const sockets: Socket[] = [];
  const server: Server = createServer((client) => {
    const upstream = netConnect(Number(target.port || 5432), target.hostname);
    sockets.push(client, upstream);
    client.on("data", (d) => {
      log.push("C");
      upstream.write(d);
    });
    upstream.on("data", (d) => {
      log.push("S");
      client.write(d);
    });
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.on("error", () => {});
    upstream.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(targetUrl);
  url.hostname = "127.0.0.1";
  url.port = String((server.address() as { port: number }).port);
  return {
    url: url.toString(),
    log,
    /** The client's flights since the log was last emptied. */
    flights: () => log.filter((who, i) => who === "C" && log[i - 1] !== "C").length,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
