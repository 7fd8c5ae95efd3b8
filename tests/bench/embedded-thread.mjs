// Worker-thread entry: Node cannot start a thread on a .ts file, so this registers tsx and loads it.
import { register } from "tsx/esm/api";

register();
await import("./embedded-thread.ts");
