// Clientes (issue 41, item 5): what /api/admin/customers answers.

/** A customer: an e-mail address (lower case) with its orders, as the list shows it. */
export interface AdminCustomer {
  /** The key accounts (a later issue) attach to. */
  id: number;
  email: string;
  /** From the newest order. */
  name: string;
  phone: string;
  rut: string | null;
  companyName: string | null;
  /** Orders the desk lists (not those still waiting for Mercado Pago). */
  orders: number;
  /** Of those, the paid ones (approved, not cancelled nor annulled). */
  paidOrders: number;
  /** The paid orders' totals, in pesos. */
  spent: number;
  firstOrderAt: string;
  lastOrderAt: string;
}

export interface AdminCustomerList {
  customers: AdminCustomer[];
  page: number;
  pageSize: number;
  /** Another page follows (the list is not counted: at 100,000 orders a count costs more than the page). */
  hasMore: boolean;
}

/** One of a customer's orders, newest first; the desk opens it at /admin/orders?order=<id>. */
export interface AdminCustomerOrder {
  id: number;
  createdAt: string;
  status: string;
  fulfilment: string | null;
  saleAnnulled: boolean;
  total: number;
  paymentMethod: string;
  deliveryMethod: string;
}

/** A customer and one page of their orders ('Ver más pedidos' asks for the next while `hasMore`). */
export interface AdminCustomerDetail {
  customer: AdminCustomer;
  orders: AdminCustomerOrder[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}
