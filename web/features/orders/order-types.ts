import type { DeliveryMethod } from "../../../domain/delivery.ts";
import type { OrderStatus } from "../../../domain/order-status.ts";
import type { PaymentMethod } from "../../../domain/pricing.ts";

/** An order as the server shows it to its customer (POST /api/orders, GET /api/orders/:id?token=). */
export interface OrderView {
  id: string | number;
  accessToken: string;
  status: OrderStatus;
  statusLabel: string;
  createdAt: string;
  /** 'YYYY-MM-DD', Montevideo. */
  estimatedDate: string;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  customer: {
    email: string;
    firstName: string;
    lastName: string;
    phone: string;
    rut: string | null;
    streetAddress: string | null;
    apartment: string | null;
    town: string | null;
    zip: string | null;
  };
  note: string | null;
  items: {
    productName: string;
    productSlug: string;
    size: number;
    unit: string;
    unitPrice: number;
    quantity: number;
    lineTotal: number;
  }[];
  subtotal: number;
  transferDiscount: number;
  deliveryFee: number;
  deliveryPaidByReceiver: boolean;
  total: number;
  hasReceipt: boolean;
}

/** The link to the customer's order page (the token is the only key to it). */
export function orderPath(order: Pick<OrderView, "id" | "accessToken">): string {
  return `/shop/order/${encodeURIComponent(String(order.id))}?token=${encodeURIComponent(order.accessToken)}`;
}
