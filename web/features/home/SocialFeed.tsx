import { Suspense, use, useSyncExternalStore } from "react";
import type { FeedItem } from "../../../domain/schemas/feed.ts";
import type { ShopSettings } from "../../../domain/schemas/settings.ts";
import { FeedLink } from "../../components/FeedLink.tsx";
import { ArrowRightIcon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import type { Loaded } from "../../lib/get-json.ts";
import { useAutoplay } from "../../lib/use-autoplay.ts";
import { useKeenSlider } from "../../lib/use-keen-slider.ts";
import { HomeError } from "./HomeSections.tsx";
import { SectionHead, spinnerSize } from "./SectionHead.tsx";
import { StripPauseButton } from "./StripPauseButton.tsx";

/** SPEC section 2: the phone's strip shows six pictures and moves every 3000 ms. */
export const FEED_STRIP_SIZE = 6;
export const FEED_STRIP_INTERVAL = 3000;

const PHONE = "(max-width: 599px)";
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
const useIsPhone = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );

/**
 * 'Síganos en Instagram' (SPEC section 2): the pictures the owner keeps in the back office, each a link to its post.
 * Seven in one row on wide screens and fourteen in two rows on tablets; on a phone a strip of six that moves one
 * picture every 3000 ms (a 14-picture grid would be seven screens of scrolling there).
 */
export function SocialFeed({
  links,
  feed,
}: {
  links: Pick<ShopSettings, "socialUrl" | "socialHandle">;
  feed: Promise<Loaded<FeedItem[]>>;
}) {
  return (
    <section className="home-section home-section--feed" aria-labelledby="home-feed">
      <div className="container">
        <SectionHead
          id="home-feed"
          eyebrow="Redes sociales"
          title="Síganos en Instagram"
          link={
            <a className="section-head__link" href={links.socialUrl} target="_blank" rel="noopener noreferrer">
              {links.socialHandle}
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              <ArrowRightIcon size={18} />
            </a>
          }
        />
      </div>
      <Suspense
        fallback={
          <div className="home-loading home-loading--feed">
            <Spinner size={spinnerSize} label="Cargando publicaciones de Instagram..." />
          </div>
        }
      >
        <FeedPictures feed={feed} />
      </Suspense>
    </section>
  );
}

function FeedPictures({ feed }: { feed: Promise<Loaded<FeedItem[]>> }) {
  const { data, error } = use(feed);
  const phone = useIsPhone();
  if (!data) {
    return (
      <div className="container">
        <HomeError message={error} />
      </div>
    );
  }
  if (phone) return <FeedStrip items={data.slice(0, FEED_STRIP_SIZE)} />;
  return (
    <ul className="feed-grid">
      {data.slice(0, 14).map((item, index) => (
        <li key={item.id}>
          <HomeFeedLink item={item} index={index} />
        </li>
      ))}
    </ul>
  );
}

function FeedStrip({ items }: { items: FeedItem[] }) {
  const [ref, slider] = useKeenSlider<HTMLUListElement>({
    loop: true,
    // The items get keen-slider's slide class only once it runs, so they are named here.
    selector: ":scope > li",
    slides: { perView: 2, spacing: 4 },
    defaultAnimation: { duration: 800 },
  });
  const { paused, togglePaused, reduced, hoverProps } = useAutoplay(slider, FEED_STRIP_INTERVAL);
  return (
    <div className="feed-strip" {...hoverProps}>
      <ul ref={ref} className={slider ? "feed-strip__list keen-slider is-ready" : "feed-strip__list"}>
        {items.map((item, index) => (
          <li key={item.id} className={slider ? "keen-slider__slide" : undefined}>
            <HomeFeedLink item={item} index={index} />
          </li>
        ))}
      </ul>
      {!reduced && items.length > 2 && (
        <StripPauseButton paused={paused} onToggle={togglePaused} what="publicaciones" />
      )}
    </div>
  );
}

/** A picture of the grid or the strip: both share its look. */
function HomeFeedLink({ item, index }: { item: FeedItem; index: number }) {
  return <FeedLink item={item} index={index} className="feed-grid__link" imageClassName="feed-grid__img" size={600} />;
}
