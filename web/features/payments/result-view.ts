import type { OrderView } from "../../../domain/api/orders.ts";
import { paymentFailed } from "../../lib/payment-labels.ts";
import { PAYMENT_MESSAGES } from "./messages.ts";
import type { PaymentCheck } from "./use-payment-check.ts";

/** Which return URL brought the shopper here. It only picks words for the wait: the order's state decides. */
export type ReturnSource = "success" | "pending" | "failure";

export type ResultTone = "success" | "pending" | "waiting" | "error";

export interface ResultView {
  /** The page's h1. 'Pedido confirmado' only for an approved order. */
  title: string;
  tone: ResultTone;
  heading: string;
  text: string;
  /** A look-up is under way. */
  busy?: boolean;
  /** Offer Mercado Pago's checkout again (the order still waits for a payment). */
  pay?: boolean;
  /** Offer to ask the server again. */
  recheck?: boolean;
  /** Offer the way back to the checkout with the cart as it was. */
  backToCheckout?: boolean;
}

type WithOrder = Extract<PaymentCheck, { order: OrderView }>;

/** What a result page says about an order, from what the server knows and nothing else. */
export function resultView(source: ReturnSource, check: WithOrder): ResultView {
  const { order } = check;
  const email = order.customer.email;
  switch (order.status) {
    case "approved":
      return {
        title: "Pedido confirmado",
        tone: "success",
        heading: "¡Gracias por su compra!",
        text:
          order.total === 0
            ? `Su pedido no tiene importe a pagar y ya está confirmado. Le enviamos la confirmación a ${email}.`
            : `Recibimos el pago de su pedido. Le enviamos la confirmación a ${email}.`,
      };
    case "pending":
      return {
        title: "Pedido pendiente",
        tone: "pending",
        heading: PAYMENT_MESSAGES.pendingNotice,
        text:
          order.payment?.type === "ticket"
            ? `Pague el cupón en un local de Abitab o RedPagos antes de su vencimiento: reservamos los productos hasta entonces. Le avisaremos a ${email} cuando se acredite.`
            : `Mercado Pago está procesando su pago. Le avisaremos a ${email} en cuanto se acredite.`,
      };
    case "cancel":
      return order.refundNeeded
        ? {
            title: "Pedido cancelado",
            tone: "error",
            heading: "Recibimos su pago cuando la reserva del pedido ya había vencido.",
            text: "Ya no quedaba stock de los productos: nos comunicaremos con usted para devolverle el dinero.",
          }
        : {
            title: "Pedido cancelado",
            tone: "error",
            heading: "Este pedido fue cancelado.",
            text: "No recibimos el pago a tiempo y liberamos los productos reservados. Puede hacer el pedido de nuevo desde el checkout.",
            backToCheckout: true,
          };
    default:
      return waitingView(source, check);
  }
}

/** The order still waits for its payment ('mercado'). */
function waitingView(source: ReturnSource, check: WithOrder): ResultView {
  const { order } = check;
  const canPay = !!order.checkoutUrl;
  if (source === "failure" || paymentFailed(order.payment)) {
    // Refunded or charged back: money did move once, so no 'no charge' then.
    const charged = order.payment?.status === "refunded" || order.payment?.status === "charged_back";
    const next = canPay
      ? `Reservamos los productos de su pedido ${order.id} por un tiempo: puede volver a intentar el pago, con otra tarjeta o en efectivo en Abitab / RedPagos, o volver al checkout y elegir otra forma de pago.`
      : "Puede volver al checkout y elegir otra forma de pago: su carrito está como lo dejó.";
    return {
      title: "Pago no completado",
      tone: "error",
      heading: PAYMENT_MESSAGES.failure,
      text: charged ? next : `${PAYMENT_MESSAGES.noCharge} ${next}`,
      pay: canPay,
      backToCheckout: true,
    };
  }
  if (check.phase === "unconfirmed") {
    return {
      title: "Pago sin confirmar",
      tone: "waiting",
      heading: "Todavía no recibimos la confirmación de su pago.",
      text: `Si completó el pago, le avisaremos a ${order.customer.email} en cuanto Mercado Pago lo acredite.${canPay ? " Si no llegó a pagar, puede hacerlo ahora." : ""}`,
      pay: canPay,
      recheck: true,
    };
  }
  return {
    title: "Confirmando el pago",
    tone: "waiting",
    heading: PAYMENT_MESSAGES.confirming,
    text: "Esto suele tardar unos segundos. No hace falta que recargue la página.",
    busy: true,
  };
}
