import { Link } from "@tanstack/react-router";
import type { BlogPostCard } from "../../../domain/api/blog.ts";
import { formatLongDate } from "../../../domain/dates.ts";
import { cardImageUrl } from "../../../domain/image-urls.ts";

interface PostCardProps {
  post: BlogPostCard;
  /** The first post of page 1: wide, with the full-size cover and a longer excerpt. */
  featured?: boolean;
}

/** A post in the blog list: cover, category and date, title (the whole card is the link), excerpt. */
export function PostCard({ post, featured = false }: PostCardProps) {
  const excerpt = post.excerpt.length >= 220 ? `${post.excerpt.replace(/\s+\S*$/, "")}…` : post.excerpt;
  return (
    <article className={`blog-card${featured ? " blog-card--featured" : ""}`}>
      <img
        className="blog-card__img"
        src={featured ? post.cover.url : cardImageUrl(post.cover.url)}
        alt=""
        width={1200}
        height={630}
        loading={featured ? "eager" : "lazy"}
        fetchPriority={featured ? "high" : undefined}
        decoding="async"
      />
      <div className="blog-card__body">
        <p className="blog-meta">
          {post.category && <span className="blog-meta__category">{post.category}</span>}
          <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
        </p>
        {featured ? (
          <h2 className="blog-card__title blog-card__title--featured">
            <Link to="/blog/post/$id" params={{ id: String(post.id) }}>
              {post.mainTitle}
            </Link>
          </h2>
        ) : (
          <h2 className="blog-card__title">
            <Link to="/blog/post/$id" params={{ id: String(post.id) }}>
              {post.mainTitle}
            </Link>
          </h2>
        )}
        {excerpt && <p className="blog-card__excerpt">{excerpt}</p>}
        <span className="blog-card__more" aria-hidden="true">
          Leer más
        </span>
      </div>
    </article>
  );
}
