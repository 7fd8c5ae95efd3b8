import { useState } from "react";
import type { OrderInvoice } from "../../../domain/api/invoices.ts";
import type { OrderView } from "../../../domain/api/orders.ts";
import type { OrderDocument } from "../../../domain/documents.ts";
import { formatCi } from "../../../domain/invoices.ts";
import { awaitsTransfer } from "../../../domain/order-status.ts";
import { buttonClass } from "../../components/Button.tsx";
import { BankAccounts } from "../../components/order/BankAccounts.tsx";
import { OrderFacts } from "../../components/order/OrderFacts.tsx";
import { OrderItemsTable } from "../../components/order/OrderItemsTable.tsx";
import { OrderOrigin } from "../../components/order/OrderOrigin.tsx";
import { OrderTotals } from "../../components/order/OrderTotals.tsx";
import { useShopContact } from "../../lib/company.ts";
import { AcceptedTerms } from "./AcceptedTerms.tsx";
import { InvoiceSection } from "./InvoiceSection.tsx";
import { LaterReceipt } from "./LaterReceipt.tsx";
import { OrderDocuments } from "./OrderDocuments.tsx";
import { OrderTracking } from "./OrderTracking.tsx";
import { statusText } from "./status-text.ts";
import { WithdrawalSection } from "./WithdrawalSection.tsx";

/**
 * The order page's body: status, its CFEs (comprobante fiscal), tracking, facts, items, contact data, totals and,
 * while unpaid, how to pay.
 */
export function OrderDetails({
  order,
  invoices = [],
  documents = [],
}: {
  order: OrderView;
  invoices?: readonly OrderInvoice[];
  documents?: readonly OrderDocument[];
}) {
  const pickup = order.deliveryMethod === "pickup";
  const awaitingTransfer = awaitsTransfer(order);
  const [hasReceipt, setHasReceipt] = useState(order.hasReceipt);
  const payUrl = order.status === "mercado" ? order.checkoutUrl : null;
  const c = order.customer;
  const contact = useShopContact();
  const text = statusText(order, { address: contact.address, storeHours: contact.hours });
  return (
    <div className="order-layout">
      <div className="order-layout__main">
        <section className={`order-status order-status--${order.status}`} aria-labelledby="order-status-title">
          <h2 id="order-status-title" className="order-status__title">
            Estado: <span className="order-status__label">{order.statusLabel}</span>
          </h2>
          {text && <p>{text}</p>}
          {payUrl && (
            <a href={payUrl} className={buttonClass("primary", "md", "order-status__action")}>
              Pagar con Mercado Pago
            </a>
          )}
        </section>

        <InvoiceSection orderId={order.id} token={order.accessToken} invoices={invoices} />

        <OrderDocuments documents={documents} />

        <OrderTracking order={order} />

        <WithdrawalSection order={order} />

        <OrderFacts order={order} full />

        <h2 className="order-section-title">Productos</h2>
        <OrderOrigin order={order} />
        <OrderItemsTable items={order.items} />

        <h2 className="order-section-title">Datos de contacto</h2>
        <address className="order-customer">
          {c.firstName} {c.lastName}
          <br />
          {c.email} · {c.phone}
          {c.rut && (
            <>
              <br />
              RUT {c.rut}
              {c.companyName && ` · ${c.companyName}`}
              {c.companyAddress && (
                <>
                  <br />
                  Domicilio fiscal: {c.companyAddress}
                </>
              )}
            </>
          )}
          {!c.rut && c.buyerDocument && (
            <>
              <br />
              Cédula de identidad {formatCi(c.buyerDocument)}
            </>
          )}
          {!pickup && c.streetAddress && (
            <>
              <br />
              {c.streetAddress}
              {c.apartment ? `, ${c.apartment}` : ""}
              <br />
              {c.town}
              {c.zip ? ` (${c.zip})` : ""}
            </>
          )}
        </address>
        {order.note && (
          <p className="order-note">
            <strong>Nota:</strong> {order.note}
          </p>
        )}
      </div>

      <aside className="order-aside">
        <section className="order-card" aria-labelledby="order-totals-title">
          <h2 id="order-totals-title" className="order-card__title">
            Importes
          </h2>
          <OrderTotals order={{ ...order, deliveryMethod: pickup ? "pickup" : "delivery" }} />
          <AcceptedTerms version={order.termsVersion} />
        </section>
        {awaitingTransfer && (
          <section className="order-card" aria-labelledby="order-bank-title">
            <h2 id="order-bank-title" className="order-card__title">
              Datos para la transferencia
            </h2>
            <BankAccounts total={order.total} orderId={order.id} />
            <LaterReceipt
              orderId={order.id}
              token={order.accessToken}
              hasReceipt={hasReceipt}
              onUploaded={() => setHasReceipt(true)}
            />
            {!hasReceipt && (
              <p className="order-card__hint">
                También puede enviarlo a <a href={`mailto:${contact.email}`}>{contact.email}</a> para que podamos
                confirmar su pedido.
              </p>
            )}
          </section>
        )}
      </aside>
    </div>
  );
}
