import { createServer } from "node:net";
import { UserError } from "./user-error.ts";

/** Fails with one clear sentence when something already listens on the port. */
export async function ensurePortFree(port: number, what: string, envName: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE"
          ? new UserError(
              `Port ${port} (${what}) is already in use; is the shop already running? Stop it, or set ${envName} to a free port.`,
            )
          : error,
      );
    });
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}
