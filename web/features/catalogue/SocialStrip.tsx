import { getRouteApi } from "@tanstack/react-router";
import { Suspense, use, useId } from "react";
import type { FeedList } from "../../../domain/api/content.ts";
import { FeedLink } from "../../components/FeedLink.tsx";
import type { Loaded } from "../../lib/get-json.ts";
import { useSocialProfile } from "../../lib/settings/use-social-profile.ts";
import "./social-strip.css";

const route = getRouteApi("/shop/product/$slug");

const SHOWN = 6;

/**
 * The product page's social-media strip (SPEC section 2): six pictures of the shop's Instagram, each a link to
 * its post. The route's loader reads /api/feed alongside the product without waiting for it; the row's space is
 * kept from the start (square placeholders) so nothing moves when the pictures arrive. With no pictures (none
 * kept, or the read failed) it shows the profile link alone.
 */
export function SocialStrip() {
  const social = useSocialProfile();
  const titleId = useId();
  const { feed } = route.useLoaderData();

  return (
    <section className="social-strip" aria-labelledby={titleId}>
      <div className="social-strip__head">
        <h2 id={titleId} className="social-strip__title">
          Síganos en Instagram
        </h2>
        <a className="social-strip__profile" href={social.url} target="_blank" rel="noopener noreferrer">
          {social.handle}
          <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      </div>
      <Suspense
        fallback={
          <ul className="social-strip__list" aria-hidden="true">
            {Array.from({ length: SHOWN }, (_, i) => (
              <li key={i} className="social-strip__placeholder" />
            ))}
          </ul>
        }
      >
        <Pictures feed={feed} />
      </Suspense>
    </section>
  );
}

function Pictures({ feed }: { feed: Promise<Loaded<FeedList>> }) {
  const items = use(feed).data?.items.slice(0, SHOWN) ?? [];
  if (items.length === 0) return null;
  return (
    <ul className="social-strip__list">
      {items.map((item, index) => (
        <li key={item.id}>
          <FeedLink item={item} index={index} className="social-strip__link" size={300} />
        </li>
      ))}
    </ul>
  );
}
