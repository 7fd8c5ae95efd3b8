import { Link } from "@tanstack/react-router";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { ArrowRightIcon } from "../../components/Icon.tsx";
import { useKeenSlider } from "../../lib/use-keen-slider.ts";
import { usePrefersReducedMotion } from "../../lib/use-reduced-motion.ts";

interface Slide {
  image: string;
  alt: string;
  eyebrow: string;
  title: string;
  lead: string;
  cta: ReactNode;
}

const SLIDES: Slide[] = [
  {
    image: "/images/home/hero-1.webp",
    alt: "Frascos ámbar de aceites esenciales con lavanda y limón",
    eyebrow: "Montevideo · Desde 1995",
    title: "Materias primas y aceites esenciales de confianza",
    lead: "Más de 25 años abasteciendo a la industria cosmética, farmacéutica, veterinaria y alimenticia, y a quienes elaboran sus propios productos.",
    cta: (
      <Link to="/shop" className="btn btn--primary btn--lg">
        Ver productos
        <ArrowRightIcon size={20} />
      </Link>
    ),
  },
  {
    image: "/images/home/hero-2.webp",
    alt: "Jabones artesanales, glicerina y eucalipto sobre mármol",
    eyebrow: "Jabonería y cosmética",
    title: "Todo para elaborar sus jabones y cremas",
    lead: "Bases de glicerina, emulsionantes, aceites vegetales, colorantes y vitaminas, fraccionados en envases de 30 a 1000.",
    cta: (
      <Link to="/shop" search={{ category: "otros" }} className="btn btn--primary btn--lg">
        Explorar insumos
        <ArrowRightIcon size={20} />
      </Link>
    ),
  },
  {
    image: "/images/home/hero-3.webp",
    alt: "Frascos de perfume y velas con rosas",
    eyebrow: "Fragancias y esencias",
    title: "Aromas que dan identidad a sus productos",
    lead: "Fragancias y esencias para velas, difusores, jabones y cosmética, con asesoramiento de nuestro equipo.",
    cta: (
      <Link to="/shop" search={{ category: "fragancias" }} className="btn btn--primary btn--lg">
        Descubrir fragancias
        <ArrowRightIcon size={20} />
      </Link>
    ),
  },
];

const INTERVAL = 6000;
const SPEED = 1500;
/**
 * keen-slider is fetched this long after the page has loaded (it is not needed before the first change), which
 * keeps it out of the first-load JavaScript; the first change then comes INTERVAL after the page load.
 */
const LOAD_DELAY = 3500;

/**
 * The home slider: three slides that cross-fade (keen-slider has no fade: every slide is stacked and its
 * opacity follows its share of the track, the detailsChanged pattern of the keen-slider docs), autoplay
 * with a 1500 ms transition, paused on hover or focus and with a pause button; no autoplay when the user
 * prefers reduced motion. The first slide is plain HTML, so it shows (and its picture loads first)
 * before keen-slider has even been downloaded.
 */
export function HeroSlider() {
  const slideRefs = useRef<(HTMLDivElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reduced = usePrefersReducedMotion();
  const activeRef = useRef(0);
  activeRef.current = active;
  const firstTurn = useRef(true);

  const [trackRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      slides: SLIDES.length,
      loop: true,
      defaultAnimation: { duration: reduced ? 1 : SPEED },
      detailsChanged(s) {
        s.track.details.slides.forEach((slide, index) => {
          const el = slideRefs.current[index];
          if (el) el.style.opacity = String(slide.portion);
        });
      },
      slideChanged(s) {
        setActive(s.track.details.rel);
      },
      created(s) {
        // A dot may have been used before keen-slider arrived.
        if (activeRef.current !== 0) s.moveToIdx(activeRef.current, true, { duration: 0 });
      },
    },
    [],
    { load: "later", delay: LOAD_DELAY },
  );

  // Autoplay, restarted after every change; stopped while hovered, focused or paused.
  // `active` is a dependency on purpose: it restarts the timer after each slide change.
  useEffect(() => {
    if (!slider || paused || hovered || reduced) return;
    const wait = firstTurn.current ? Math.max(1000, INTERVAL - LOAD_DELAY) : INTERVAL;
    const timer = window.setTimeout(() => {
      firstTurn.current = false;
      slider.next();
    }, wait);
    return () => window.clearTimeout(timer);
  }, [slider, active, paused, hovered, reduced]);

  const goTo = (index: number) => {
    if (slider) slider.moveToIdx(index);
    else setActive(index);
  };

  return (
    <section
      className="hero"
      aria-roledescription="carrusel"
      aria-label="Destacados"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <div ref={trackRef} className={slider ? "hero__track is-ready" : "hero__track"}>
        {SLIDES.map((slide, index) => {
          const Title = index === 0 ? "h1" : "h2";
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a labelled group.
            <div
              key={slide.image}
              ref={(el) => {
                slideRefs.current[index] = el;
              }}
              className="hero__slide"
              data-active={index === active}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} de ${SLIDES.length}`}
              inert={index !== active}
            >
              <img
                className="hero__img"
                src={slide.image}
                alt={slide.alt}
                width={1600}
                height={700}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "low"}
                decoding={index === 0 ? "sync" : "async"}
              />
              <div className="hero__scrim" />
              <div className="container hero__content">
                <div className="hero__copy">
                  <p className="hero__eyebrow">{slide.eyebrow}</p>
                  <Title className="hero__title">{slide.title}</Title>
                  <p className="hero__lead">{slide.lead}</p>
                  {slide.cta}
                </div>
              </div>
            </div>
          );
        })}
      </div>

      <div className="container hero__controls">
        <div className="hero__dots">
          {SLIDES.map((slide, index) => (
            <button
              key={slide.image}
              type="button"
              className="hero__dot"
              aria-label={`Ir a la diapositiva ${index + 1}: ${slide.title}`}
              aria-current={index === active ? "true" : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
        {!reduced && (
          <button
            type="button"
            className="hero__pause"
            aria-label={paused ? "Reanudar la presentación" : "Pausar la presentación"}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? (
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M7.5 5.5h3v13h-3zM13.5 5.5h3v13h-3z" fill="currentColor" />
              </svg>
            )}
          </button>
        )}
      </div>
    </section>
  );
}
