import { describe, expect, it } from "vitest";
import * as real from "zod";
import realEs from "zod/v4/locales/es.js";
import { WORKER_ZOD_DIR, workerZodIsCurrent } from "../../scripts/build/worker-zod.ts";

// Issue 39, session 24 (decision 028): the Worker bundles a copy of zod without its JSON Schema code
// (scripts/build/worker-zod.ts, wrangler.toml [alias]). The copy must be the installed zod's version and behave as
// zod does: the same answers, the same messages (the schemas' own and the Spanish locale's).

type Zod = typeof real;

// The copy has no type declarations (the Worker is type-checked against zod itself): loaded by path.
const copy = (await import(`${WORKER_ZOD_DIR}/index.js`)) as Zod;
const copyEs = ((await import(`${WORKER_ZOD_DIR}/v4/locales/es.js`)) as { default: typeof realEs }).default;

/** A few of the shop's kinds of schema, built with `z`. */
function schemas(z: Zod) {
  return {
    price: z
      .number({ error: "Escriba el precio en pesos, en números." })
      .int({ error: "Escriba el precio sin decimales." })
      .min(1),
    order: z.object({
      email: z.email({ error: "Correo no válido." }),
      items: z.array(z.object({ variantId: z.number().int().positive(), quantity: z.number().int().min(1) })).min(1),
      kind: z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("a") }),
        z.object({ kind: z.literal("b"), n: z.coerce.number() }),
      ]),
      note: z.string().trim().max(5).optional(),
    }),
  };
}

const INPUTS: [keyof ReturnType<typeof schemas>, unknown][] = [
  ["price", 12.5],
  ["price", "x"],
  ["price", 0],
  ["price", 900],
  ["order", { email: "a@b.uy", items: [{ variantId: 1, quantity: 2 }], kind: { kind: "b", n: "3" } }],
  ["order", { email: "nope", items: [], kind: { kind: "c" }, note: "demasiado largo" }],
  ["order", null],
];

describe("the Worker's zod", () => {
  it("is the installed zod's version", () => {
    expect(workerZodIsCurrent()).toBe(true);
  });

  it("answers as zod does, with the same messages, in Spanish where the locale speaks", () => {
    const a = schemas(real);
    const b = schemas(copy);
    for (const [name, input] of INPUTS) {
      const theirs = a[name].safeParse(input, { error: realEs().localeError });
      const ours = b[name].safeParse(input, { error: copyEs().localeError });
      expect(JSON.parse(JSON.stringify(ours)), `${name} ${JSON.stringify(input)}`).toEqual(
        JSON.parse(JSON.stringify(theirs)),
      );
    }
  });

  it("speaks Spanish by default: an issue no schema words gets the Spanish locale's message", () => {
    // zod keeps its configuration on globalThis, shared by both copies here; in the Worker only the copy sets it.
    const shared = (globalThis as unknown as { __zod_globalConfig: { localeError?: unknown } }).__zod_globalConfig;
    const english = shared.localeError;
    for (const [name, input] of INPUTS) {
      const theirs = schemas(real)[name].safeParse(input, { error: realEs().localeError });
      delete shared.localeError;
      // Read while the copy's default holds (zod words a result's issues when they are first read).
      const ours = JSON.parse(JSON.stringify(schemas(copy)[name].safeParse(input)));
      shared.localeError = english;
      expect(ours, `${name} ${JSON.stringify(input)}`).toEqual(JSON.parse(JSON.stringify(theirs)));
    }
  });

  it("has no JSON Schema conversion: it says so if it is ever called", () => {
    expect(() => copy.toJSONSchema(copy.string())).toThrow(/JSON Schema code is not bundled in the Worker/);
    expect(() => real.toJSONSchema(real.string())).not.toThrow();
  });
});
