import { formatUYU } from "../../../domain/money.ts";

interface PriceProps {
  price: number;
  finalPrice: number;
  size?: "md" | "lg";
  /** finalPrice is a business buyer's own price (issue 44): said as 'Su precio' to a screen reader. */
  buyer?: boolean;
}

/** A price; when discounted, the original is struck through before the price to pay. */
export function Price({ price, finalPrice, size = "md", buyer }: PriceProps) {
  const discounted = finalPrice < price;
  return (
    <p className={`price price--${size}`}>
      {discounted && (
        <del className="price__old">
          <span className="visually-hidden">Precio anterior: </span>
          {formatUYU(price)}
        </del>
      )}
      <span className={discounted ? "price__now price__now--sale" : "price__now"}>
        {discounted && <span className="visually-hidden">{buyer ? "Su precio: " : "Precio con descuento: "}</span>}
        {formatUYU(finalPrice)}
      </span>
    </p>
  );
}
