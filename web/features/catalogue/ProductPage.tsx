import { getRouteApi, Link } from "@tanstack/react-router";
import { useEffect, useId, useState } from "react";
import type { ProductPage as ProductDetail } from "../../../domain/api/catalogue.ts";
import { Breadcrumb } from "../../components/Breadcrumb.tsx";
import { LinkButton } from "../../components/Button.tsx";
import { Container } from "../../components/Container.tsx";
import { AlertIcon, CartIcon } from "../../components/Icon.tsx";
import { TruckIcon } from "../../components/page-icons.tsx";
import { Price } from "../../components/product/Price.tsx";
import { ProductBadges } from "../../components/product/ProductBadges.tsx";
import { QuantityControl } from "../../components/product/QuantityControl.tsx";
import { SizeSwatches } from "../../components/product/SizeSwatches.tsx";
import { StockAlert } from "../../components/product/StockAlert.tsx";
import { StockNote } from "../../components/product/StockNote.tsx";
import { WishlistButton } from "../../components/WishlistButton.tsx";
import { BreakTable } from "../../components/wholesale/BreakTable.tsx";
import { addProductToCart } from "../../lib/cart/add-to-cart.ts";
import { buyState } from "../../lib/cart/buy-state.ts";
import { cartStore } from "../../lib/cart/cart-store.ts";
import { useWholesale } from "../../lib/wholesale/use-wholesale.ts";
import { Gallery } from "./Gallery.tsx";
import { ProductDocuments } from "./ProductDocuments.tsx";
import { ProductHazards } from "./ProductHazards.tsx";
import { ProductTabs } from "./ProductTabs.tsx";
import { RelatedProducts } from "./RelatedProducts.tsx";
import { SocialStrip } from "./SocialStrip.tsx";
import { shopListSearch } from "./shop-filter.ts";
import { useProductHead } from "./use-product-head.ts";
import "../../components/product/product-card.css";
import "./product-page.css";

const route = getRouteApi("/shop/product/$slug");

export function ProductPage() {
  // The route's loader reads it (routes/shop.product.$slug.tsx); errors show the route's error component.
  const { lookup: result } = route.useLoaderData();
  // The title, meta description and Open Graph texts (the Worker already put them in the HTML of a first visit).
  useProductHead(result.found ? result.detail.product : undefined, "Producto no encontrado");

  if (!result.found) {
    return (
      <Container className="product-page">
        <div className="product-missing">
          <h1>No hemos encontrado el producto.</h1>
          <p>Puede que el enlace sea antiguo o que el producto ya no esté a la venta.</p>
          <div className="product-missing__actions">
            <LinkButton to="/">Volver al inicio</LinkButton>
            <LinkButton to="/shop" variant="outline">
              Ver productos
            </LinkButton>
          </div>
        </div>
      </Container>
    );
  }
  return <ProductView key={result.detail.product.id} detail={result.detail} />;
}

