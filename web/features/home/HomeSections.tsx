import { Link } from "@tanstack/react-router";
import { cardImageUrl } from "../../../domain/image-urls.ts";
import { DEFAULT_SHOP_SETTINGS } from "../../../domain/shop-info.ts";
import { ArrowRightIcon } from "../../components/Icon.tsx";
import { InlineError } from "../../components/InlineError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { type Remote, useRemote } from "../../lib/use-remote.ts";
import { ProductCard } from "../catalogue/ProductCard.tsx";
import { useShopSettings } from "../settings/use-shop-settings.ts";
import { BannerBlock } from "./BannerBlock.tsx";
import { DistributorsStrip } from "./DistributorsStrip.tsx";
import { getSiteNotices } from "./get-first-load.ts";
import { type FeaturedAnswer, getFeatured, getLatestPosts } from "./get-home-content.ts";
import { SectionHead, spinnerSize } from "./SectionHead.tsx";
import { SocialFeed } from "./SocialFeed.tsx";

// The home sections below the fold, in their own chunk: it loads when the visitor scrolls towards them,
// so the first load stays small (see HomePage.tsx).

const dateFormat = new Intl.DateTimeFormat("es-UY", { day: "numeric", month: "short", year: "numeric" });

export default function HomeSections() {
  const featured = useRemote("featured", getFeatured);
  // Already read by HomePage for the closure notice: the browser's HTTP cache answers this one.
  const notices = useRemote("site-notices", getSiteNotices);
  const links = useShopSettings().settings ?? DEFAULT_SHOP_SETTINGS;
  const banner = notices.data?.banner;
  return (
    <>
      <FeaturedProducts products={featured} />
      {banner && <BannerBlock banner={banner} />}
      {(featured.data?.discounted ?? 0) > 0 && <PromoBlock discounted={featured.data!.discounted} />}
      <LatestPosts />
      <VideoBlock videoUrl={links.videoUrl} />
      <DistributorsStrip />
      <SocialFeed links={links} />
    </>
  );
}

/** 'Productos destacados': only what can be bought (in stock, published), discounted ones first (GET /api/featured). */
function FeaturedProducts({ products }: { products: Remote<FeaturedAnswer> }) {
  const items = products.data?.items;
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
        {products.status === "error" ? (
          <InlineError message={products.error} onRetry={products.retry} />
        ) : !items ? (
          <div className="home-loading home-loading--products">
            <Spinner size={spinnerSize} label="Cargando productos..." />
          </div>
        ) : items.length === 0 ? (
          <p className="home-empty">No hay productos.</p>
        ) : (
          <ul className="product-grid home-products">
            {items.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
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

function LatestPosts() {
  const posts = useRemote("latest-posts", (signal) => getLatestPosts(3, signal));
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
      {posts.status === "error" ? (
        <InlineError message={posts.error} onRetry={posts.retry} />
      ) : !posts.data ? (
        <div className="home-loading home-loading--posts">
          <Spinner size={spinnerSize} label="Cargando publicaciones..." />
        </div>
      ) : posts.data.length === 0 ? (
        <p className="home-empty">No hay blogposts.</p>
      ) : (
        <ul className="post-grid">
          {posts.data.map((post) => (
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
                  <time dateTime={post.createdAt}>{dateFormat.format(new Date(post.createdAt))}</time>
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
      )}
    </section>
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
