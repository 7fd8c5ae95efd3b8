import type { OwnerOrderAnswer, OwnerOrderPreview } from "../../../domain/api/owner-orders.ts";
import { whatsappText } from "../../../domain/owner-orders.ts";
import type { OrderRequest } from "../../../domain/schemas/checkout.ts";
import type { OwnerOrderRequest } from "../../../domain/schemas/owner-order.ts";
import type { PaymentsPort } from "../../adapters/payments/port.ts";
import { readCustomer } from "../../db/admin-customers.ts";
import { serviceRole } from "../../db/database.ts";
import { ApiError } from "../../http/errors.ts";
import { orderView } from "../order-view.ts";
import { ensureCheckout } from "../payments/start-checkout.ts";
import { type OwnerTerms, type PlaceOrderDeps, placeOrder, previewOrder } from "../place-order.ts";
import { orderLink } from "./mail-parts.ts";

// 'Nuevo pedido' (issue 45, decision 035): the owner's order, turned into the order service's request and placed by
// it (place-order.ts), never priced or stored anywhere else.

export interface OwnerOrderDeps extends PlaceOrderDeps {
  payments: PaymentsPort;
}

type Admin = OwnerTerms["admin"];

const LINK_NEEDS_EMAIL = "Para enviar el enlace de pago, indique el correo electrónico del cliente.";

/** The order service's request and the owner's terms for `input` (the customer from Clientes or as typed). */
async function asOrderRequest(deps: OwnerOrderDeps, admin: Admin, input: OwnerOrderRequest) {
  const typed = input.customer;
  let found: { email: string; name: string; phone: string; rut: string | null; companyName: string | null } | null =
    null;
  if (input.customerId !== undefined) {
    const id = input.customerId;
    found = (await deps.db.run(serviceRole, (tx) => readCustomer(tx, id))) ?? null;
    if (!found) throw new ApiError(400, "unknown_customer", "No encontramos ese cliente en Clientes.");
  }
  const [first = "", ...rest] = (found?.name ?? "").split(/\s+/);
  const email = typed?.email ?? found?.email;
  if (!email && input.payment !== "counter") {
    throw new ApiError(400, "email_required", LINK_NEEDS_EMAIL, [
      { path: "customer.email", message: LINK_NEEDS_EMAIL },
    ]);
  }
  const rut = typed?.rut ?? found?.rut ?? undefined;
  const request: OrderRequest = {
    // A counter sale without an e-mail: its mails (confirmation, CFE link) go to the shop (decision 035).
    email: email ?? deps.shopEmail,
    firstName: typed?.firstName ?? first,
    lastName: typed?.lastName ?? rest.join(" "),
    phone: typed?.phone ?? found?.phone ?? "",
    rut,
    companyName: typed?.companyName ?? found?.companyName ?? undefined,
    companyAddress: typed?.companyAddress,
    buyerDocument: typed?.buyerDocument,
    deliveryMethod: input.deliveryMethod,
    paymentMethod: input.payment === "mercadopago" ? "mercadopago" : "bank",
    streetAddress: input.streetAddress,
    apartment: input.apartment,
    town: input.town,
    zip: input.zip,
    // The interior: carrier, agency or address, checked and priced by the order service as at checkout (issue 45).
    shippingCarrier: input.shippingCarrier,
    shippingMode: input.shippingMode,
    agency: input.agency,
    note: input.note,
    subscribe: false,
    acceptTerms: true,
    items: input.items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
    discountCode: input.discountCode,
    idempotencyKey: input.idempotencyKey,
  };
  const owner: OwnerTerms = {
    channel: input.channel,
    admin,
    prices: input.items.map((i) => ({ unitPrice: i.unitPrice, discount: i.discount, reason: i.reason })),
    counter: input.payment === "counter" ? (input.counterKind ?? "EFECTIVO") : null,
  };
  return { request, owner };
}

/**
 * A counter sale is handed over at the counter (decision 035): 'Pagado en el local' with home delivery is refused,
 * the owner chooses a pay link for an order that travels.
 */
function refuseCounterDelivery(input: OwnerOrderRequest) {
  if (input.payment === "counter" && input.deliveryMethod === "delivery") {
    throw new ApiError(
      400,
      "counter_needs_pickup",
      "Un pedido pagado en el local se entrega en el local. Para enviarlo, elija Mercado Pago o transferencia.",
    );
  }
}

/** The totals the order would have now (nothing stored, no stock held). */
export async function previewOwnerOrder(
  deps: OwnerOrderDeps,
  admin: Admin,
  input: OwnerOrderRequest,
): Promise<OwnerOrderPreview> {
  refuseCounterDelivery(input);
  const { request, owner } = await asOrderRequest(deps, admin, input);
  const { lines, totals } = await previewOrder(deps, request, owner);
  return {
    lines: lines.map((l) => ({
      variantId: l.variantId,
      name: `${l.productName} (${l.size} ${l.unit})`,
      quantity: l.quantity,
      listPrice: l.priceChange?.listPrice ?? l.unitPrice,
      unitPrice: l.unitPrice,
      lineTotal: l.unitPrice * l.quantity,
    })),
    totals,
  };
}

/** Places the owner's order through the one order service; the answer carries the WhatsApp text. */
export async function placeOwnerOrder(deps: OwnerOrderDeps, admin: Admin, input: OwnerOrderRequest) {
  refuseCounterDelivery(input);
  const { request, owner } = await asOrderRequest(deps, admin, input);
  const placed = await placeOrder(deps, request, { owner });
  // Mercado Pago: the preference the order page's button opens (created once, as at checkout).
  const checkoutUrl = await ensureCheckout(deps, placed.order);
  const order = { ...placed.order, checkoutUrl: checkoutUrl ?? placed.order.checkoutUrl };
  const link = orderLink(deps, order);
  const answer: OwnerOrderAnswer = {
    order: orderView(order),
    link,
    whatsapp: whatsappText({ ...order, link, payment: input.payment }),
  };
  return { ...placed, answer };
}
