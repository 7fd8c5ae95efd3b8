import type { Context } from "hono";
import { productListQuery } from "../../domain/schemas/catalogue.ts";
import type { AppEnv } from "../env.ts";
import type { ProductPage } from "../services/catalogue-cache.ts";
import { loadCategories, loadFeatured, loadProductList } from "../services/catalogue-reads.ts";
import { escapeHtml as e, type FirstView } from "./first-view.ts";

/**
 * What each first-view page shows before JavaScript runs (worker/seo/first-view.ts): its heading and the content
 * above the fold, in the SPA components' markup and classes, and the API answers its route loader asks for first.
 */

const HERO_IMAGE = "/images/home/hero-1.webp";

const arrow =
  '<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M5 12h14M13 6l6 6-6 6"></path></svg>';

export async function homeView(c: Context<AppEnv>): Promise<FirstView> {
  // The featured products are below the fold but inlined too: the home asks for them at once (get-first-load.ts).
  const [all, featured] = await Promise.all([loadCategories(c), loadFeatured(c)]);
  const categories = all.filter((category) => !category.isAll);
  const cards = categories
    .map(
      (category) =>
        `<li><a class="category-card" href="/shop?category=${encodeURIComponent(category.slug)}">${
          category.image
            ? `<img class="category-card__img" src="${e(category.image)}" alt="" width="600" height="400" loading="lazy" decoding="async" />`
            : ""
        }<span class="category-card__title">${e(category.title)}</span></a></li>`,
    )
    .join("");
  const main = `<section class="hero" aria-label="Destacados"><div class="hero__track"><div class="hero__slide" data-active="true">
<img class="hero__img" src="${HERO_IMAGE}" alt="Frascos ámbar de aceites esenciales con lavanda y limón" width="1600" height="700" fetchpriority="high" />
<div class="hero__scrim"></div><div class="container hero__content"><div class="hero__copy"><p class="hero__eyebrow">Montevideo · Desde 1995</p>
<h1 class="hero__title">Materias primas y aceites esenciales de confianza</h1>
<p class="hero__lead">Más de 25 años abasteciendo a la industria cosmética, farmacéutica, veterinaria y alimenticia, y a quienes elaboran sus propios productos.</p>
<a class="btn btn--primary btn--lg" href="/shop">Ver productos${arrow}</a></div></div></div></div></section>
<section class="home-section container" aria-labelledby="home-categories"><div class="section-head"><div><p class="section-head__eyebrow">Nuestro catálogo</p><h2 id="home-categories" class="section-head__title">Compre por categoría</h2></div></div><ul class="category-grid">${cards}</ul></section>`;
  return { page: "home", main, data: { "/categories": { items: all }, "/featured": featured }, image: HERO_IMAGE };
}

/** The API path the shop's loader asks for (web/lib/get-json.ts queryString: known names, sorted). */
const LIST_PARAMS = ["category", "maxPrice", "minPrice", "page", "q", "size", "sort"];

export async function shopView(c: Context<AppEnv>): Promise<FirstView> {
  const url = new URL(c.req.url);
  const params = LIST_PARAMS.flatMap((name) => {
    const value = url.searchParams.get(name);
    return value ? [[name, value] as [string, string]] : [];
  });
  const main = `<div class="page-header"><div class="container"><nav class="breadcrumb" aria-label="Ruta de navegación"><ol><li><a href="/">Inicio</a></li><li><span aria-current="page">Productos</span></li></ol></nav><h1 class="page-header__title">Productos</h1></div></div>`;
  const data: Record<string, unknown> = { "/categories": { items: await loadCategories(c) } };
  const filter = productListQuery.safeParse(Object.fromEntries(params));
  if (filter.success) {
    const query = params.length ? `?${new URLSearchParams(params).toString()}` : "";
    data[`/products${query}`] = await loadProductList(c, filter.data);
  }
  return { page: "shop", main, data };
}

export function productView(slug: string, page: NonNullable<ProductPage>): FirstView {
  const { product } = page;
  const image = product.images[0] ?? product.thumbImages[0];
  const main = `<div class="product-crumbs"><div class="container"><nav class="breadcrumb" aria-label="Ruta de navegación"><ol><li><a href="/">Inicio</a></li><li><a href="/shop">Tienda</a></li><li><span aria-current="page">${e(product.name)}</span></li></ol></nav></div></div>
<div class="container product-page"><div class="product-main"><div class="product-main__media"><div class="gallery"><div class="gallery__main">${
    image
      ? `<img src="${e(image)}" alt="${e(product.name)}" width="800" height="800" fetchpriority="high" />`
      : '<div class="gallery__empty">Sin imagen</div>'
  }</div></div></div><div class="product-info"><h1 class="product-info__name">${e(product.name)}</h1></div></div></div>`;
  return { page: "product", main, data: { [`/products/${slug}`]: page }, image };
}
