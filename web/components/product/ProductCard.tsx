import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useId, useState } from "react";
import type { ProductCard as Product } from "../../../domain/api/catalogue.ts";
import { addProductToCart, isInCart, type Variant } from "../../lib/cart/add-to-cart.ts";
import { cartStore } from "../../lib/cart/cart-store.ts";
import type { CardPrices } from "../../lib/wholesale/card-figures.ts";
import { CartIcon } from "../Icon.tsx";
import { WishlistButton } from "../WishlistButton.tsx";
import { Price } from "./Price.tsx";
import { ProductBadges } from "./ProductBadges.tsx";
import { SizeSwatches } from "./SizeSwatches.tsx";
import { StockNote } from "./StockNote.tsx";
import "./product-card.css";
import { cardImageUrl } from "../../../domain/image-urls.ts";

const QuickView = lazy(() => import("./QuickView.tsx"));

export type CardLayout = "grid" | "list";

interface ProductCardProps {
  product: Product;
  layout?: CardLayout;
  /** The size the list is filtered by: that swatch starts selected (its price is the one listed). */
  preferredSize?: number;
  /** Heading level of the product name inside the page outline. */
  headingLevel?: 2 | 3;
  /** Images above the fold load eagerly. */
  eager?: boolean;
  /** A business buyer's figures, asked once by the list (useCardPrices, issue 44); null or absent: retail. */
  buyerPrices?: CardPrices | null;
}

/** The variant shown first: the preferred size when the product has it, else the smallest. */
export function initialVariant(product: Product, preferredSize?: number): Variant | undefined {
  return product.variants.find((v) => v.size === preferredSize) ?? product.variants[0];
}

/** A product in a grid or list: picture (hover picture), badges, name, price, sizes, add to cart, quick view. */
export function ProductCard({
  product,
  layout = "grid",
  preferredSize,
  headingLevel = 3,
  eager,
  buyerPrices,
}: ProductCardProps) {
  const [variant, setVariant] = useState(() => initialVariant(product, preferredSize));
  const [quickView, setQuickView] = useState(false);
  const lines = cartStore.use();
  const nameId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [main, hover] = product.thumbImages;
  const own = variant && buyerPrices?.get(variant.id);
  const price = own ? own.price : (variant?.price ?? product.price);
  const finalPrice = own ? own.finalPrice : (variant?.finalPrice ?? product.finalPrice);
  const outOfStock = product.quantity < 1;
  const inCart = variant !== undefined && isInCart(lines, product.id, variant.id);

  return (
    <article className={`product-card product-card--${layout}`} aria-labelledby={nameId}>
      <div className="product-card__media">
        <Link
          to="/shop/product/$slug"
          params={{ slug: product.slug }}
          className="product-card__image-link"
          tabIndex={-1}
          aria-hidden="true"
        >
          {main && (
            <img
              className="product-card__img"
              src={cardImageUrl(main)}
              alt=""
              width={400}
              height={400}
              loading={eager ? "eager" : "lazy"}
              decoding="async"
            />
          )}
          {hover && hover !== main && (
            <img
              className="product-card__img product-card__img--hover"
              src={cardImageUrl(hover)}
              alt=""
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
            />
          )}
        </Link>
        <ProductBadges isNew={product.isNew} discount={product.discount} />
        <WishlistButton product={product} className="product-card__wishlist" />
        <button
          type="button"
          className="product-card__quick"
          aria-describedby={nameId}
          onClick={() => setQuickView(true)}
        >
          Vista rápida
        </button>
      </div>

      <div className="product-card__body">
        {product.categoryTitle && <p className="product-card__category">{product.categoryTitle}</p>}
        <Heading className="product-card__name" id={nameId}>
          <Link to="/shop/product/$slug" params={{ slug: product.slug }}>
            {product.name}
          </Link>
        </Heading>
        <Price price={price} finalPrice={finalPrice} buyer={own !== undefined} />
        {layout === "list" && <StockNote stock={product.quantity} />}
        <SizeSwatches variants={product.variants} unit={product.unit} selectedId={variant?.id} onSelect={setVariant} />
        <button
          type="button"
          className="btn btn--primary product-card__add"
          disabled={outOfStock || inCart || !variant}
          aria-describedby={nameId}
          onClick={() => variant && addProductToCart(product, variant, 1)}
        >
          {outOfStock ? (
            "Sin stock"
          ) : inCart ? (
            "En el carrito"
          ) : (
            <>
              <CartIcon size={18} />
              Añadir al carrito
            </>
          )}
        </button>
      </div>

      {quickView && (
        <Suspense fallback={null}>
          <QuickView
            product={product}
            initialVariantId={variant?.id}
            buyerPrices={buyerPrices}
            onClosed={() => setQuickView(false)}
          />
        </Suspense>
      )}
    </article>
  );
}
