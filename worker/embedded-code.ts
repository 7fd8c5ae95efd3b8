/**
 * Whether this build carries the embedded stand-ins that only `npm start` uses: the local sign-in (routes/auth.ts),
 * the payment simulator (routes/payment-simulator.ts, adapters/payments/simulator.ts) and the stand-in invoicing
 * provider (adapters/invoicing/embedded.ts). wrangler.toml's [define] sets SHOP_EMBEDDED to false, so the bundle
 * deployed to Cloudflare leaves them out; `npm start` passes `--define SHOP_EMBEDDED:true` (scripts/start.ts).
 * Read it as the bare name SHOP_EMBEDDED where a stand-in is chosen, so the bundler drops the branch and what only
 * it imports (docs/decisions/028-fast-feedback.md). Outside wrangler (Node: the tests, scripts) it is true.
 */
declare global {
  var SHOP_EMBEDDED: boolean;
}

globalThis.SHOP_EMBEDDED ??= true;

export {};
