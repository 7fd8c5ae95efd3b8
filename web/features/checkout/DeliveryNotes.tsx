import { DELIVERY_MIN_SUBTOTAL, FREE_DELIVERY_FROM, MONTEVIDEO_DELIVERY_FEE } from "../../../domain/delivery.ts";
import { formatUYU } from "../../../domain/money.ts";
import { TRANSFER_DISCOUNT_PERCENT } from "../../../domain/pricing.ts";
import { SHOP_CONTACT } from "../../../domain/shop-info.ts";

/** The notes box about lead times and delivery rules, and the delivery-zones map. */
export function DeliveryNotes() {
  return (
    <section className="checkout-notes" aria-labelledby="checkout-notes-title">
      <div className="checkout-notes__text">
        <h2 id="checkout-notes-title" className="checkout-section-title">
          Plazos y condiciones
        </h2>
        <ul>
          <li>
            <strong>Retiro en el local</strong> ({SHOP_CONTACT.address}): a partir de las 24 horas hábiles, o 48 horas
            hábiles si el pedido se hace después de las 15:00.
          </li>
          <li>
            <strong>Envío a domicilio en Montevideo</strong>: a partir de las 48 horas hábiles. Cuesta{" "}
            {formatUYU(MONTEVIDEO_DELIVERY_FEE)} y es <strong>gratis desde {formatUYU(FREE_DELIVERY_FROM)}</strong>.
          </li>
          <li>
            <strong>Envío al interior</strong>: a partir de las 72 horas hábiles, por agencia; el envío lo paga quien lo
            recibe.
          </li>
          <li>
            Compra mínima para envío a domicilio: <strong>{formatUYU(DELIVERY_MIN_SUBTOTAL)}</strong>.
          </li>
          <li>
            Pagando por <strong>transferencia bancaria</strong> tiene un {TRANSFER_DISCOUNT_PERCENT}% de descuento en
            los productos.
          </li>
        </ul>
        <p className="checkout-notes__hours">Horario: {SHOP_CONTACT.hours}.</p>
      </div>
      <figure className="checkout-notes__map">
        <img
          src="/images/misc/delivery-zones-montevideo.webp"
          alt="Mapa de Montevideo con la zona de reparto a domicilio, que va de Ciudad Vieja y el Centro hasta Pocitos, Malvín y Carrasco, y la ubicación de nuestro local para retiro. Fuera de la zona, el envío es por agencia."
          width={1000}
          height={700}
          loading="lazy"
          decoding="async"
        />
        <figcaption>Zona de reparto en Montevideo</figcaption>
      </figure>
    </section>
  );
}
