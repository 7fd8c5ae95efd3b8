import type { BlogPostCard as Card } from "../../../../domain/api/blog.ts";
import { formatLongDate } from "../../../../domain/dates.ts";
import { cardImageUrl } from "../../../../domain/images.ts";

interface BlogPostCardProps {
  post: Card;
  onEdit: () => void;
  onDelete: () => void;
}

/** A post in the back office: cover, title, creation date, draft or published, and its actions. */
export function BlogPostCard({ post, onEdit, onDelete }: BlogPostCardProps) {
  const { mainTitle } = post;
  return (
    <li className="admin-post" data-testid="blog-card">
      <img
        className="admin-post__image"
        src={cardImageUrl(post.cover.url)}
        alt=""
        width={480}
        height={252}
        loading="lazy"
      />
      <div className="admin-post__body">
        <h2 className="admin-post__title">{mainTitle}</h2>
        <p className="admin-post__meta">
          Creado el <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
          {post.published ? (
            <span className="admin-chip">Publicado</span>
          ) : (
            <span className="admin-chip admin-chip--warning">Borrador</span>
          )}
        </p>
        <div className="admin-post__actions">
          {post.published && (
            <a className="btn btn--outline" href={`/blog/post/${post.id}`} target="_blank" rel="noopener">
              Ver<span className="visually-hidden"> {mainTitle} en el blog (se abre en una pestaña nueva)</span>
            </a>
          )}
          <button type="button" className="btn btn--outline" onClick={onEdit}>
            Editar<span className="visually-hidden"> {mainTitle}</span>
          </button>
          <button type="button" className="btn btn--outline" onClick={onDelete}>
            Eliminar<span className="visually-hidden"> {mainTitle}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
