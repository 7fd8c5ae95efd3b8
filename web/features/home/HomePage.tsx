import { Link, useLoaderData, useRouter } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { SiteNotices } from "../../../domain/api/content.ts";
import { cardImageUrl } from "../../../domain/image-urls.ts";
import { ArrowRightIcon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import type { Loaded } from "../../lib/get-json.ts";
import { useNearScreen } from "../../lib/use-near-screen.ts";
import type { HomeData } from "./get-first-load.ts";
import { HeroSlider } from "./HeroSlider.tsx";
import { SectionHead, spinnerSize } from "./SectionHead.tsx";
import { noticeShouldOpen } from "./vacation-notice.ts";
import "./home.css";

const HomeSections = lazy(() => import("./HomeSections.tsx"));
const VacationModal = lazy(() => import("./VacationModal.tsx"));
// Only needed when the categories cannot be read: kept off the first load.
const InlineError = lazy(() => import("../../components/InlineError.tsx").then((m) => ({ default: m.InlineError })));

/**
 * The home page ('/' and '/home'). Its data comes from the route's loader (get-first-load.ts): the categories are
 * there when it renders, every other section fills in with its own spinner as its answer arrives. To keep the first
 * load within its JavaScript budget, what is below the fold (products, promo, blog, video, distributors, social
 * grid) is a separate chunk that loads as the visitor scrolls towards it, and keen-slider arrives just before the
 * hero's first slide change.
 */
export function HomePage() {
  usePageTitle();
  const home = useHomeData();
  return (
    <>
      <HeroSlider />
      <Categories />
      <BelowTheFold />
      {home && <ClosureNotice notices={home.notices} />}
    </>
  );
}

/** The home route's data ('/' and '/home' share the page and its loader). */
export function useHomeData(): HomeData | undefined {
  return useLoaderData({ strict: false }) as HomeData | undefined;
}

/** The closure notice's modal, when the shop has one that is due in this browser (vacation-notice.ts). */
function ClosureNotice({ notices }: { notices: Promise<Loaded<SiteNotices>> }) {
  const [content, setContent] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // A notice that cannot be read is not shown; the rest of the page is unaffected.
    void notices.then(({ data }) => {
      if (live && data && noticeShouldOpen(data.vacation)) setContent(data.vacation?.content ?? "");
    });
    return () => {
      live = false;
    };
  }, [notices]);
  if (content === null) return null;
  return (
    <Suspense fallback={null}>
      <VacationModal content={content} />
    </Suspense>
  );
}

/** Renders the lazy sections once their place comes within 300 px of the viewport. */
function BelowTheFold() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, "0px 0px 300px 0px");

  const placeholder = (
    <div className="home-rest-placeholder">
      <Spinner size={spinnerSize} />
    </div>
  );
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{<HomeSections />}</Suspense> : placeholder}</div>;
}

/** The categories come from the route's loader (routes/index.tsx, routes/home.tsx): inlined in the HTML at first. */
function Categories() {
  const router = useRouter();
  const loaded = useHomeData()?.categories;
  const categories = { items: loaded?.data, error: loaded?.error, retry: () => void router.invalidate() };
  const items = categories.items;
  return (
    <section className="home-section container" aria-labelledby="home-categories">
      <SectionHead id="home-categories" eyebrow="Nuestro catálogo" title="Compre por categoría" />
      {categories.error ? (
        <Suspense fallback={<p role="alert">{categories.error}</p>}>
          <InlineError message={categories.error} onRetry={categories.retry} />
        </Suspense>
      ) : !items ? (
        <div className="home-loading home-loading--categories">
          <Spinner size={spinnerSize} label="Cargando categorías..." />
        </div>
      ) : (
        <ul className="category-grid">
          {items.map((category) => (
            <li key={category.id}>
              <Link to="/shop" search={{ category: category.slug }} className="category-card">
                {category.image && (
                  <img
                    className="category-card__img"
                    src={category.image}
                    srcSet={
                      cardImageUrl(category.image) === category.image
                        ? undefined
                        : `${cardImageUrl(category.image)} 480w, ${category.image} 1600w`
                    }
                    sizes="(min-width: 960px) 25vw, 50vw"
                    alt=""
                    width={600}
                    height={400}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <span className="category-card__title">
                  {category.title}
                  <ArrowRightIcon size={18} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
