import { Link } from "@tanstack/react-router";
import { useId } from "react";
import type { LatestPost } from "../../../domain/api/blog.ts";
import { formatLongDate } from "../../../domain/dates.ts";
import { cardImageUrl } from "../../../domain/image-urls.ts";
import { InstagramIcon } from "../../components/Icon.tsx";
import { NewsletterForm } from "../../components/NewsletterForm.tsx";
import { useSocialProfile } from "../../lib/settings/use-social-profile.ts";

/** The blog's sidebar (SPEC section 2): social links, the five latest posts, the newsletter form. */
export function BlogSidebar({ latest }: { latest: LatestPost[] }) {
  const social = useSocialProfile();
  const socialId = useId();
  const latestId = useId();
  return (
    <aside className="blog-sidebar" aria-label="Más del blog">
      <section className="blog-widget" aria-labelledby={socialId}>
        <h2 className="blog-widget__title" id={socialId}>
          Síganos
        </h2>
        <a
          className="blog-social"
          href={social.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Instagram ${social.handle} (se abre en una pestaña nueva)`}
        >
          <InstagramIcon size={22} />
          <span>Instagram {social.handle}</span>
        </a>
      </section>
      <section className="blog-widget" aria-labelledby={latestId}>
        <h2 className="blog-widget__title" id={latestId}>
          Últimas publicaciones
        </h2>
        {latest.length === 0 ? (
          <p className="blog-widget__empty">No hay blogposts.</p>
        ) : (
          <ul className="blog-latest">
            {latest.map((post) => (
              <li key={post.id} className="blog-latest__item">
                <img
                  className="blog-latest__img"
                  src={cardImageUrl(post.coverImageUrl)}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
                <div>
                  <Link className="blog-latest__link" to="/blog/post/$id" params={{ id: String(post.id) }}>
                    {post.mainTitle}
                  </Link>
                  <time className="blog-latest__date" dateTime={post.createdAt}>
                    {formatLongDate(post.createdAt)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="blog-widget">
        <NewsletterForm source="blog" tone="light" title="Newsletter" />
      </div>
    </aside>
  );
}
