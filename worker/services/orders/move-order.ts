import { montevideoDate } from "../../../domain/dates.ts";
import {
  type AdminEvent,
  decideMove,
  type Fulfilment,
  isFulfilment,
  isFulfilmentEvent,
  isOrderStatus,
  type MoveFacts,
  type OrderActor,
  type OrderEvent,
  type OrderState,
  type OrderStatus,
} from "../../../domain/order-status.ts";
import { isMpPaymentStatus, MP_PAYMENT_STATUS_LABELS, paymentEvent, paymentIgnored } from "../../../domain/payments.ts";
import type { LotShareInput } from "../../../domain/schemas/lots.ts";
import type { MpPayment } from "../../adapters/payments/port.ts";
import { releaseOrderCode, retakeOrderCode } from "../../db/coupons.ts";
import { type Database, serviceRole, type Tx } from "../../db/database.ts";
import {
  type LockedOrder,
  lockOrder,
  type PaymentFields,
  type Shipment,
  writeOrderMove,
} from "../../db/order-moves.ts";
import { releaseOrderStock, retakeOrderStock } from "../../db/order-stock.ts";
import { type OrderRow, readOrder } from "../../db/orders.ts";
import { markPaymentEventApplied, recordPaymentEvent } from "../../db/payments.ts";
import { recordOrderDocuments } from "../../db/product-documents.ts";
import { hasCreditNote, queueOrderCfe, queueOrderCreditNote } from "../invoices/queue.ts";
import { LOT_EVENTS, recordOrderLots } from "../lots/order-lots.ts";
import { queueRestockMails } from "../stock-alerts/alerts.ts";
import { withTrackingUrl } from "./interior-shipping.ts";
import { queueMoveMails } from "./mails.ts";

// The one service that moves an order, whoever asks (DESIGN.md section 6): the back office, a Mercado Pago
// notification or return-page look-up, the scheduled expiry and re-check jobs. Every move is one
// transaction of the same shape: lock the order, decide with the table of domain/order-status.ts, move
// the stock, write the order (worker/db/order-moves.ts, its one status UPDATE) and its history line, queue
// the mails in the outbox. Runs as service_role: no role a browser reaches may write orders (RLS and
// grants), so the caller has already decided who may ask (requireAdmin; a verified Mercado Pago payment).

export interface OrderServiceDeps {
  db: Database;
  shopEmail: string;
  siteUrl: string;
  now: () => Date;
}

/** Who moves the order: an admin (by user id and e-mail), Mercado Pago, or the shop's scheduled work. */
export type Mover =
  | { actor: "admin"; userId: string | null; email: string | null }
  | { actor: "mercadopago" }
  | { actor: "system" };

export type MoveCommand =
  | {
      event: AdminEvent;
      note?: string | null;
      /** Fulfilment moves: whether the customer gets the move's mail (a tracking correction: only if asked). */
      notify?: boolean;
      /** ship and update_tracking. */
      shipment?: Shipment;
      /** prepare, ready, ship: the lots the owner chose per line (lines left out keep theirs or get FEFO's). */
      lots?: LotShareInput[];
    }
  | { event: "reservation_expired" }
  /** Placed with a total of $ 0: approved in the transaction that places it (place-order.ts). */
  | { event: "nothing_to_pay" }
  /** What Mercado Pago's API says of a payment naming this order (never a query string or webhook body). */
  | { event: "payment"; payment: MpPayment };

export type PaymentOutcome = "applied" | "recorded" | "refused" | "duplicate";

