import { getRouteApi, Link } from "@tanstack/react-router";
import { Suspense, use, useEffect, useId, useState } from "react";
import type { ProductPage } from "../../../domain/api/catalogue.ts";
import { formatUYU } from "../../../domain/money.ts";
import { BrowserStatePending } from "../../components/BrowserStatePending.tsx";
import { Button, LinkButton } from "../../components/Button.tsx";
import { CartThumb } from "../../components/CartThumb.tsx";
import { Container } from "../../components/Container.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { addProductToCart } from "../../lib/cart/add-to-cart.ts";
import { buyState } from "../../lib/cart/buy-state.ts";
import { cartStore } from "../../lib/cart/cart-store.ts";
import type { ProductLookup } from "../../lib/get-product.ts";
import { useRenderedAhead } from "../../lib/rendered-ahead.ts";
import type { CardPrices } from "../../lib/wholesale/card-figures.ts";
import { useCardPrices } from "../../lib/wholesale/use-card-prices.ts";
import { removeFromWishlist } from "../../lib/wishlist-actions.ts";
import { type WishlistItem, wishlistStore } from "../../lib/wishlist-store.ts";
import "../../components/cart.css";
import "./wishlist.css";

const route = getRouteApi("/wishlist");

/** /wishlist: the favourites, each with today's sizes and prices, 'Añadir al carrito' and 'Quitar'. */
export function WishlistPage() {
  usePageTitle("Favoritos");
  const items = wishlistStore.use();
  const renderedAhead = useRenderedAhead();
  const { products } = route.useLoaderData();
  const buyerPrices = useCardPrices(useLoadedProducts(products));
  return (
    <>
      <PageHeader title="Favoritos" breadcrumb={[{ label: "Productos", to: "/shop" }, { label: "Favoritos" }]} />
      <Container className="page-section browser-state-page">
        {renderedAhead ? (
          <BrowserStatePending label="Cargando sus favoritos…" />
        ) : items.length === 0 ? (
          <div className="wishlist-empty">
            <p>No tiene productos en favoritos.</p>
            <LinkButton to="/shop" variant="primary">
              Ver productos
            </LinkButton>
          </div>
        ) : (
          <ul className="wishlist-list">
            {items.map((item) => (
              <Suspense key={item.id} fallback={<WishlistRow item={item} detail={{ state: "loading" }} />}>
                <LoadedRow item={item} lookup={products[item.slug]} buyerPrices={buyerPrices} />
              </Suspense>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}

type Lookups = Record<string, Promise<ProductLookup | null>>;

/** The favourites' products once all the loader's reads answered: a business buyer's prices are asked once for all. */
function useLoadedProducts(lookups: Lookups): ProductPage["product"][] {
  const [loaded, setLoaded] = useState<ProductPage["product"][]>([]);
  useEffect(() => {
    let live = true;
    void Promise.all(Object.values(lookups)).then((found) => {
      if (live) setLoaded(found.flatMap((f) => (f?.found ? [f.detail.product] : [])));
    });
    return () => {
      live = false;
    };
  }, [lookups]);
  return loaded;
}

type Detail =
  | { state: "loading" }
  | { state: "gone" }
  | { state: "error" }
  | { state: "ready"; product: ProductPage["product"] };

/** A favourite once the loader's read of it answered (null: it failed; none: added after the loader ran). */
function LoadedRow({
  item,
  lookup,
  buyerPrices,
}: {
  item: WishlistItem;
  lookup: Promise<ProductLookup | null> | undefined;
  buyerPrices: CardPrices | null;
}) {
  const found = lookup ? use(lookup) : undefined;
  const detail: Detail =
    found === undefined
      ? { state: "loading" }
      : found === null
        ? { state: "error" }
        : found.found
          ? { state: "ready", product: found.detail.product }
          : { state: "gone" };
  return <WishlistRow item={item} detail={detail} buyerPrices={buyerPrices} />;
}

function WishlistRow({
  item,
  detail,
  buyerPrices = null,
}: {
  item: WishlistItem;
  detail: Detail;
  buyerPrices?: CardPrices | null;
}) {
  const [variantId, setVariantId] = useState<number | null>(null);
  const lines = cartStore.use();
  const selectId = useId();

  const product = detail.state === "ready" ? detail.product : null;
  const variant =
    product?.variants.find((v) => v.id === variantId) ??
    product?.variants.find((v) => v.available > 0) ??
    product?.variants[0];
  const left = product ? buyState(lines, product, variant).left : 0;
  // A business buyer's price (issue 44) replaces retail once known; retail is then the price struck through.
  const own = variant && buyerPrices?.get(variant.id);
  const price = own ? own.finalPrice : variant ? variant.finalPrice : item.finalPrice;
  const listPrice = own ? own.price : variant ? variant.price : item.price;

  return (
    <li className="wishlist-item">
      <CartThumb src={item.image} size={88} />
      <div className="wishlist-item__info">
        {item.categoryTitle && <span className="wishlist-item__category">{item.categoryTitle}</span>}
        <Link to="/shop/product/$slug" params={{ slug: item.slug }} className="wishlist-item__name">
          {item.name}
        </Link>
        <span className="wishlist-item__price">
          {listPrice > price && (
            <s className="wishlist-item__list-price">
              {own && <span className="visually-hidden">Precio anterior: </span>}
              {formatUYU(listPrice)}
            </s>
          )}
          <strong>
            {own && <span className="visually-hidden">Su precio: </span>}
            {formatUYU(price)}
          </strong>
          {variant && product && (
            <span className="wishlist-item__size">
              {" "}
              · {variant.size} {product.unit}
            </span>
          )}
        </span>
        {detail.state === "gone" && <p className="wishlist-item__warning">Este producto ya no está disponible.</p>}
        {detail.state === "error" && (
          <p className="wishlist-item__warning">No pudimos consultar el stock. Inténtelo más tarde.</p>
        )}
        {product && product.quantity < 1 && <p className="wishlist-item__warning">Sin stock por el momento.</p>}
      </div>
      <div className="wishlist-item__actions">
        {product && product.variants.length > 1 && (
          <div className="wishlist-item__select">
            <label htmlFor={selectId}>Tamaño</label>
            <select id={selectId} value={variant?.id} onChange={(event) => setVariantId(Number(event.target.value))}>
              {product.variants.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.size} {product.unit} — {formatUYU(buyerPrices?.get(v.id)?.finalPrice ?? v.finalPrice)}
                  {v.available < 1 ? " (agotado)" : ""}
                </option>
              ))}
            </select>
          </div>
        )}
        <Button
          variant="primary"
          disabled={!product || !variant || left < 1}
          aria-label={`Añadir ${item.name} al carrito`}
          onClick={() => product && variant && addProductToCart(product, variant)}
        >
          Añadir al carrito
        </Button>
        <button
          type="button"
          className="cart-link-button cart-link-button--danger"
          aria-label={`Quitar ${item.name} de favoritos`}
          onClick={() => removeFromWishlist(item.id)}
        >
          Quitar
        </button>
      </div>
    </li>
  );
}
