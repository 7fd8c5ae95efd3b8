// A command on a leash: `node leash.mjs <command> [args…]`, started by scripts/embedded/processes.ts with an IPC
// channel and in a process group of its own. It runs the command in that group and waits for it, exiting with its
// code. When the start script dies without stopping it (kill -9 of the script or of its whole process group, a
// closed terminal), the channel closes: the leash ends its group (SIGTERM, then SIGKILL after 5 s), so no wrangler
// or workerd lives on holding the port. Plain JavaScript: node runs it at once, without tsx.
import { spawn } from "node:child_process";
import { constants } from "node:os";

const [command, ...args] = process.argv.slice(2);
if (!command || !process.send) {
  console.error("leash.mjs: started by scripts/embedded/processes.ts only (a command and an IPC channel).");
  process.exit(2);
}

const child = spawn(command, args, { stdio: "inherit" });

function endGroup(signal) {
  try {
    process.kill(-process.pid, signal);
  } catch {
    // the group is gone already
  }
}

// stop() signals the whole group: the command gets it too; the leash waits for the command and exits with it.
process.on("SIGTERM", () => {});
process.on("SIGINT", () => {});
process.on("SIGHUP", () => {});

let parentGone = false;
function onParentGone() {
  if (parentGone) return;
  parentGone = true;
  endGroup("SIGTERM");
  setTimeout(() => endGroup("SIGKILL"), 5_000);
}
// The channel closes when the start script dies; should that ever go unseen (it died while this one started),
// its being re-parented (another parent process id) says the same.
const parent = process.ppid;
process.on("disconnect", onParentGone);
setInterval(() => {
  if (process.ppid !== parent) onParentGone();
}, 500).unref();

child.on("error", (error) => {
  console.error(`[shop] ${command} could not be started: ${error.message}`);
  process.exit(127);
});
child.on("exit", (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
