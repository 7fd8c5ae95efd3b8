import { useAutoplay } from "../../lib/use-autoplay.ts";
import { useKeenSlider } from "../../lib/use-keen-slider.ts";
import { DISTRIBUTORS } from "./distributors.ts";
import { StripPauseButton } from "./StripPauseButton.tsx";

/** SPEC section 2: the strip moves every 3000 ms. */
export const DISTRIBUTORS_INTERVAL = 3000;

/**
 * The distributors' logos: a strip that moves one logo every 3000 ms (2, 3 or 6 in view by width), paused while
 * hovered or focused and with a pause button (WCAG 2.2.2); it stays still for visitors who prefer reduced motion.
 * Until keen-slider arrives (its own lazy chunk) the logos are a plain grid.
 */
export function DistributorsStrip() {
  const [ref, slider] = useKeenSlider<HTMLUListElement>({
    loop: true,
    // The items get keen-slider's slide class only once it runs, so they are named here.
    selector: ":scope > li",
    slides: { perView: 2, spacing: 12 },
    breakpoints: {
      "(min-width: 600px)": { slides: { perView: 3, spacing: 12 } },
      "(min-width: 1000px)": { slides: { perView: 6, spacing: 12 } },
    },
    defaultAnimation: { duration: 800 },
  });

  const { paused, togglePaused, reduced, hoverProps } = useAutoplay(slider, DISTRIBUTORS_INTERVAL);

  return (
    <section className="home-section container" aria-labelledby="home-distributors" {...hoverProps}>
      <h2 id="home-distributors" className="distributors__title">
        Distribuidores y clientes que confían en nosotros
      </h2>
      <ul ref={ref} className={slider ? "distributors keen-slider is-ready" : "distributors"}>
        {DISTRIBUTORS.map((d) => (
          <li key={d.name} className={slider ? "keen-slider__slide" : undefined}>
            <img
              className="distributors__logo"
              src={d.logo}
              alt={d.name}
              width={360}
              height={160}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
      {!reduced && <StripPauseButton paused={paused} onToggle={togglePaused} what="logos" />}
    </section>
  );
}
