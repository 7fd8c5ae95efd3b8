import { formatUYU } from "../../../domain/money.ts";
import { ruleTokenValues, type ShopRules } from "../../../domain/shop-rules.ts";
import { useShopContact } from "../../lib/company.ts";

const businessDays = (n: number) => (n === 1 ? "1 día hábil" : `${n} días hábiles`);

/** The notes box about lead times and delivery rules (the shop's rules of the moment), and the delivery-zones map. */
export function DeliveryNotes({ rules }: { rules: ShopRules }) {
  const say = ruleTokenValues(rules);
  const { address } = useShopContact();
  return (
    <section className="checkout-notes" aria-labelledby="checkout-notes-title">
      <div className="checkout-notes__text">
        <h2 id="checkout-notes-title" className="checkout-section-title">
          Plazos y condiciones
        </h2>
        <ul>
          <li>
            <strong>Retiro en el local</strong> ({address}): a partir de {say.plazo_retiro}, o{" "}
            {businessDays(rules.leadTimes.pickup + 1)} si el pedido se hace después de las {say.hora_corte}.
          </li>
          <li>
            <strong>Envío a domicilio en Montevideo</strong>: a partir de {say.plazo_montevideo}. Cuesta{" "}
            {say.envio_montevideo} y es <strong>gratis desde {say.envio_gratis_desde}</strong>.
          </li>
          <li>
            <strong>Envío al interior</strong>: a partir de {say.plazo_interior}, por agencia; el envío lo paga quien lo
            recibe.
          </li>
          <li>
            Compra mínima para envío a domicilio: <strong>{formatUYU(rules.deliveryMinimum)}</strong>.
          </li>
          {rules.transferDiscountPercent > 0 && (
            <li>
              Pagando por <strong>transferencia bancaria</strong> tiene un {say.descuento_transferencia} de descuento en
              los productos.
            </li>
          )}
        </ul>
        <p className="checkout-notes__hours">Horario: {rules.storeHours}.</p>
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
