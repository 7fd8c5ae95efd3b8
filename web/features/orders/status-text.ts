import type { OrderView } from "../../../domain/api/orders.ts";
import { paymentFailed } from "../../lib/payment-labels.ts";

/** The shop's hours inside a sentence: 'lunes a viernes 8:30–12:30 y 13:00–17:30'. */
const inSentence = (hours: string) => hours.charAt(0).toLowerCase() + hours.slice(1);

/** An approved order, by how far its preparation and hand-over have come. */
function fulfilmentText(order: OrderView, { address, storeHours }: ShopPlace): string {
  switch (order.fulfilment) {
    case "preparing":
      return "Estamos preparando su pedido.";
    case "ready":
      return `Su pedido está listo para retirar en ${address}, ${inSentence(storeHours)}.`;
    case "shipped":
      return "Su pedido está en camino.";
    case "delivered":
      return "Su pedido fue entregado. ¡Gracias por su compra!";
    case "collected":
      return "Retiró su pedido. ¡Gracias por su compra!";
    default:
      // A code covered the whole total (issue 38): approved with no payment to receive.
      return order.total === 0
        ? "Su pedido no tiene importe a pagar. Pronto empezaremos a prepararlo."
        : "Recibimos el pago. Pronto empezaremos a preparar su pedido.";
  }
}

/** Where and when a ready order is picked up: the shop's address (Ajustes > Tienda) and hours (the shop's rules). */
export interface ShopPlace {
  address: string;
  storeHours: string;
}

/** What the status means for this order, in one sentence; `place`: the shop's address and hours of the moment. */
export function statusText(order: OrderView, place: ShopPlace): string {
  const mp = order.paymentMethod === "mercadopago";
  switch (order.status) {
    case "pending":
      return mp
        ? "Cuando recibamos su pago aprobaremos su compra."
        : "Confirmaremos el pedido cuando recibamos el pago.";
    case "approved":
      return fulfilmentText(order, place);
    case "cancel":
      if (order.saleCancelled) {
        return order.paymentMethod === "mercadopago"
          ? "Anulamos esta compra. Le devolveremos el pago por Mercado Pago; puede tardar unos días en verse reflejado."
          : "Anulamos esta compra. Le devolveremos el importe por transferencia: si no nos indicó una cuenta, responda el correo que le enviamos.";
      }
      return order.refundNeeded
        ? "Recibimos su pago cuando la reserva del pedido ya había vencido y no quedaba stock. Nos comunicaremos con usted para devolverle el dinero."
        : "Este pedido fue cancelado. Si tiene dudas, comuníquese con nosotros.";
    case "mercado":
      if (!order.checkoutUrl) return "Estamos esperando la confirmación del pago.";
      return paymentFailed(order.payment)
        ? "Mercado Pago no aprobó el último intento de pago. Puede volver a intentarlo con otra tarjeta o en efectivo en Abitab / RedPagos: reservamos los productos por un tiempo."
        : "Reservamos los productos mientras completa el pago con Mercado Pago: con tarjeta de crédito o débito, o en efectivo en Abitab / RedPagos.";
    default:
      return "";
  }
}
