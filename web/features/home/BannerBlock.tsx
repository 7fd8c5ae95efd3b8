import { useRouter } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { cardImageUrl } from "../../../domain/image-urls.ts";
import type { Banner } from "../../../domain/schemas/banner.ts";
import { ArrowRightIcon } from "../../components/Icon.tsx";

/** The banner the admin keeps (/admin/banners) as the home's promotional block: comment, title, subtitle, image, link. */
export function BannerBlock({
  banner,
}: {
  banner: Pick<Banner, "title" | "subtitle" | "comment" | "image" | "imageAlt" | "link">;
}) {
  const router = useRouter();
  const internal = banner.link?.startsWith("/") ?? false;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A page of the shop opens inside the SPA; a new tab or window is left to the browser.
    if (!internal || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(banner.link!);
  };
  const card = banner.image ? cardImageUrl(banner.image) : null;
  return (
    <section className="home-section container" aria-labelledby="home-banner">
      <div className={banner.image ? "promo promo--banner" : "promo promo--banner promo--plain"}>
        {banner.image && (
          <img
            className="promo__img"
            src={banner.image}
            srcSet={card && card !== banner.image ? `${card} 480w, ${banner.image} 1600w` : undefined}
            sizes="(min-width: 1200px) 1200px, 100vw"
            alt={banner.imageAlt}
            width={1600}
            height={800}
            loading="lazy"
            decoding="async"
          />
        )}
        <div className="promo__copy">
          {banner.comment && <p className="promo__eyebrow">{banner.comment}</p>}
          <h2 id="home-banner" className="promo__title">
            {banner.title}
          </h2>
          {banner.subtitle && <p className="promo__text">{banner.subtitle}</p>}
          {banner.link && (
            <a
              className="btn btn--accent btn--lg"
              href={banner.link}
              onClick={follow}
              {...(internal ? {} : { target: "_blank", rel: "noopener noreferrer" })}
            >
              Ver más
              <span className="visually-hidden">
                {" "}
                sobre {banner.title}
                {internal ? "" : " (se abre en una pestaña nueva)"}
              </span>
              <ArrowRightIcon size={20} />
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
