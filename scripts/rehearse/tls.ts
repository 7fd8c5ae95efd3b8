import { execFile } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { httpsFetch } from "./stand-ins/https-fetch.ts";

const run = promisify(execFile);

export interface RehearsalTls {
  /** PEM of the local CA: Node (NODE_EXTRA_CA_CERTS) and workerd (miniflare reads the same variable) trust it. */
  caPem: string;
  caPath: string;
  /** The servers' key and certificate chain (leaf + CA), valid for every rehearsal host name. */
  keyPem: string;
  certPem: string;
  keyPath: string;
  certPath: string;
  /** base64 SHA-256 of the leaf's public key: Chromium's --ignore-certificate-errors-spki-list trusts only it. */
  spkiHash: string;
}

/**
 * A throwaway certificate authority and one server certificate for `hosts`, made with the system's openssl
 * (P-256 keys, valid two days). Nothing is installed system-wide: each client is told to trust the CA.
 */
export async function makeRehearsalTls(dir: string, hosts: string[]): Promise<RehearsalTls> {
  const path = (name: string) => join(dir, name);
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  await openssl(
    ["req", "-x509", ...ec, "-keyout", path("ca.key"), "-out", path("ca.pem"), "-days", "2"].concat([
      "-subj",
      "/CN=Ensayo de produccion (CA local)",
      "-addext",
      "basicConstraints=critical,CA:TRUE",
      "-addext",
      "keyUsage=critical,keyCertSign,cRLSign",
    ]),
  );
  await openssl(["req", ...ec, "-keyout", path("server.key"), "-out", path("server.csr"), "-subj", `/CN=${hosts[0]}`]);
  await writeFile(
    path("server.ext"),
    [
      `subjectAltName=${hosts.map((h) => `DNS:${h}`).join(",")}`,
      "basicConstraints=critical,CA:FALSE",
      "keyUsage=critical,digitalSignature",
      "extendedKeyUsage=serverAuth",
    ].join("\n"),
  );
  await openssl(
    ["x509", "-req", "-in", path("server.csr"), "-CA", path("ca.pem"), "-CAkey", path("ca.key")].concat([
      "-CAcreateserial",
      "-out",
      path("server.pem"),
      "-days",
      "2",
      "-extfile",
      path("server.ext"),
    ]),
  );
  const caPem = await readFile(path("ca.pem"), "utf8");
  const leafPem = await readFile(path("server.pem"), "utf8");
  const certPem = `${leafPem.trim()}\n${caPem.trim()}\n`;
  await writeFile(path("server-chain.pem"), certPem);
  const spki = new X509Certificate(leafPem).publicKey.export({ type: "spki", format: "der" });
  return {
    caPem,
    caPath: path("ca.pem"),
    keyPem: await readFile(path("server.key"), "utf8"),
    keyPath: path("server.key"),
    certPem,
    certPath: path("server-chain.pem"),
    spkiHash: createHash("sha256").update(spki).digest("base64"),
  };
}

async function openssl(args: string[]) {
  try {
    await run("openssl", args);
  } catch (error) {
    const e = error as { code?: string; stderr?: string };
    if (e.code === "ENOENT") throw new Error("The rehearsal needs openssl (Debian: apt-get install openssl).");
    throw new Error(`openssl ${args[0]} failed: ${e.stderr ?? (error as Error).message}`);
  }
}

/**
 * fetch() that trusts the rehearsal's CA (for the scripts' own calls to the shop and the stand-ins; child
 * processes get NODE_EXTRA_CA_CERTS instead, which Node reads only at start): the stand-ins' webhook sender.
 */
export function fetchTrusting(caPem: string): typeof fetch {
  const send = httpsFetch(caPem);
  return ((input: RequestInfo | URL, init?: RequestInit) => send(new Request(input, init))) as typeof fetch;
}