export type MoveResult =
  | {
      ok: true;
      order: OrderRow;
      event: OrderEvent;
      from: { status: OrderStatus; fulfilment: Fulfilment };
      to: { status: OrderStatus; fulfilment: Fulfilment };
      /** Whether the order moved (or a payment was recorded on it). */
      outcome: PaymentOutcome;
      /** Stock was given back or taken again: the catalogue cache must forget the old quantities. */
      stockMoved: boolean;
      /** Mails queued in the transaction, to deliver after it commits. */
      mailIds: number[];
      /** CFE jobs written in the transaction (decision 027), to issue after it commits. */
      invoiceIds: number[];
    }
  | {
      ok: false;
      /** lots: the lines' lots cannot be recorded (decision 033). */
      reason: "not_found" | "refused" | "stock_short" | "lots";
      message: string;
      /** A payment that does not match the order was logged as refused. */
      outcome?: "refused";
      short?: { productId: number; name: string; wanted: number; available: number }[];
    };

const NOT_FOUND = { ok: false, reason: "not_found", message: "No encontramos el pedido." } as const;

/** "No hay stock suficiente de: Aceite X (quedan 2), Jabón Y (quedan 0)". */
export function shortStockMessage(short: { name: string; available: number }[]): string {
  return `No hay stock suficiente de: ${short.map((s) => `${s.name} (quedan ${Math.max(0, s.available)})`).join(", ")}`;
}

/** Moves order `orderId` as `command` says, or says why not. One transaction; see the top of this file. */
export async function moveOrder(
  deps: OrderServiceDeps,
  orderId: number,
  by: Mover,
  command: MoveCommand,
): Promise<MoveResult> {
  return deps.db.run(serviceRole, (tx) => moveOrderIn(tx, deps, orderId, by, command));
}

/** moveOrder inside a transaction the caller holds (placing an order with nothing to pay approves it in its own). */
export async function moveOrderIn(
  tx: Tx,
  deps: OrderServiceDeps,
  orderId: number,
  by: Mover,
  command: MoveCommand,
): Promise<MoveResult> {
  const locked = await lockOrder(tx, orderId);
  if (!locked || !isOrderStatus(locked.status)) return NOT_FOUND;
  const state: OrderState = {
    status: locked.status,
    fulfilment: isFulfilment(locked.fulfilment) ? locked.fulfilment : null,
    deliveryMethod: locked.deliveryMethod,
  };
  if (command.event === "payment") return movePayment(tx, deps, locked, state, command.payment);
  const systemEvent = command.event === "reservation_expired" || command.event === "nothing_to_pay";
  if (by.actor !== (systemEvent ? "system" : "admin")) {
    throw new Error(`${by.actor} may not send ${command.event}`);
  }
  const facts: MoveFacts = {
    reservationDue: !!locked.reservationExpiresAt && locked.reservationExpiresAt.getTime() <= deps.now().getTime(),
    nothingDue: locked.total === 0,
  };
  const asked = "notify" in command ? command.notify : undefined;
  // Status moves always mail (SPEC); fulfilment moves unless unticked; a tracking correction only if asked.
  const mails =
    !isFulfilmentEvent(command.event) || (command.event === "update_tracking" ? asked === true : asked !== false);
  return applyMove(tx, deps, locked, state, command.event, facts, {
    by,
    note: "note" in command ? (command.note ?? null) : defaultNote(command.event),
    // Only shipping and its correction write the shipment; no other move touches it.
    shipment: command.event === "ship" || command.event === "update_tracking" ? command.shipment : undefined,
    lots: "lots" in command ? command.lots : undefined,
    mails,
  });
}

interface MoveOptions {
  by: Mover;
  note: string | null;
  shipment?: Shipment;
  payment?: PaymentFields;
  /** The lots the owner chose for the order's lines (LOT_EVENTS only). */
  lots?: LotShareInput[];
  /** false: the move's mails to the customer are left out (the owner unticked 'Avisar al cliente'). */
  mails: boolean;
  /** Write the order even when it does not move (a payment's fields on the order it rests on). */
  writeAnyway?: boolean;
  /** Mercado Pago refunded (or charged back) the approved order's payment: its CFE gets a credit note. */
  refunded?: boolean;
}

