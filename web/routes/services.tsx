import { createFileRoute, Link } from "@tanstack/react-router";
import { DELIVERY_MIN_SUBTOTAL, FREE_DELIVERY_FROM, MONTEVIDEO_DELIVERY_FEE } from "../../domain/delivery.ts";
import { formatUYU } from "../../domain/money.ts";
import { LinkButton } from "../components/Button.tsx";
import { Container } from "../components/Container.tsx";
import type { IconComponent } from "../components/Icon.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { FlaskIcon, LeafIcon, ScaleIcon, TruckIcon } from "../components/page-icons.tsx";
import { usePageTitle } from "../components/use-page-title.ts";

export const Route = createFileRoute("/services")({
  component: ServicesPage,
});

const services: { icon: IconComponent; title: string; text: string }[] = [
  {
    icon: FlaskIcon,
    title: "Abastecimiento a la industria",
    text: "Provisión regular de materias primas para las industrias cosmética, farmacéutica, veterinaria y alimenticia.",
  },
  {
    icon: ScaleIcon,
    title: "Fraccionado a medida",
    text: "Envases de 30, 100, 500 y 1000 cc, ml o grs, para comprar exactamente lo que necesita.",
  },
  {
    icon: LeafIcon,
    title: "Asesoramiento",
    text: "Lo orientamos en la elección de cada insumo según el producto que quiere elaborar.",
  },
  {
    icon: TruckIcon,
    title: "Retiro y envíos",
    text: "Retiro en nuestro local, delivery en Montevideo y envíos al interior por agencia.",
  },
];

function ServicesPage() {
  usePageTitle("Servicios");
  return (
    <>
      <PageHeader
        title="Servicios"
        breadcrumb={[{ label: "Nosotros" }, { label: "Servicios" }]}
        lead="Materias primas, fraccionado y asesoramiento para empresas, emprendedores y particulares."
      />
      <Container className="page-section">
        <ul className="card-grid service-cards">
          {services.map((service) => (
            <li key={service.title} className="card">
              <span className="service-cards__icon">
                <service.icon size={28} />
              </span>
              <h2 className="service-cards__title">{service.title}</h2>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>

        <div className="prose">
          <h2>Abastecimiento a la industria</h2>
          <p>
            Desde 1995 proveemos a empresas de las industrias cosmética, farmacéutica, veterinaria y alimenticia.
            Ofrecemos aceites esenciales y vegetales, fragancias, colorantes, sabores, vitaminas y otros insumos, con la
            continuidad y la calidad constante que una producción necesita.
          </p>
          <p>
            Si su empresa requiere volúmenes mayores, compras periódicas o productos que no figuran en la tienda,
            consúltenos: preparamos cotizaciones a medida y coordinamos la entrega según su planificación.
          </p>

          <h2>Fraccionado a su medida</h2>
          <p>
            Fraccionamos nuestros productos en distintos tamaños para que compre solo lo que va a utilizar, sin
            desperdicios y con la mejor relación entre cantidad y precio:
          </p>
          <ul>
            <li>
              <strong>30 cc / ml / grs</strong>: ideal para probar un producto o para formulaciones pequeñas.
            </li>
            <li>
              <strong>100 cc / ml / grs</strong>: la medida preferida de quienes elaboran en casa.
            </li>
            <li>
              <strong>500 cc / ml / grs</strong>: para producciones medianas y uso frecuente.
            </li>
            <li>
              <strong>1000 cc / ml / grs</strong>: para talleres, laboratorios y la industria.
            </li>
          </ul>
          <p>
            La unidad depende de cada producto: los líquidos se venden por centímetros cúbicos o mililitros y los
            sólidos y polvos, por gramos.
          </p>

          <h2>Asesoramiento</h2>
          <p>
            Nuestro equipo lo ayuda a elegir la materia prima adecuada para cada formulación, le indica las precauciones
            de uso y le recomienda cómo conservar los productos. Puede consultarnos en el local, por teléfono o por
            correo electrónico.
          </p>
          <p>
            Nuestro asesoramiento es orientativo y no sustituye la consulta con un profesional de la salud ni el
            cumplimiento de las normas que rigen la elaboración y venta de cada tipo de producto.
          </p>

          <h2>Para quienes elaboran en casa</h2>
          <p>
            Cada vez más personas elaboran sus propios jabones, cremas, velas, sales de baño y aromas. Para ellas
            ofrecemos tamaños pequeños, una amplia variedad de aceites esenciales y fragancias, y toda la orientación
            que necesiten para dar sus primeros pasos con seguridad.
          </p>

          <h2>Retiro y envíos</h2>
          <p>
            Puede retirar su pedido sin costo en nuestro local de Montevideo o recibirlo en su domicilio. El delivery en
            Montevideo cuesta {formatUYU(MONTEVIDEO_DELIVERY_FEE)}, requiere una compra mínima de{" "}
            {formatUYU(DELIVERY_MIN_SUBTOTAL)} y es gratuito en compras desde {formatUYU(FREE_DELIVERY_FROM)}. Al
            interior del país enviamos por agencia de transporte, con el costo del envío a cargo de quien lo recibe.
          </p>
          <p>
            Encontrará los plazos de entrega y el resto de las condiciones en la página de{" "}
            <Link to="/information">Información</Link>.
          </p>
        </div>

        <div className="page-actions">
          <LinkButton to="/shop">Ver productos</LinkButton>
          <LinkButton to="/contact" variant="outline">
            Solicitar asesoramiento
          </LinkButton>
        </div>
      </Container>
    </>
  );
}
