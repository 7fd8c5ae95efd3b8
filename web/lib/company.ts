import { SHOP_CONTACT, SHOP_NAME } from "../../domain/shop-info.ts";

/**
 * The company's public contact data (SPEC sections 1 and 9) for the footer and the contact page: the
 * shared record in domain/shop-info.ts (also used in e-mails), plus what only the pages need.
 */
export const company = {
  name: SHOP_NAME,
  ...SHOP_CONTACT,
  phoneHref: "tel:+59822001995",
  mapsUrl: "https://www.google.com/maps/search/?api=1&query=Av.+General+Flores+2415+Montevideo",
  paymentMethods:
    "Mercado Pago, tarjetas de débito y crédito, transferencia bancaria (BROU o Itaú, 5% de descuento) y factura con RUT",
} as const;
