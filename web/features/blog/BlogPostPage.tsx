import { getRouteApi } from "@tanstack/react-router";
import type { BlogPost } from "../../../domain/api/blog.ts";
import { formatLongDate } from "../../../domain/dates.ts";
import { Breadcrumb } from "../../components/Breadcrumb.tsx";
import { LinkButton } from "../../components/Button.tsx";
import { Container } from "../../components/Container.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { BlogSidebar } from "./BlogSidebar.tsx";
import { PostVideo } from "./PostVideo.tsx";
import "./blog.css";

const route = getRouteApi("/blog/post/$id");

/** /blog/post/:id (SPEC section 2). The Worker has already written its title, description, OG and JSON-LD. */
export function BlogPostPage() {
  const { result, latest } = route.useLoaderData();
  usePageTitle(result.found ? result.post.mainTitle : "Publicación no encontrada");
  return (
    <Container className="blog-layout blog-layout--post">
      <div className="blog-main">
        {result.found ? (
          <PostArticle post={result.post} />
        ) : (
          <div className="blog-missing">
            <Breadcrumb
              items={[{ label: "Inicio", to: "/" }, { label: "Blog", to: "/blog" }, { label: "No encontrada" }]}
            />
            <h1>No encontramos la publicación.</h1>
            <p>Puede que el enlace sea antiguo o que la publicación ya no esté disponible.</p>
            <div className="blog-missing__actions">
              <LinkButton to="/blog">Ver el blog</LinkButton>
              <LinkButton to="/" variant="outline">
                Volver al inicio
              </LinkButton>
            </div>
          </div>
        )}
      </div>
      <BlogSidebar latest={latest} />
    </Container>
  );
}

/** Paragraphs of a section's text: blank lines separate them. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

function PostArticle({ post }: { post: BlogPost }) {
  return (
    <article className="blog-post">
      <Breadcrumb items={[{ label: "Inicio", to: "/" }, { label: "Blog", to: "/blog" }, { label: post.mainTitle }]} />
      <img
        className="blog-post__cover"
        src={post.cover.url}
        alt={post.cover.alt}
        width={1200}
        height={630}
        fetchPriority="high"
        decoding="async"
      />
      <p className="blog-meta blog-post__meta">
        <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
        {post.category && <span className="blog-meta__category">{post.category}</span>}
      </p>
      <h1 className="blog-post__title">{post.mainTitle}</h1>
      {post.images.length > 0 && (
        <ul className={`blog-post__images blog-post__images--${post.images.length}`}>
          {post.images.map((image) => (
            <li key={image.url}>
              <img src={image.url} alt={image.alt} width={1200} height={630} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      )}
      <div className="blog-post__body">
        {post.content.map((section, index) => (
          <section key={index} className="blog-post__section">
            <h2>{section.title}</h2>
            {paragraphs(section.text).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </section>
        ))}
      </div>
      {post.quote && (
        <blockquote className="blog-post__quote">
          <p>{post.quote}</p>
        </blockquote>
      )}
      {post.videoLink && <PostVideo link={post.videoLink} title={post.mainTitle} poster={post.cover.url} />}
    </article>
  );
}