function ProductView({ detail }: { detail: ProductDetail }) {
  const { product, related } = detail;
  // ?presentacion=<size id>: that size chosen ('Avisarme' from a cart notice, issue 43); else the first in stock. Read
  // here, not validated by the route: the route's file is in the storefront's first load, this page is not.
  const search: { presentacion?: unknown } = route.useSearch();
  const [variant, setVariant] = useState(
    product.variants.find((v) => v.id === Number(search.presentacion)) ??
      product.variants.find((v) => v.available > 0) ??
      product.variants[0],
  );
  const [quantity, setQuantity] = useState(1);
  const lines = cartStore.use();
  const buy = buyState(lines, product, variant);
  // A business buyer's price of this size, once the SPA knows the buyer (issue 44); the first view stays retail.
  const buyer = useWholesale(product.variants.map((v) => v.id));
  const mine = buyer?.sizes.find((s) => s.variantId === variant?.id);
  const own = mine && mine.unitPrice < mine.retailUnitPrice ? mine : undefined;
  const left = buy.left;
  const qtyId = useId();

  useEffect(() => {
    if (quantity > Math.max(1, left)) setQuantity(Math.max(1, left));
  }, [left, quantity]);

  const images = product.images.length > 0 ? product.images : product.thumbImages;
  const canAdd = buy.canAdd && quantity <= left;

  return (
    <>
      <div className="product-crumbs">
        <Container>
          <Breadcrumb
            items={[
              { label: "Inicio", to: "/" },
              { label: "Tienda", to: "/shop", search: shopListSearch() },
              { label: product.name },
            ]}
          />
        </Container>
      </div>
      <Container className="product-page">
        <div className="product-main">
          <div className="product-main__media">
            <Gallery images={images} alts={product.imageAlts} name={product.name} />
            <ProductBadges isNew={product.isNew} discount={product.discount} />
            <WishlistButton product={product} className="product-main__wishlist" />
          </div>

          <div className="product-info">
            {product.categoryTitle && product.categorySlug && (
              <Link to="/shop" search={{ category: product.categorySlug }} className="product-info__category">
                {product.categoryTitle}
              </Link>
            )}
            <h1 className="product-info__name">{product.name}</h1>
            {product.code && <p className="product-info__code">Código: {product.code}</p>}

            <div className="product-info__price">
              <Price
                price={own ? own.retailUnitPrice : (variant?.price ?? product.price)}
                finalPrice={own ? own.unitPrice : (variant?.finalPrice ?? product.finalPrice)}
                buyer={own !== undefined}
                size="lg"
              />
              <p className="product-info__tax">
                {variant ? `Precio por ${variant.size} ${product.unit}, ` : ""}IVA incluido
              </p>
            </div>

            <StockNote stock={variant?.available ?? product.quantity} />
            {buyer && mine && <BreakTable size={mine} listName={buyer.buyer.listName} />}

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

            <div className="product-info__buy">
              <label htmlFor={qtyId} className="product-info__label">
                Cantidad
              </label>
              <div className="buy-row">
                <QuantityControl id={qtyId} value={quantity} max={left} onChange={setQuantity} />
                <button
                  type="button"
                  className="btn btn--primary btn--lg buy-row__add"
                  disabled={!canAdd}
                  onClick={() => {
                    if (variant && addProductToCart(product, variant, quantity)) setQuantity(1);
                  }}
                >
                  <CartIcon size={22} />
                  {buy.label}
                </button>
              </div>
              {buy.note && <p className="buy-note">{buy.note}</p>}
            </div>

            {product.noWithdrawalReason && (
              <p className="notice" role="note">
                <AlertIcon size={22} />
                <span>
                  <strong>Sin derecho de arrepentimiento.</strong> {product.noWithdrawalReason}
                </span>
              </p>
            )}
            {product.isNotEaten && (
              <p className="notice" role="note">
                <AlertIcon size={22} />
                <strong>Producto no apto para ingerir.</strong>
              </p>
            )}
            <ProductHazards product={product} />
            <ProductDocuments documents={product.documents} />

            <ul className="product-info__perks">
              <li>
                <TruckIcon size={20} />
                <span>
                  Retiro en el local o envío en Montevideo; al interior por agencia.{" "}
                  <Link to="/information">Envíos y políticas</Link>
                </span>
              </li>
            </ul>
          </div>
        </div>

        <section className="product-details" aria-label="Información del producto">
          <ProductTabs
            label="Información del producto"
            tabs={[
              { label: "Propiedades & Beneficios", items: product.benefits, kind: "list" },
              {
                label: "Descripción",
                items: product.description ? product.description.split(/\n{2,}/) : [],
                kind: "text",
              },
              { label: "Usos", items: product.uses, kind: "list" },
              { label: "Dosis", items: product.doses, kind: "list" },
            ]}
          />
        </section>

        <RelatedProducts products={related} />
        <SocialStrip />
      </Container>
    </>
  );
}
