import { cardImageUrl } from "../../domain/image-urls.ts";
import { FlaskIcon } from "./page-icons.tsx";

/** A product's small picture in the cart (decorative: the name is next to it). */
export function CartThumb({ src, size = 64 }: { src: string | null; size?: number }) {
  return (
    <span className="cart-thumb" style={{ width: size, height: size }}>
      {src ? (
        <img src={cardImageUrl(src)} alt="" width={size} height={size} loading="lazy" decoding="async" />
      ) : (
        <FlaskIcon size={Math.round(size / 2)} />
      )}
    </span>
  );
}
