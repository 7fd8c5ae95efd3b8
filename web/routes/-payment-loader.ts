/**
 * The loader of the Mercado Pago return pages (/success/{id}, /pending/{id}, /failure): the payment check, started
 * and not waited for (the page says it is confirming until it answers: features/payments/use-payment-check.ts).
 * The order's token and the payment id come from the raw query string, so every search param is the loader's key.
 */
export const paymentReturn = {
  loaderDeps: ({ search }: { search: object }) => search,
  loader: ({ params, location }: { params: { id?: string }; location: { searchStr: string } }) => ({
    check: import("../features/payments/payment-api.ts").then((api) => api.checkReturn(params.id, location.searchStr)),
  }),
};
