import type { OrderView } from "../../../domain/api/orders.ts";
import { buttonClass } from "../../components/Button.tsx";
import { SvgIcon } from "../../components/Icon.tsx";

type Shipment = NonNullable<OrderView["shipment"]>;

/** Only web addresses become links (the server checks too: a stored value is never trusted as a scheme). */
function trackingHref(url: string | null): string | null {
  return url && /^https?:\/\/[^\s"'<>]+$/i.test(url.trim()) ? url.trim() : null;
}

/** How the parcel travels: the carrier, its tracking number and agency, and the carrier's tracking page. */
export function ShipmentFacts({ shipment }: { shipment: Shipment }) {
  const href = trackingHref(shipment.trackingUrl);
  return (
    <div className="order-shipment">
      <h3 className="order-shipment__title">Datos del envío</h3>
      <dl className="order-shipment__facts">
        <div>
          <dt>Empresa de envío:</dt> <dd>{shipment.carrier}</dd>
        </div>
        {shipment.trackingNumber && (
          <div>
            <dt>Número de seguimiento:</dt> <dd className="order-shipment__number">{shipment.trackingNumber}</dd>
          </div>
        )}
        {shipment.agency && (
          <div>
            <dt>Agencia:</dt> <dd>{shipment.agency}</dd>
          </div>
        )}
      </dl>
      {href && (
        <>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("outline", "md", "order-shipment__link")}
            aria-describedby="order-shipment-new-tab"
          >
            Seguir el envío
            <SvgIcon size={18}>
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
            </SvgIcon>
          </a>
          <span id="order-shipment-new-tab" className="visually-hidden">
            Se abre en una pestaña nueva, en el sitio de {shipment.carrier}.
          </span>
        </>
      )}
    </div>
  );
}
