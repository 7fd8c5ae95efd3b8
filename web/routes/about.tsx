import { createFileRoute } from "@tanstack/react-router";
import { LinkButton } from "../components/Button.tsx";
import { Container } from "../components/Container.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { usePageTitle } from "../components/use-page-title.ts";

export const Route = createFileRoute("/about")({
  component: AboutPage,
});

const industries = [
  {
    title: "Cosmética",
    text: "Aceites vegetales y esenciales, fragancias, colorantes, activos y vitaminas para cremas, lociones, jabones y productos de cuidado personal.",
  },
  {
    title: "Farmacéutica",
    text: "Materias primas para laboratorios y farmacias magistrales, con la constancia de calidad que exige cada formulación.",
  },
  {
    title: "Veterinaria",
    text: "Insumos para la elaboración de productos de higiene y cuidado animal, en las cantidades que su producción necesita.",
  },
  {
    title: "Alimentos",
    text: "Sabores, colorantes y aditivos para la industria alimenticia, panaderías, heladerías y elaboradores artesanales.",
  },
];

function AboutPage() {
  usePageTitle("Nuestra empresa");
  return (
    <>
      <PageHeader
        title="Nuestra empresa"
        breadcrumb={[{ label: "Nosotros" }, { label: "Empresa" }]}
        lead="Más de 25 años abasteciendo con materias primas y aceites esenciales a la industria y a quienes elaboran sus propios productos."
      />
      <Container className="page-section">
        <div className="prose">
          <h2>Nuestra historia</h2>
          <p>
            Química Oriental nació en Montevideo en 1995 con un objetivo claro: acercar materias primas de calidad a los
            laboratorios, fabricantes y comercios uruguayos, con un trato directo y cercano. Lo que comenzó como un
            pequeño emprendimiento familiar en Av. General Flores se convirtió, con el correr de los años, en un
            proveedor de referencia para el sector.
          </p>
          <p>
            A lo largo de más de 25 años ampliamos nuestra línea de productos —aceites esenciales, fragancias,
            colorantes, sabores, vitaminas y otros insumos—, incorporamos el fraccionado en distintos tamaños y sumamos
            la venta en línea, sin perder lo que nos distingue desde el primer día: la atención personalizada y el
            compromiso con cada cliente.
          </p>
        </div>

        <ul className="stat-list" aria-label="Química Oriental en cifras">
          <li>
            <strong>1995</strong> Año de fundación
          </li>
          <li>
            <strong>+25</strong> años de experiencia
          </li>
          <li>
            <strong>5</strong> países abastecidos
          </li>
          <li>
            <strong>4</strong> industrias atendidas
          </li>
        </ul>

        <div className="prose">
          <h2>A quiénes abastecemos</h2>
          <p>
            Trabajamos con empresas de las industrias cosmética, farmacéutica, veterinaria y alimenticia, y también con
            emprendedores, artesanos y particulares que elaboran en casa sus propios jabones, cosméticos naturales,
            velas y aromas. A todos les ofrecemos la misma calidad, ya sea que compren por litro o por unos pocos
            mililitros.
          </p>
        </div>
        <div className="card-grid">
          {industries.map((industry) => (
            <section key={industry.title} className="card" aria-labelledby={`industria-${industry.title}`}>
              <h3 id={`industria-${industry.title}`}>{industry.title}</h3>
              <p>{industry.text}</p>
            </section>
          ))}
        </div>

        <div className="prose">
          <h2>Presencia regional</h2>
          <p>
            Desde Montevideo abastecemos a clientes de todo el Uruguay y, además, proveemos a empresas de Argentina,
            Paraguay, Ecuador y Colombia. Esta experiencia regional nos permite mantener un surtido amplio y condiciones
            de abastecimiento estables durante todo el año.
          </p>

          <h2>Compromiso con la calidad</h2>
          <p>
            Seleccionamos cuidadosamente a nuestros proveedores y controlamos cada partida al recibirla. Conservamos los
            productos en condiciones adecuadas de temperatura, luz y humedad, y los fraccionamos en envases limpios y
            correctamente rotulados, para que lleguen a sus manos tal como los recibimos.
          </p>
          <p>
            Ante cualquier duda sobre un producto —su origen, su uso o su conservación— nuestro equipo le brinda la
            información técnica disponible y lo orienta para que elija con confianza.
          </p>

          <h2>Nuestro equipo</h2>
          <p>
            Somos un equipo reducido que combina conocimientos en química y una larga experiencia en el comercio de
            materias primas. Nos gusta conocer a nuestros clientes, entender qué están elaborando y ayudarlos a
            encontrar el insumo adecuado. Lo invitamos a visitarnos en nuestro local o a escribirnos: será un gusto
            atenderlo.
          </p>
        </div>

        <div className="page-actions">
          <LinkButton to="/shop">Ver productos</LinkButton>
          <LinkButton to="/contact" variant="outline">
            Contáctenos
          </LinkButton>
        </div>
      </Container>
    </>
  );
}