/** Decide, move the stock, write, queue the mails: the shape every move has. */
async function applyMove(
  tx: Tx,
  deps: OrderServiceDeps,
  locked: LockedOrder,
  state: OrderState,
  event: OrderEvent,
  facts: MoveFacts,
  options: MoveOptions,
): Promise<MoveResult> {
  let decision = decideMove(state, event, { ...facts, stockAvailable: true });
  if (!decision.ok) return { ok: false, reason: "refused", message: decision.message };
  // A credited sale stays undone: one CFE and one credit note per order (decision 027).
  if (
    (event === "reopen" || event === "approve") &&
    state.status === "cancel" &&
    (await hasCreditNote(tx, locked.id))
  ) {
    return { ok: false, reason: "refused", message: INVOICE_MESSAGES.credited };
  }
  // The goods are made up or leave: each line of a product with lots records its lots (decision 033).
  if (decision.moved && LOT_EVENTS.includes(event)) {
    const lots = await recordOrderLots(tx, locked.id, options.lots, montevideoDate(deps.now()));
    if (!lots.ok) return { ok: false, reason: "lots", message: lots.message };
  }

  let stockMoved = false;
  if (decision.stock === "take") {
    const short = await retakeOrderStock(tx, locked.id);
    if (short.length) {
      // A late payment of a cancelled order is recorded (the shop refunds it); the owner is told why not.
      if (event !== "payment_approved") {
        return { ok: false, reason: "stock_short", message: shortStockMessage(short), short };
      }
      decision = decideMove(state, event, { ...facts, stockAvailable: false });
      if (!decision.ok) throw new Error("a payment is never refused");
    } else {
      stockMoved = true;
      // The order stands again: its discount code's use counts again (db/coupons.ts).
      await retakeOrderCode(tx, locked.id);
    }
  } else if (decision.stock === "release") {
    stockMoved = await releaseOrderStock(tx, locked.id);
    // A cancellation or an expired reservation gives the code's use back, once, like the stock.
    await releaseOrderCode(tx, locked.id);
  }

  const to = { status: decision.status, fulfilment: decision.fulfilment };
  if (decision.moved || options.writeAnyway) {
    await writeOrderMove(tx, {
      orderId: locked.id,
      event,
      from: state,
      to,
      actor: options.by.actor as OrderActor,
      changedBy: options.by.actor === "admin" ? options.by.userId : null,
      actorEmail: options.by.actor === "admin" ? options.by.email : null,
      note: options.note,
      payment: options.payment,
      shipment: options.shipment && (await withTrackingUrl(tx, options.shipment)),
      refundNeeded: decision.refundNeeded,
      recordInHistory: event === "update_tracking",
    });
  }
  const order = await readOrder(tx, locked.id);
  if (!order) throw new Error(`Order ${locked.id} vanished inside its own transaction`);
  // Issue 42: the order receives its products' documents in the versions current at its approval (decision 033).
  if (decision.status === "approved" && state.status !== "approved") await recordOrderDocuments(tx, locked.id);
  const mails = options.mails ? decision.mails : decision.mails.filter((kind) => kind === "refund_needed");
  const mailIds = mails.length ? await queueMoveMails(tx, deps, order, mails) : [];
  // The CFE's job in the approval's own transaction; its credit note's in the undoing one (decision 027).
  const invoiceIds: number[] = [];
  if (decision.status === "approved" && state.status !== "approved")
    invoiceIds.push(...idOf(await queueOrderCfe(tx, order)));
  if (event === "cancel_sale" || options.refunded) invoiceIds.push(...idOf(await queueOrderCreditNote(tx, locked.id)));
  // Stock given back: the 'Avisarme' requests it stamped get their one mail in this transaction (decision 025).
  if (decision.stock === "release" && stockMoved) mailIds.push(...(await queueRestockMails(tx, deps)));
  return {
    ok: true,
    order,
    event,
    from: { status: state.status, fulfilment: state.fulfilment },
    to,
    outcome: decision.moved ? "applied" : "recorded",
    stockMoved,
    mailIds,
    invoiceIds,
  };
}

