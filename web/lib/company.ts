import { formatPercent } from "../../domain/money.ts";
import { SHOP_CONTACT, SHOP_NAME } from "../../domain/shop-info.ts";

/** The payment methods as the footer lists them, with the transfer discount of the shop's rules. */
export function paymentMethodsText(transferDiscountPercent: number): string {
  const discount = transferDiscountPercent > 0 ? `, ${formatPercent(transferDiscountPercent)} de descuento` : "";
  return `Mercado Pago, tarjetas de débito y crédito, transferencia bancaria (BROU o Itaú${discount}) y factura con RUT`;
}

/**
 * The company's public contact data (SPEC sections 1 and 9) for the footer and the contact page: the
 * shared record in domain/shop-info.ts (also used in e-mails), plus what only the pages need.
 */
export const company = {
  name: SHOP_NAME,
  ...SHOP_CONTACT,
  phoneHref: "tel:+59822001995",
  mapsUrl: "https://www.google.com/maps/search/?api=1&query=Av.+General+Flores+2415+Montevideo",
  /** Until the shop's rules arrive (the prerendered footer); then the footer says them (paymentMethodsText). */
  paymentMethods: paymentMethodsText(0),
} as const;
