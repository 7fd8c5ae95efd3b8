// One Vite build on a thread of its own (scripts/embedded/builds.ts): `npm start`'s first start builds here while
// the main thread creates the database, so the two use both cores. Plain JavaScript: a worker thread runs without
// tsx (Vite reads its own TypeScript config). Posts the modules the build loaded (its inputs), or the error.
import { parentPort, workerData } from "node:worker_threads";
import { build } from "vite";

const { root, configFile } = workerData;
const loaded = [];
const recordInputs = {
  name: "shop-start-inputs",
  buildEnd() {
    loaded.push(...this.getModuleIds());
  },
};
try {
  // Vite sets NODE_ENV in this thread's own copy of the environment: the main thread's (and wrangler's) is untouched.
  await build({ configFile: `${root}/${configFile}`, logLevel: "warn", plugins: [recordInputs] });
  parentPort.postMessage({ loaded });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
