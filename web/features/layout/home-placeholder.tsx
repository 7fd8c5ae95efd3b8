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
          <div className="home-hero__copy">
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
          </div>
          <HeroArt />
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

/** Decorative hero illustration: an amber dropper bottle with leaves and drops. */
function HeroArt() {
  return (
    <svg className="home-hero__art" viewBox="0 0 320 320" aria-hidden="true" focusable="false">
      <circle cx="160" cy="160" r="150" fill="#fff" opacity="0.06" />
      <circle cx="160" cy="160" r="112" fill="#fff" opacity="0.06" />
      <path d="M70 230c-8-52 22-96 78-110-4 56-34 98-78 110Z" fill="#7fb39b" />
      <path d="M70 230c20-34 42-62 76-104" stroke="#2f5d50" strokeWidth="3" fill="none" />
      <path d="M250 236c10-44-12-84-58-100 0 48 22 86 58 100Z" fill="#a9cdb9" />
      <path d="M250 236c-14-30-32-56-56-96" stroke="#2f5d50" strokeWidth="3" fill="none" />
      <rect x="146" y="58" width="28" height="40" rx="8" fill="#1f2a27" />
      <rect x="140" y="92" width="40" height="22" rx="4" fill="#3a4a45" />
      <path
        d="M128 124c0-7 6-12 13-12h38c7 0 13 5 13 12v120c0 11-9 20-20 20h-24c-11 0-20-9-20-20V124Z"
        fill="#c98a1b"
      />
      <path
        d="M128 124c0-7 6-12 13-12h38c7 0 13 5 13 12v120c0 11-9 20-20 20h-24c-11 0-20-9-20-20V124Z"
        fill="url(#glass)"
      />
      <rect x="138" y="160" width="44" height="56" rx="6" fill="#faf7f0" />
      <path d="M160 172c-7 10-12 17-12 23a12 12 0 0 0 24 0c0-6-5-13-12-23Z" fill="#2f5d50" />
      <path d="M236 84c-6 9-10 15-10 20a10 10 0 0 0 20 0c0-5-4-11-10-20Z" fill="#f0b54a" />
      <path d="M262 124c-4 6-7 10-7 13a7 7 0 0 0 14 0c0-3-3-7-7-13Z" fill="#f0b54a" opacity="0.8" />
      <path d="M84 96c-4 6-7 10-7 13a7 7 0 0 0 14 0c0-3-3-7-7-13Z" fill="#f0b54a" opacity="0.7" />
      <defs>
        <linearGradient id="glass" x1="0" x2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.25" />
          <stop offset="0.35" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.18" />
        </linearGradient>
      </defs>
    </svg>
  );
}