const idOf = (id: number | null) => (id === null ? [] : [id]);

export const INVOICE_MESSAGES = {
  credited: "Esta venta ya tiene nota de crédito: para venderla de nuevo, haga un pedido nuevo.",
} as const;

/**
 * A payment Mercado Pago's API reported for this order: it must pay exactly the order's total in UYU and
 * the order must be paid with Mercado Pago; then the payment id + status is claimed once (a duplicate or a
 * late copy moves nothing), and the event it stands for goes through the table like any other.
 */
async function movePayment(
  tx: Tx,
  deps: OrderServiceDeps,
  order: LockedOrder,
  state: OrderState,
  payment: MpPayment,
): Promise<MoveResult> {
  const event = {
    orderId: order.id,
    paymentId: payment.id,
    status: payment.status,
    statusDetail: payment.status_detail,
    amount: Math.round(payment.transaction_amount),
    currency: payment.currency_id,
  };
  const refusal =
    order.paymentMethod !== "mercadopago"
      ? "the order is not paid with Mercado Pago"
      : payment.currency_id !== "UYU"
        ? `currency ${payment.currency_id} instead of UYU`
        : Math.round(payment.transaction_amount * 100) !== order.total * 100
          ? `amount ${payment.transaction_amount} instead of ${order.total}`
          : !isMpPaymentStatus(payment.status)
            ? `unknown status ${payment.status}`
            : null;
  if (refusal || !isMpPaymentStatus(payment.status)) {
    console.warn(`[payments] payment ${payment.id} refused for order ${order.id}: ${refusal}`);
    await recordPaymentEvent(tx, { ...event, outcome: "refused", note: refusal });
    return { ok: false, reason: "refused", outcome: "refused", message: "El pago no corresponde a este pedido." };
  }
  if (!(await recordPaymentEvent(tx, { ...event, outcome: "recorded", note: null }))) {
    const current = await readOrder(tx, order.id);
    if (!current) throw new Error(`Order ${order.id} vanished inside its own transaction`);
    return {
      ok: true,
      order: current,
      event: "payment_noted",
      from: state,
      to: state,
      outcome: "duplicate",
      stockMoved: false,
      mailIds: [],
      invoiceIds: [],
    };
  }
  const isOrdersPayment = order.paymentId === null || order.paymentId === payment.id;
  const orderEvent = paymentEvent(payment.status, isOrdersPayment);
  const result = await applyMove(
    tx,
    deps,
    order,
    state,
    orderEvent,
    {},
    {
      by: { actor: "mercadopago" },
      note: `Mercado Pago: ${MP_PAYMENT_STATUS_LABELS[payment.status]} (pago N.º ${payment.id})`,
      payment: {
        paymentId: payment.id,
        paymentType: payment.payment_type_id,
        paymentStatus: payment.status,
        paymentStatusDetail: payment.status_detail,
      },
      mails: true,
      // The payment the order rests on is written on it even when the order stays (a refund after approval).
      writeAnyway: state.status === "mercado" || isOrdersPayment,
      refunded:
        state.status === "approved" &&
        isOrdersPayment &&
        (payment.status === "refunded" || payment.status === "charged_back"),
    },
  );
  if (result.ok && result.outcome === "applied") {
    const note =
      result.to.status === state.status && !result.mailIds.length
        ? paymentIgnored(state.status, payment.status, isOrdersPayment)
        : `${state.status} -> ${result.to.status}`;
    await markPaymentEventApplied(tx, payment.id, payment.status, note);
  }
  return result;
}

/** The history's note when the admin gave none. */
function defaultNote(event: OrderEvent): string | null {
  if (event === "nothing_to_pay") return "Sin importe a pagar: aprobado al hacer el pedido";
  return event === "reservation_expired" ? "Reserva vencida: no llegó un pago de Mercado Pago a tiempo" : null;
}
