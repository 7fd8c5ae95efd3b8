/** Prints the /etc/hosts line the rehearsal needs (`.ci/run` adds it). */
import { hostsLine } from "./hosts.ts";
import { allRehearsalHosts } from "./names.ts";

console.log(hostsLine(allRehearsalHosts()));
