import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { ProductCard } from "../../../domain/api/catalogue.ts";
import { addProductToCart } from "../../lib/cart/add-to-cart.ts";
import { buyState } from "../../lib/cart/buy-state.ts";
import { cartStore } from "../../lib/cart/cart-store.ts";
import type { CardPrices } from "../../lib/wholesale/card-figures.ts";
import { Dialog } from "../Dialog.tsx";
import { ArrowRightIcon, CartIcon } from "../Icon.tsx";
import { Price } from "./Price.tsx";
import { ProductBadges } from "./ProductBadges.tsx";
import { QuantityControl } from "./QuantityControl.tsx";
import { SizeSwatches } from "./SizeSwatches.tsx";
import { StockAlert } from "./StockAlert.tsx";
import { StockNote } from "./StockNote.tsx";

interface QuickViewProps {
  product: ProductCard;
  initialVariantId: number | undefined;
  /** The card's business-buyer figures (issue 44), when the list has them. */
  buyerPrices?: CardPrices | null;
  /** Called once the dialog has closed (after its fade). */
  onClosed: () => void;
}

/** 'Vista rápida': the product's picture, price, sizes, quantity and add to cart, without leaving the list. */
export default function QuickView({ product, initialVariantId, buyerPrices, onClosed }: QuickViewProps) {
  const [open, setOpen] = useState(true);
  const [variant, setVariant] = useState(
    () =>
      product.variants.find((v) => v.id === initialVariantId) ??
      product.variants.find((v) => v.available > 0) ??
      product.variants[0],
  );
  const [quantity, setQuantity] = useState(1);
  const lines = cartStore.use();
  const buy = buyState(lines, product, variant);
  const left = buy.left;

  // Keep the chosen quantity within what is left (e.g. after adding some).
  useEffect(() => {
    if (quantity > Math.max(1, left)) setQuantity(Math.max(1, left));
  }, [left, quantity]);

  useEffect(() => {
    if (open) return;
    const id = window.setTimeout(onClosed, 200);
    return () => window.clearTimeout(id);
  }, [open, onClosed]);

  const canAdd = buy.canAdd && quantity <= left;
  const own = variant && buyerPrices?.get(variant.id);

  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={product.name} className="dialog--wide quick-view">
      <div className="quick-view__layout">
        <div className="quick-view__media">
          {product.thumbImages[0] && (
            <img src={product.thumbImages[0]} alt={product.name} width={400} height={400} decoding="async" />
          )}
          <ProductBadges isNew={product.isNew} discount={product.discount} />
        </div>
        <div className="quick-view__info">
          {product.categoryTitle && <p className="product-card__category">{product.categoryTitle}</p>}
          <Price
            price={own ? own.price : (variant?.price ?? product.price)}
            finalPrice={own ? own.finalPrice : (variant?.finalPrice ?? product.finalPrice)}
            buyer={own !== undefined}
            size="lg"
          />
          <StockNote stock={variant?.available ?? product.quantity} />
          <SizeSwatches
            variants={product.variants}
            unit={product.unit}
            selectedId={variant?.id}
            onSelect={setVariant}
            label="Tamaño"
            size="md"
            showSoldOut
          />
          {variant && variant.available < 1 && (
            <StockAlert
              key={variant.id}
              productId={product.id}
              variantId={variant.id}
              sizeLabel={`${variant.size} ${product.unit}`}
            />
          )}
          <div className="buy-row">
            <QuantityControl value={quantity} max={left} onChange={setQuantity} />
            <button
              type="button"
              className="btn btn--primary buy-row__add"
              disabled={!canAdd}
              onClick={() => {
                if (variant && addProductToCart(product, variant, quantity)) setQuantity(1);
              }}
            >
              <CartIcon size={20} />
              {buy.label}
            </button>
          </div>
          {buy.note && <p className="buy-note">{buy.note}</p>}
          <Link
            to="/shop/product/$slug"
            params={{ slug: product.slug }}
            className="quick-view__more"
            onClick={() => setOpen(false)}
          >
            Ver detalles del producto
            <ArrowRightIcon size={18} />
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
