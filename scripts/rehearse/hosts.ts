import { lookup } from "node:dns/promises";

/**
 * The rehearsal's host names must resolve to loopback for every program that calls them: the Worker in
 * workerd, Node (the stand-ins' webhook, admin:create) and Chromium all ask the system resolver, which
 * reads /etc/hosts. The rehearsal does not edit that file itself (it needs root and is the machine's, not
 * ours): `.ci/run` adds the line; elsewhere this says which line to add.
 */
export async function checkHostsMapped(hosts: string[]): Promise<void> {
  const missing: string[] = [];
  for (const host of hosts) {
    const address = await lookup(host, { family: 4 }).then(
      (found) => found.address,
      () => null,
    );
    if (address !== "127.0.0.1") missing.push(host);
  }
  if (missing.length === 0) return;
  throw new Error(
    `These names must resolve to 127.0.0.1 for the rehearsal: ${missing.join(", ")}. Add this line to /etc/hosts (and remove it afterwards: it takes over those real services' names on this machine):\n  ${hostsLine(hosts)}`,
  );
}

export const hostsLine = (hosts: string[]) => `127.0.0.1 ${hosts.join(" ")} # shop rehearsal`;
