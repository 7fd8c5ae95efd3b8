import { Link } from "@tanstack/react-router";
import { ArrowRightIcon } from "../../components/Icon.tsx";
import { InlineError } from "../../components/InlineError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useRemote } from "../../lib/use-remote.ts";
import { getProducts } from "../catalogue/get-products.ts";
import { ProductCard } from "../catalogue/ProductCard.tsx";
import { company } from "../layout/company.ts";
import { getFeed, getLatestPosts } from "./get-home-content.ts";
import { SectionHead, spinnerSize } from "./SectionHead.tsx";

// The home sections below the fold, in their own chunk: it loads when the visitor scrolls towards them,
// so the first load stays small (see HomePage.tsx).

const COMPANY_VIDEO = "https://www.youtube.com/watch?v=Qm7pXh2LrVk";

const DISTRIBUTORS = [
  { name: "Droguería Sur", logo: "/images/brands/drogueria-sur.svg" },
  { name: "Cosmética Litoral", logo: "/images/brands/cosmetica-litoral.svg" },
  { name: "Laboratorio Prado", logo: "/images/brands/laboratorio-prado.svg" },
  { name: "Jabonería del Cerro", logo: "/images/brands/jaboneria-del-cerro.svg" },
  { name: "Alimentos La Rambla", logo: "/images/brands/alimentos-la-rambla.svg" },
  { name: "Veterinaria Campo Verde", logo: "/images/brands/veterinaria-campo-verde.svg" },
];

const dateFormat = new Intl.DateTimeFormat("es-UY", { day: "numeric", month: "short", year: "numeric" });

export default function HomeSections() {
  return (
    <>
      <FeaturedProducts />
      <PromoBlock />
      <LatestPosts />
      <VideoBlock />
      <Distributors />
      <SocialFeed />
    </>
  );
}

function FeaturedProducts() {
  const products = useRemote("featured", (signal) => getProducts({ sort: "price-desc" }, signal));
  const items = products.data?.items.slice(0, 8);
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

function PromoBlock() {
  return (
    <section className="home-section container" aria-labelledby="home-promo">
      <div className="promo">
        <img
          className="promo__img"
          src="/images/home/promo-descuento.svg"
          alt=""
          width={1200}
          height={600}
          loading="lazy"
          decoding="async"
        />
        <div className="promo__copy">
          <p className="promo__eyebrow">Lanzamiento de la tienda online</p>
          <h2 id="home-promo" className="promo__title">
            Descuentos en todos nuestros productos
          </h2>
          <p className="promo__text">
            Celebramos la nueva tienda web con precios especiales en todo el catálogo. Compre en línea y retire en
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
                src={post.coverImageUrl}
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

function VideoBlock() {
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
        <a className="video-block__poster" href={COMPANY_VIDEO} target="_blank" rel="noopener noreferrer">
          <img
            className="video-block__img"
            src="/images/misc/company-video-poster.svg"
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

function Distributors() {
  return (
    <section className="home-section container" aria-labelledby="home-distributors">
      <h2 id="home-distributors" className="distributors__title">
        Distribuidores y clientes que confían en nosotros
      </h2>
      <ul className="distributors">
        {DISTRIBUTORS.map((d) => (
          <li key={d.name}>
            <img
              className="distributors__logo"
              src={d.logo}
              alt={d.name}
              width={360}
              height={160}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SocialFeed() {
  const feed = useRemote("feed", (signal) => getFeed(signal));
  return (
    <section className="home-section home-section--feed" aria-labelledby="home-feed">
      <div className="container">
        <SectionHead
          id="home-feed"
          eyebrow="Redes sociales"
          title="Síganos en Instagram"
          link={
            <a className="section-head__link" href={company.instagram} target="_blank" rel="noopener noreferrer">
              {company.instagramHandle}
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              <ArrowRightIcon size={18} />
            </a>
          }
        />
      </div>
      {feed.status === "error" ? (
        <div className="container">
          <InlineError message={feed.error} onRetry={feed.retry} />
        </div>
      ) : !feed.data ? (
        <div className="home-loading home-loading--feed">
          <Spinner size={spinnerSize} label="Cargando publicaciones de Instagram..." />
        </div>
      ) : (
        <ul className="feed-grid">
          {feed.data.slice(0, 14).map((item, index) => (
            <li key={item.id}>
              <a href={item.link} target="_blank" rel="noopener noreferrer" className="feed-grid__link">
                <img
                  className="feed-grid__img"
                  src={item.img}
                  alt={`Publicación ${index + 1} de Química Oriental en Instagram`}
                  width={600}
                  height={600}
                  loading="lazy"
                  decoding="async"
                />
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
