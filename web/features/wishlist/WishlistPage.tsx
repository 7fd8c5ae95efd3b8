import { Link } from "@tanstack/react-router";
import { useEffect, useId, useState } from "react";
import { remainingStock } from "../../../domain/cart.ts";
import { formatUYU } from "../../../domain/money.ts";
import { Button, LinkButton } from "../../components/Button.tsx";
import { Container } from "../../components/Container.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import type { ProductDetail } from "../../lib/api.ts";
import { addProductToCart } from "../cart/add-to-cart.ts";
import { CartThumb } from "../cart/CartThumb.tsx";
import { cartStore } from "../cart/cart-store.ts";
import { getProduct } from "../catalogue/get-product.ts";
import { removeFromWishlist, type WishlistItem, wishlistStore } from "./wishlist-store.ts";
import "../cart/cart.css";
import "./wishlist.css";

/** /wishlist: the favourites, each with today's sizes and prices, 'Añadir al carrito' and 'Quitar'. */
export function WishlistPage() {
  usePageTitle("Favoritos");
  const items = wishlistStore.use();
  return (
    <>
      <PageHeader title="Favoritos" breadcrumb={[{ label: "Productos", to: "/shop" }, { label: "Favoritos" }]} />
      <Container className="page-section">
        {items.length === 0 ? (
          <div className="wishlist-empty">
            <p>No tiene productos en favoritos.</p>
            <LinkButton to="/shop" variant="primary">
              Ver productos
            </LinkButton>
          </div>
        ) : (
          <ul className="wishlist-list">
            {items.map((item) => (
              <WishlistRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}

type Detail =
  | { state: "loading" }
  | { state: "gone" }
  | { state: "error" }
  | { state: "ready"; product: ProductDetail["product"] };

function WishlistRow({ item }: { item: WishlistItem }) {
  const [detail, setDetail] = useState<Detail>({ state: "loading" });
  const [variantId, setVariantId] = useState<number | null>(null);
  const lines = cartStore.use();
  const selectId = useId();

  useEffect(() => {
    const abort = new AbortController();
    getProduct(item.slug, abort.signal).then(
      (lookup) => {
        if (abort.signal.aborted) return;
        if (!lookup.found) return setDetail({ state: "gone" });
        setDetail({ state: "ready", product: lookup.detail.product });
        setVariantId(lookup.detail.product.variants[0]?.id ?? null);
      },
      () => {
        if (!abort.signal.aborted) setDetail({ state: "error" });
      },
    );
    return () => abort.abort();
  }, [item.slug]);

  const product = detail.state === "ready" ? detail.product : null;
  const variant = product?.variants.find((v) => v.id === variantId) ?? product?.variants[0];
  const left = product ? remainingStock(lines, product.id, product.quantity) : 0;
  const price = variant ? variant.finalPrice : item.finalPrice;
  const listPrice = variant ? variant.price : item.price;

  return (
    <li className="wishlist-item">
      <CartThumb src={item.image} size={88} />
      <div className="wishlist-item__info">
        {item.categoryTitle && <span className="wishlist-item__category">{item.categoryTitle}</span>}
        <Link to="/shop/product/$slug" params={{ slug: item.slug }} className="wishlist-item__name">
          {item.name}
        </Link>
        <span className="wishlist-item__price">
          {listPrice > price && <s className="wishlist-item__list-price">{formatUYU(listPrice)}</s>}
          <strong>{formatUYU(price)}</strong>
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
                  {v.size} {product.unit} — {formatUYU(v.finalPrice)}
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
