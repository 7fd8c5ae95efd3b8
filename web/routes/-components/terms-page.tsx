import { Link } from "@tanstack/react-router";
import { DELIVERY_MIN_SUBTOTAL, FREE_DELIVERY_FROM, MONTEVIDEO_DELIVERY_FEE } from "../../../domain/delivery.ts";
import { formatUYU } from "../../../domain/money.ts";
import { TRANSFER_DISCOUNT_PERCENT } from "../../../domain/pricing.ts";
import { Container } from "../../components/Container.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { company } from "../../lib/company.ts";

/** Terms and conditions, shown at /terms-and-conditions and /other/terms-and-conditions. */
export function TermsPage() {
  usePageTitle("Términos y condiciones");
  return (
    <>
      <PageHeader
        title="Términos y condiciones"
        breadcrumb={[{ label: "Nosotros" }, { label: "Términos y condiciones" }]}
        lead="Condiciones que rigen el uso de este sitio y las compras en nuestra tienda en línea."
      />
      <Container className="page-section">
        <div className="prose">
          <h2>1. Alcance</h2>
          <p>
            Estos términos y condiciones regulan el uso del sitio web y de la tienda en línea de {company.name}, con
            domicilio en {company.address}, Uruguay. Al navegar por el sitio o realizar un pedido, usted declara haber
            leído y aceptado estas condiciones.
          </p>
          <p>
            Podemos actualizar estos términos en cualquier momento. Cada compra se rige por la versión publicada en el
            sitio en la fecha en que se realiza el pedido.
          </p>

          <h2>2. Productos, precios y disponibilidad</h2>
          <p>
            Las imágenes de los productos son ilustrativas; el envase puede variar según el tamaño elegido. Cada
            producto indica su unidad de venta (cc, ml o grs) y los tamaños disponibles.
          </p>
          <p>
            Los precios están expresados en pesos uruguayos, incluyen impuestos y pueden modificarse sin previo aviso.
            Se aplica el precio vigente en el momento de confirmar el pedido. Todas las ofertas están sujetas a la
            disponibilidad de stock.
          </p>

          <h2>3. Pedidos y confirmación</h2>
          <p>
            Para comprar no es necesario registrarse: alcanza con completar sus datos de contacto y, si corresponde, la
            dirección de entrega. Usted es responsable de que los datos ingresados sean correctos y completos.
          </p>
          <p>
            Al finalizar la compra recibirá un número de pedido. El pedido queda confirmado cuando se acredita el pago
            —o, en el caso de la transferencia bancaria, cuando verificamos el depósito— y se lo comunicamos por correo
            electrónico. Podemos cancelar un pedido cuyo pago no se acredite o que contenga un error evidente de precio;
            en ese caso le reintegraremos cualquier importe abonado.
          </p>

          <h2>4. Formas de pago</h2>
          <ul>
            <li>Mercado Pago, con tarjetas de débito y crédito o redes de cobranza.</li>
            <li>
              Transferencia bancaria a nuestras cuentas en BROU o Itaú, con un {TRANSFER_DISCOUNT_PERCENT}% de descuento
              sobre el importe de los productos (no aplica al costo del envío).
            </li>
            <li>Factura con RUT, indicando el número de RUT al realizar el pedido.</li>
          </ul>
          <p>
            Los pagos con tarjeta se procesan en la plataforma de Mercado Pago; {company.name} no recibe ni almacena los
            datos de su tarjeta.
          </p>

          <h2>5. Entrega y retiro</h2>
          <p>
            Puede retirar su pedido sin costo en nuestro local, de lunes a viernes de 8:30 a 12:30 y de 13:00 a 17:30, a
            partir de las 24 horas hábiles de confirmado (48 horas hábiles si el pedido se realiza después de las
            15:00).
          </p>
          <p>
            El delivery en Montevideo cuesta {formatUYU(MONTEVIDEO_DELIVERY_FEE)}, requiere una compra mínima de{" "}
            {formatUYU(DELIVERY_MIN_SUBTOTAL)} y es gratuito en compras desde {formatUYU(FREE_DELIVERY_FROM)}; se
            entrega dentro de las 48 horas hábiles. Los envíos al interior se realizan por agencia de transporte, con el
            costo a cargo del destinatario, dentro de las 72 horas hábiles. Los plazos son estimados y pueden extenderse
            por causas ajenas a nosotros o durante los cierres por vacaciones.
          </p>

          <h2>6. Cambios, devoluciones y reembolsos</h2>
          <p>
            Por tratarse de materias primas fraccionadas, no aceptamos cambios ni devoluciones. Si por un error de stock
            de nuestra parte no podemos entregar un producto abonado, le reintegramos el importe total correspondiente,
            siempre que nos lo comunique dentro de los 90 días siguientes a la compra.
          </p>
          <p>
            Lo anterior no limita los derechos que la normativa de defensa del consumidor (Ley N.º 17.250) reconoce a
            los consumidores.
          </p>

          <h2>7. Uso de los productos</h2>
          <p>
            Nuestros productos son materias primas y deben utilizarse con responsabilidad, siguiendo las indicaciones de
            cada uno. En el caso de los aceites esenciales, consulte a su médico antes de usarlos, realice una prueba de
            sensibilidad en la piel y evite su uso durante el embarazo, el contacto con ojos y oídos y la exposición al
            sol después de aplicarlos. Más detalles en la página de{" "}
            <Link to="/information" hash="aceites-esenciales">
              Información
            </Link>
            .
          </p>

          <h2>8. Datos personales</h2>
          <p>
            Los datos que usted nos proporciona se tratan conforme a la Ley N.º 18.331 de Protección de Datos Personales
            y Acción de Habeas Data y su reglamentación. Los utilizamos únicamente para procesar y entregar sus pedidos,
            emitir la facturación, responder sus consultas y, si usted lo solicita, enviarle nuestro boletín de
            novedades. No vendemos ni cedemos sus datos a terceros, salvo a los proveedores estrictamente necesarios
            para cumplir con su pedido (plataforma de pago y transporte).
          </p>
          <p>
            Usted puede ejercer en cualquier momento sus derechos de acceso, rectificación, actualización, inclusión y
            supresión escribiendo a <a href={`mailto:${company.email}`}>{company.email}</a>. También puede darse de baja
            del boletín cuando lo desee. El órgano de control en la materia es la Unidad Reguladora y de Control de
            Datos Personales (URCDP).
          </p>

          <h2>9. Propiedad intelectual</h2>
          <p>
            Los textos, imágenes, logotipos y demás contenidos de este sitio pertenecen a {company.name} o se utilizan
            con autorización, y no pueden reproducirse sin consentimiento previo y por escrito.
          </p>

          <h2>10. Ley aplicable</h2>
          <p>
            Estos términos se rigen por las leyes de la República Oriental del Uruguay. Cualquier controversia será
            sometida a los tribunales competentes de la ciudad de Montevideo.
          </p>

          <h2>11. Contacto</h2>
          <p>Para cualquier consulta sobre estos términos o sobre su pedido, puede comunicarse con nosotros:</p>
          <ul>
            <li>Dirección: {company.address}</li>
            <li>
              Teléfono: <a href={company.phoneHref}>{company.phone}</a>
            </li>
            <li>
              Correo electrónico: <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>Horario: {company.hours}</li>
          </ul>
          <p>
            También puede escribirnos desde la página de <Link to="/contact">Contacto</Link>.
          </p>
        </div>
      </Container>
    </>
  );
}
