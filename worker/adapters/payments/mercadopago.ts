import type { PaymentsPort } from "./port.ts";

// Scaffolding: the Mercado Pago adapter is being written (helper A); replaced before this lands.
export function mercadoPagoPayments(_options: { accessToken: string }): PaymentsPort {
  throw new Error("The Mercado Pago adapter is not written yet");
}
