import { getRouteApi } from "@tanstack/react-router";
import { Container } from "../../components/Container.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { BlogPaginator } from "./BlogPaginator.tsx";
import { BlogSidebar } from "./BlogSidebar.tsx";
import { PostCard } from "./PostCard.tsx";
import "./blog.css";

const route = getRouteApi("/blog/");

/** /blog (SPEC section 2): page 1 opens with the newest post large, the rest in two columns; 7 a page. */
export function BlogListPage() {
  const { list, latest } = route.useLoaderData();
  usePageTitle(list.page > 1 ? `Blog, página ${list.page}` : "Blog");
  const [first, ...rest] = list.items;
  const featured = list.page === 1 ? first : undefined;
  const others = featured ? rest : list.items;
  return (
    <>
      <PageHeader title="Blog" breadcrumb={[{ label: "Blog" }]} />
      <Container className="blog-layout">
        <div className="blog-main">
          {list.items.length === 0 ? (
            <p className="blog-empty">No hay blogposts.</p>
          ) : (
            <>
              {featured && <PostCard post={featured} featured />}
              {others.length > 0 && (
                <ul className="blog-grid">
                  {others.map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          <BlogPaginator page={list.page} totalPages={list.totalPages} />
        </div>
        <BlogSidebar latest={latest} />
      </Container>
    </>
  );
}
