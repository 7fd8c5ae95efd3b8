import { useEffect, useId, useRef, useState } from "react";
import type { FeedItem } from "../../../domain/schemas/feed.ts";
import { getJSON } from "../../lib/get-json.ts";
import { useNearScreen } from "../../lib/use-near-screen.ts";
import { FeedLink } from "../feed/FeedLink.tsx";
import "./social-strip.css";
import { useSocialProfile } from "../settings/use-social-profile.ts";

const SHOWN = 6;

/**
 * The product page's social-media strip (SPEC section 2): six pictures of the shop's Instagram, each a link to
 * its post. Below the fold, so /api/feed is read only when the strip comes near the screen; the row's space is
 * kept from the start (square placeholders) so nothing moves when the pictures arrive. With no pictures (none
 * kept, or the read failed) it shows the profile link alone.
 */
export function SocialStrip() {
  const social = useSocialProfile();
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const near = useNearScreen(ref, "400px 0px");
  const [items, setItems] = useState<FeedItem[] | null>(null);

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    getJSON<{ items: FeedItem[] }>("/feed", controller.signal).then(
      ({ items }) => setItems(items.slice(0, SHOWN)),
      () => {
        if (!controller.signal.aborted) setItems([]);
      },
    );
    return () => controller.abort();
  }, [near]);

  return (
    <section ref={ref} className="social-strip" aria-labelledby={titleId}>
      <div className="social-strip__head">
        <h2 id={titleId} className="social-strip__title">
          Síganos en Instagram
        </h2>
        <a className="social-strip__profile" href={social.url} target="_blank" rel="noopener noreferrer">
          {social.handle}
          <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      </div>
      {items === null ? (
        <ul className="social-strip__list" aria-hidden="true">
          {Array.from({ length: SHOWN }, (_, i) => (
            <li key={i} className="social-strip__placeholder" />
          ))}
        </ul>
      ) : items.length > 0 ? (
        <ul className="social-strip__list">
          {items.map((item, index) => (
            <li key={item.id}>
              <FeedLink item={item} index={index} className="social-strip__link" size={300} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
