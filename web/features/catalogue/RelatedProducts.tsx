import type { KeenSliderPlugin } from "keen-slider";
import { useId, useRef, useState } from "react";
import type { ProductCard as Product } from "../../../domain/api/catalogue.ts";
import { ProductCard } from "../../components/product/ProductCard.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/shop-icons.tsx";
import { useKeenSlider } from "../../lib/use-keen-slider.ts";
import { useNearScreen } from "../../lib/use-near-screen.ts";
import { useCardPrices } from "../../lib/wholesale/use-card-prices.ts";
import "keen-slider/keen-slider.min.css";

/** Slides out of view are inert, so Tab never lands on a card that cannot be seen. */
const inertHidden: KeenSliderPlugin = (slider) => {
  const apply = () => {
    slider.track.details.slides.forEach((slide, index) => {
      const el = slider.slides[index];
      if (el) el.inert = slide.portion < 0.5;
    });
  };
  slider.on("created", apply);
  slider.on("animationEnded", apply);
  slider.on("updated", apply);
  slider.on("dragEnded", apply);
};

/**
 * 'Productos relacionados': a slider of cards, 4 across on wide screens, 2 on phones, with arrow buttons. Below the
 * fold, so its cards and keen-slider are drawn only when it comes near the screen; its space is kept until then.
 */
export function RelatedProducts({ products }: { products: readonly Product[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, "400px 0px");
  if (products.length === 0) return null;
  if (!near) return <div ref={ref} className="related related--pending" />;
  return <RelatedSlider products={products} />;
}

function RelatedSlider({ products }: { products: readonly Product[] }) {
  const id = useId();
  const buyerPrices = useCardPrices(products);
  const [edges, setEdges] = useState({ start: true, end: products.length <= 2 });
  const [ref, slider] = useKeenSlider<HTMLDivElement>(
    {
      slides: { perView: 2, spacing: 16 },
      breakpoints: {
        "(min-width: 700px)": { slides: { perView: 3, spacing: 20 } },
        "(min-width: 1024px)": { slides: { perView: 4, spacing: 24 } },
      },
      detailsChanged(s) {
        const { rel, maxIdx } = s.track.details;
        setEdges((prev) =>
          prev.start === rel <= 0 && prev.end === rel >= maxIdx ? prev : { start: rel <= 0, end: rel >= maxIdx },
        );
      },
    },
    [inertHidden],
  );

  return (
    <section className="related" aria-labelledby={`${id}-title`}>
      <div className="related__head">
        <h2 id={`${id}-title`}>Productos relacionados</h2>
        <div className="related__arrows">
          <button
            type="button"
            className="slider-arrow"
            aria-label="Productos anteriores"
            disabled={!slider || edges.start}
            onClick={() => slider?.prev()}
          >
            <ChevronLeftIcon size={22} />
          </button>
          <button
            type="button"
            className="slider-arrow"
            aria-label="Productos siguientes"
            disabled={!slider || edges.end}
            onClick={() => slider?.next()}
          >
            <ChevronRightIcon size={22} />
          </button>
        </div>
      </div>
      <div ref={ref} className={slider ? "keen-slider related__track is-ready" : "keen-slider related__track"}>
        {products.map((product) => (
          <div key={product.id} className="keen-slider__slide related__slide">
            <ProductCard product={product} buyerPrices={buyerPrices} />
          </div>
        ))}
      </div>
    </section>
  );
}
