import type { BlogImage, BlogSection } from "../schemas/blog-post.ts";

// The blog's answers (GET /api/blog, /api/blog/:id, /api/blog/latest; /api/admin/blogs), as worker/db/blog.ts and
// worker/db/content.ts read them and the SPA shows them.

/** A post in a list: the cover, title, category, date and the start of the first section. */
export interface BlogPostCard {
  id: number;
  mainTitle: string;
  category: string;
  cover: BlogImage;
  excerpt: string;
  createdAt: string;
  published: boolean;
}

/** A whole post. */
export interface BlogPost extends BlogPostCard {
  images: BlogImage[];
  content: BlogSection[];
  quote: string | null;
  videoLink: string | null;
  updatedAt: string;
}

/** GET /api/blog?page=N: one page of published posts, newest first. */
export interface BlogPage {
  items: BlogPostCard[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** GET /api/blog/latest?limit=N: the newest published posts (the home and the blog's sidebar). */
export interface LatestPost {
  id: number;
  mainTitle: string;
  category: string;
  coverImageUrl: string;
  excerpt: string;
  createdAt: string;
}

/** GET /api/blog/:id, GET /api/admin/blogs/:id */
export interface BlogPostAnswer {
  post: BlogPost;
}
