import { Link, useRouter } from "@tanstack/react-router";
import { Suspense, use } from "react";
import type { LatestPost } from "../../../domain/api/blog.ts";
import type { FeaturedProducts as Featured } from "../../../domain/api/catalogue.ts";
import type { SiteNotices } from "../../../domain/api/content.ts";
import { formatLongDate } from "../../../domain/dates.ts";
import { cardImageUrl } from "../../../domain/image-urls.ts";
import { DEFAULT_SHOP_LINKS } from "../../../domain/shop-info.ts";
import { ArrowRightIcon } from "../../components/Icon.tsx";
import { InlineError } from "../../components/InlineError.tsx";
import { ProductCard } from "../../components/product/ProductCard.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import type { Loaded } from "../../lib/get-json.ts";
import { useShopSettings } from "../../lib/settings/use-shop-settings.ts";
import { useCardPrices } from "../../lib/wholesale/use-card-prices.ts";
import { BannerBlock } from "./BannerBlock.tsx";
import { DistributorsStrip } from "./DistributorsStrip.tsx";
import { useHomeData } from "./HomePage.tsx";
import { SectionHead, spinnerSize } from "./SectionHead.tsx";
import { SocialFeed } from "./SocialFeed.tsx";

// The home sections below the fold, in their own chunk: it loads when the visitor scrolls towards them,
// so the first load stays small (see HomePage.tsx). Their data comes from the home route's loader, which starts
// every read as the page opens (get-first-load.ts): each section waits for its own answer, with its own spinner.

export default function HomeSections() {
  const home = useHomeData();
  const links = useShopSettings().settings ?? DEFAULT_SHOP_LINKS;
  if (!home) return null;
  return (
    <>
      <FeaturedProducts featured={home.featured} />
      <Suspense fallback={null}>
        <Banner notices={home.notices} />
        <Promo featured={home.featured} />
      </Suspense>
      <LatestPosts posts={home.posts} />
      <VideoBlock videoUrl={links.videoUrl} />
      <DistributorsStrip />
      <SocialFeed links={links} feed={home.feed} />
    </>
  );
}

/** A failed read of the home's data: its message, and 'Reintentar' reads the page's data again. */
export function HomeError({ message }: { message: string }) {
  const router = useRouter();
  return <InlineError message={message} onRetry={() => void router.invalidate()} />;
}

function Banner({ notices }: { notices: Promise<Loaded<SiteNotices>> }) {
  const banner = use(notices).data?.banner;
  return banner ? <BannerBlock banner={banner} /> : null;
}

function Promo({ featured }: { featured: Promise<Loaded<Featured>> }) {
  const discounted = use(featured).data?.discounted ?? 0;
  return discounted > 0 ? <PromoBlock discounted={discounted} /> : null;
}

/**
 * 'Productos destacados' (GET /api/featured): the owner's picks in the owner's order (back office 'Destacados'), else
 * the automatic choice, discounted ones first; only what can be bought (in stock, published) either way.
 */
function FeaturedProducts({ featured }: { featured: Promise<Loaded<Featured>> }) {
  return (
    <section className="home-section home-section--tinted" aria-labelledby="home-products">
      <div className="container">
        <SectionHead
          id="home-products"
          eyebrow="Selección de la casa"
          title="Productos destacados"
          link={
            <Link to="/shop" className="section-head__link">
              Ver todo el catálogo
              <ArrowRightIcon size={18} />
            </Link>
          }
        />
        <Suspense
          fallback={
            <div className="home-loading home-loading--products">
              <Spinner size={spinnerSize} label="Cargando productos..." />
            </div>
          }
        >
          <FeaturedList featured={featured} />
        </Suspense>
      </div>
    </section>
  );
}

function FeaturedList({ featured }: { featured: Promise<Loaded<Featured>> }) {
  const { data, error } = use(featured);
  if (!data) return <HomeError message={error} />;
  if (data.items.length === 0) return <p className="home-empty">No hay productos.</p>;
  return <FeaturedGrid products={data.items} />;
}

