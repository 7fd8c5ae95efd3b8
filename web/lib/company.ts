import { formatPercent } from "../../domain/money.ts";
import {
  contactMapsUrl,
  contactPhoneHref,
  DEFAULT_SHOP_CONTACT,
  DEFAULT_STORE_HOURS,
  type ShopContact,
} from "../../domain/shop-info.ts";
import { useShopSettings } from "./settings/use-shop-settings.ts";

/** The payment methods as the footer lists them, with the transfer discount of the shop's rules. */
export function paymentMethodsText(transferDiscountPercent: number): string {
  const discount = transferDiscountPercent > 0 ? `, ${formatPercent(transferDiscountPercent)} de descuento` : "";
  return `Mercado Pago, tarjetas de débito y crédito, transferencia bancaria (BROU o Itaú${discount}) y factura con RUT`;
}

/** The shop's contact as the pages show it: the owner's, with its 'tel:' link and its place on the map. */
export interface ShopContactView extends ShopContact {
  phoneHref: string;
  mapsUrl: string;
  /** The store hours of the shop's rules. */
  hours: string;
}

/**
 * The shop's contact (SPEC sections 1 and 9; issue 40, session 21): the owner's, of Ajustes > Tienda, from the settings
 * the Worker inlines in every page (so the first view already shows them); the defaults a fresh shop starts with only
 * while no settings were ever read (the build's prerendered frame, whose contact the Worker replaces:
 * worker/seo/shop-profile.ts).
 */
export function useShopContact(): ShopContactView {
  const settings = useShopSettings().settings;
  const contact = settings?.contact ?? DEFAULT_SHOP_CONTACT;
  return {
    ...contact,
    phoneHref: contactPhoneHref(contact.phone),
    mapsUrl: contactMapsUrl(contact.address),
    hours: settings?.rules.storeHours ?? DEFAULT_STORE_HOURS,
  };
}
