import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form resolver whose schema loads with the first check (a blur or 'Enviar'), not with the page: zod and the shared
 * schema (~20 KB gzipped) stay out of the checkout's and the contact page's first load, whose code runs after the
 * first paint (docs/decisions/010). The first check waits for that chunk once; every later one is immediate.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined; // a chunk that failed to arrive is asked for again at the next check
      throw error;
    });
    return (await loaded)(values, context, options);
  };
}