function FeaturedGrid({ products }: { products: Featured["items"] }) {
  const buyerPrices = useCardPrices(products);
  return (
    <ul className="product-grid home-products">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} buyerPrices={buyerPrices} />
        </li>
      ))}
    </ul>
  );
}

/** The discount promo: says how many products are discounted, never 'all' (issue 14). */
function PromoBlock({ discounted }: { discounted: number }) {
  return (
    <section className="home-section container" aria-labelledby="home-promo">
      <div className="promo">
        <img
          className="promo__img"
          src="/images/home/promo-descuento.webp"
          alt=""
          width={1200}
          height={600}
          loading="lazy"
          decoding="async"
        />
        <div className="promo__copy">
          <p className="promo__eyebrow">Lanzamiento de la tienda online</p>
          <h2 id="home-promo" className="promo__title">
            Descuentos en productos seleccionados
          </h2>
          <p className="promo__text">
            Celebramos la nueva tienda web con precios especiales en{" "}
            {discounted === 1 ? "un producto" : `${discounted} productos`} del catálogo. Compre en línea y retire en
            nuestro local o reciba su pedido en Montevideo.
          </p>
          <Link to="/shop" className="btn btn--accent btn--lg">
            Aprovechar descuentos
            <ArrowRightIcon size={20} />
          </Link>
        </div>
      </div>
    </section>
  );
}

function LatestPosts({ posts }: { posts: Promise<Loaded<LatestPost[]>> }) {
  return (
    <section className="home-section container" aria-labelledby="home-blog">
      <SectionHead
        id="home-blog"
        eyebrow="Blog"
        title="Últimas publicaciones"
        link={
          <Link to="/blog" className="section-head__link">
            Ver el blog
            <ArrowRightIcon size={18} />
          </Link>
        }
      />
      <Suspense
        fallback={
          <div className="home-loading home-loading--posts">
            <Spinner size={spinnerSize} label="Cargando publicaciones..." />
          </div>
        }
      >
        <PostList posts={posts} />
      </Suspense>
    </section>
  );
}

function PostList({ posts }: { posts: Promise<Loaded<LatestPost[]>> }) {
  const { data, error } = use(posts);
  if (!data) return <HomeError message={error} />;
  if (data.length === 0) return <p className="home-empty">No hay blogposts.</p>;
  return (
    <ul className="post-grid">
      {data.map((post) => (
        <li key={post.id} className="post-card">
          <img
            className="post-card__img"
            src={cardImageUrl(post.coverImageUrl)}
            alt=""
            width={1200}
            height={630}
            loading="lazy"
            decoding="async"
          />
          <div className="post-card__body">
            <p className="post-card__meta">
              <span className="post-card__category">{post.category}</span>
              <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
            </p>
            <h3 className="post-card__title">
              <Link to="/blog/post/$id" params={{ id: String(post.id) }}>
                {post.mainTitle}
              </Link>
            </h3>
            {post.excerpt && <p className="post-card__excerpt">{post.excerpt}…</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

function VideoBlock({ videoUrl }: { videoUrl: string }) {
  return (
    <section className="home-section home-section--dark" aria-labelledby="home-video">
      <div className="container video-block">
        <div className="video-block__copy">
          <p className="section-head__eyebrow">Nuestra empresa</p>
          <h2 id="home-video">Más de 25 años junto a la industria</h2>
          <p>
            Desde 1995 importamos, fraccionamos y distribuimos materias primas para cosmética, farmacia, veterinaria y
            alimentos. Abastecemos a Uruguay, Argentina, Paraguay, Ecuador y Colombia.
          </p>
          <Link to="/about" className="video-block__link">
            Conozca la empresa
            <ArrowRightIcon size={18} />
          </Link>
        </div>
        <a className="video-block__poster" href={videoUrl} target="_blank" rel="noopener noreferrer">
          <img
            className="video-block__img"
            src="/images/misc/company-video-poster.webp"
            alt=""
            width={1280}
            height={720}
            loading="lazy"
            decoding="async"
          />
          <span className="video-block__play" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          </span>
          <span className="video-block__label">
            Ver el video de la empresa en YouTube
            <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </span>
        </a>
      </div>
    </section>
  );
}
