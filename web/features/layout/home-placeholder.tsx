import { Link } from "@tanstack/react-router";
import { LinkButton } from "../../components/Button.tsx";
import { Container } from "../../components/Container.tsx";
import {
  ArrowRightIcon,
  FlaskIcon,
  type IconComponent,
  LeafIcon,
  ScaleIcon,
  TruckIcon,
} from "../../components/Icon.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { shopCategories } from "./nav-items.ts";
import "./home-placeholder.css";

const highlights: { icon: IconComponent; title: string; text: string }[] = [
  {
    icon: FlaskIcon,
    title: "Calidad para la industria",
    text: "Materias primas para las industrias cosmética, farmacéutica, veterinaria y alimenticia, con asesoramiento técnico.",
  },
  {
    icon: ScaleIcon,
    title: "Fraccionado a su medida",
    text: "Aceites esenciales, fragancias, colorantes y sabores en envases de 30, 100, 500 y 1000 cc, ml o grs.",
  },
  {
    icon: TruckIcon,
    title: "Retiro o envío",
    text: "Retire en nuestro local o reciba su pedido en Montevideo. Al interior enviamos por agencia.",
  },
];

/** The home page until the catalogue home replaces it (used by "/" and "/home"). */
export function HomePlaceholder() {
  usePageTitle();
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <Container className="home-hero__inner">
          <p className="home-hero__eyebrow">Montevideo · Desde 1995</p>
          <h1 id="home-title" className="home-hero__title">
            Materias primas y aceites esenciales de confianza
          </h1>
          <p className="home-hero__lead">
            Más de 25 años abasteciendo a la industria y a quienes elaboran sus propios cosméticos, jabones y aromas.
            Calidad constante, fraccionado a medida y atención personalizada.
          </p>
          <div className="home-hero__actions">
            <LinkButton to="/shop" variant="accent" size="lg">
              Ver productos
              <ArrowRightIcon size={20} />
            </LinkButton>
            <LinkButton to="/about" variant="outline" size="lg" className="home-hero__secondary">
              Conozca la empresa
            </LinkButton>
          </div>
        </Container>
      </section>

      <Container as="section" className="home-intro" aria-labelledby="home-intro-title">
        <h2 id="home-intro-title" className="visually-hidden">
          Por qué elegirnos
        </h2>
        <ul className="home-highlights">
          {highlights.map((h) => (
            <li key={h.title} className="home-highlight">
              <span className="home-highlight__icon">
                <h.icon size={28} />
              </span>
              <h3>{h.title}</h3>
              <p>{h.text}</p>
            </li>
          ))}
        </ul>

        <div className="home-categories">
          <h2>Nuestras categorías</h2>
          <ul className="home-categories__list">
            {shopCategories.map((c) => (
              <li key={c.slug}>
                <Link to="/shop" search={{ category: c.slug }} className="home-categories__link">
                  <LeafIcon size={20} />
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </>
  );
}
