import { createFileRoute, Link } from "@tanstack/react-router";
import { DELIVERY_MIN_SUBTOTAL, FREE_DELIVERY_FROM, MONTEVIDEO_DELIVERY_FEE } from "../../domain/delivery.ts";
import { formatUYU } from "../../domain/money.ts";
import { TRANSFER_DISCOUNT_PERCENT } from "../../domain/pricing.ts";
import { Container } from "../components/Container.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { usePageTitle } from "../components/use-page-title.ts";
import { company } from "../lib/company.ts";

export const Route = createFileRoute("/information")({
  component: InformationPage,
});

const sections = [
  { id: "local", label: "Local y retiro" },
  { id: "envios", label: "Envíos" },
  { id: "plazos", label: "Plazos de entrega" },
  { id: "pagos", label: "Formas de pago" },
  { id: "precios", label: "Precios" },
  { id: "devoluciones", label: "Cambios, devoluciones y reembolsos" },
  { id: "aceites-esenciales", label: "Uso seguro de aceites esenciales" },
] as const;

function InformationPage() {
  usePageTitle("Información");
  const fee = formatUYU(MONTEVIDEO_DELIVERY_FEE);
  const minimum = formatUYU(DELIVERY_MIN_SUBTOTAL);
  const freeFrom = formatUYU(FREE_DELIVERY_FROM);
  return (
    <>
      <PageHeader
        title="Información"
        breadcrumb={[{ label: "Nosotros" }, { label: "Información" }]}
        lead="Retiro, envíos, plazos, formas de pago y nuestras políticas de compra."
      />
      <Container className="page-section">
        <div className="with-aside">
          <nav className="toc with-aside__aside" aria-labelledby="toc-title">
            <h2 id="toc-title">En esta página</h2>
            <ol>
              {sections.map((s) => (
                <li key={s.id}>
                  <Link to="/information" hash={s.id}>
                    {s.label}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>

          <div className="prose">
            <h2 id="local">Local y retiro</h2>
            <p>
              Puede retirar su compra sin costo en nuestro local de <strong>{company.address}</strong>, de lunes a
              viernes de 8:30 a 12:30 y de 13:00 a 17:30. Al finalizar la compra elija la opción «Retiro» y le
              avisaremos por correo electrónico cuando su pedido esté listo.
            </p>
            <p>
              Al retirar, indique el nombre de quien realizó la compra y el número de pedido. Si otra persona retira por
              usted, basta con que presente esos mismos datos.
            </p>

            <h2 id="envios">Envíos</h2>
            <h3>Montevideo</h3>
            <ul>
              <li>
                El delivery a domicilio cuesta <strong>{fee}</strong>.
              </li>
              <li>
                La compra mínima para envío a domicilio es de <strong>{minimum}</strong> en productos.
              </li>
              <li>
                El envío es <strong>gratuito en compras desde {freeFrom}</strong>.
              </li>
            </ul>
            <h3>Interior del país</h3>
            <p>
              Enviamos a todo el país por agencia de transporte. El costo del envío lo abona quien recibe el paquete,
              directamente a la agencia. La compra mínima de {minimum} también rige para estos envíos.
            </p>

            <h2 id="plazos">Plazos de entrega</h2>
            <p>
              Los plazos se cuentan en horas hábiles (de lunes a viernes, sin feriados) desde que se confirma el pedido:
            </p>
            <div className="table-wrap">
              <table className="table">
                <caption className="visually-hidden">Plazos de entrega según la modalidad</caption>
                <thead>
                  <tr>
                    <th scope="col">Modalidad</th>
                    <th scope="col">Costo</th>
                    <th scope="col">Plazo</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">Retiro en el local</th>
                    <td>Sin costo</td>
                    <td>24 horas hábiles (48 horas hábiles si el pedido se realiza después de las 15:00)</td>
                  </tr>
                  <tr>
                    <th scope="row">Delivery en Montevideo</th>
                    <td>
                      {fee}; gratis desde {freeFrom}
                    </td>
                    <td>48 horas hábiles</td>
                  </tr>
                  <tr>
                    <th scope="row">Interior (por agencia)</th>
                    <td>A cargo de quien recibe</td>
                    <td>72 horas hábiles</td>
                  </tr>
                </tbody>
              </table>
            </div>
            <p>
              Durante los cierres por vacaciones los plazos pueden extenderse; en ese caso lo avisaremos en el sitio.
            </p>

            <h2 id="pagos">Formas de pago</h2>
            <ul>
              <li>
                <strong>Mercado Pago</strong>: pague con tarjetas de débito y crédito o en redes de cobranza, a través
                de la plataforma segura de Mercado Pago.
              </li>
              <li>
                <strong>Transferencia bancaria</strong> a nuestras cuentas en BROU o Itaú, con un{" "}
                <strong>{TRANSFER_DISCOUNT_PERCENT}% de descuento</strong> sobre el importe de los productos (el costo
                del envío no tiene descuento). Al finalizar la compra verá los datos de las cuentas y podrá adjuntar el
                comprobante de la transferencia.
              </li>
              <li>
                <strong>Factura con RUT</strong>: si necesita factura a nombre de su empresa, indique el número de RUT
                al completar sus datos.
              </li>
            </ul>

            <h2 id="precios">Precios</h2>
            <p>
              Todos los precios están expresados en pesos uruguayos e incluyen impuestos. Pueden modificarse sin previo
              aviso; se aplica el precio vigente en el momento de confirmar el pedido.
            </p>

            <h2 id="devoluciones">Cambios, devoluciones y reembolsos</h2>
            <p>
              Por tratarse de materias primas fraccionadas, <strong>no realizamos cambios ni devoluciones</strong>. Le
              recomendamos revisar con atención su pedido antes de confirmarlo y consultarnos cualquier duda.
            </p>
            <p>
              Si por un error de stock de nuestra parte no podemos entregarle un producto que usted pagó, le
              reintegramos el importe total correspondiente. Para ello, comuníquelo dentro de los 90 días siguientes a
              la compra a <a href={`mailto:${company.email}`}>{company.email}</a> o al {company.phone}.
            </p>

            <h2 id="aceites-esenciales">Uso seguro de aceites esenciales</h2>
            <div className="callout">
              <p>
                <strong>Los aceites esenciales son sustancias muy concentradas.</strong> Antes de utilizarlos, tenga en
                cuenta estas recomendaciones:
              </p>
              <ul>
                <li>Consulte a su médico antes de usarlos, en especial si tiene alguna afección o toma medicación.</li>
                <li>
                  Haga una prueba de sensibilidad: aplique una pequeña cantidad, diluida en un aceite vegetal, en la
                  cara interna del antebrazo y espere 24 horas. Si aparece enrojecimiento, picazón o ardor, no lo
                  utilice.
                </li>
                <li>Evite su uso durante el embarazo.</li>
                <li>
                  Evite el contacto con los ojos y los oídos. Si entra en contacto con los ojos, enjuague con abundante
                  agua y consulte a un médico.
                </li>
                <li>
                  Evite la exposición al sol después de aplicarlos sobre la piel: algunos aceites, como los cítricos,
                  pueden causar manchas o irritación.
                </li>
                <li>No los aplique puros sobre la piel: dilúyalos siempre en un aceite vegetal o una base adecuada.</li>
                <li>
                  No ingiera los productos indicados como no aptos para consumo y manténgalos fuera del alcance de los
                  niños.
                </li>
              </ul>
            </div>

            <p>
              ¿Tiene otra consulta? Escríbanos desde la página de <Link to="/contact">Contacto</Link> y le responderemos
              a la brevedad.
            </p>
          </div>
        </div>
      </Container>
    </>
  );
}
