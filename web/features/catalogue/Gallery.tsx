import { useState } from "react";
import { cardImageUrl } from "../../../domain/image-urls.ts";

interface GalleryProps {
  images: readonly string[];
  /** The owner's alt text of each image; an empty one means the product's name. */
  alts?: readonly string[];
  name: string;
}

/** The product's pictures: a large one and a row of thumbnails (buttons) to switch it. */
export function Gallery({ images, alts = [], name }: GalleryProps) {
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  const ownAlt = alts[images[active] ? active : 0]?.trim();
  return (
    <div className="gallery">
      <div className="gallery__main">
        {current ? (
          <img
            src={current}
            alt={ownAlt || (images.length > 1 ? `${name}, imagen ${active + 1} de ${images.length}` : name)}
            width={800}
            height={800}
            fetchPriority="high"
            decoding="async"
          />
        ) : (
          <div className="gallery__empty">Sin imagen</div>
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Imágenes del producto">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === active}
                aria-label={`Ver imagen ${index + 1} de ${images.length}`}
                onClick={() => setActive(index)}
              >
                <img src={cardImageUrl(src)} alt="" width={120} height={120} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
