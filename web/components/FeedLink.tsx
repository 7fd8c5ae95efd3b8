import type { FeedItem } from "../../domain/schemas/feed.ts";

/** One Instagram picture the owner keeps in the back office, as a link to its post (new tab). */
export function FeedLink({
  item,
  index,
  className,
  imageClassName,
  size,
}: {
  item: FeedItem;
  /** Its place in the list, for the alt text. */
  index: number;
  className: string;
  imageClassName?: string;
  /** Its width and height attributes (square). */
  size: number;
}) {
  return (
    <a href={item.link} target="_blank" rel="noopener noreferrer" className={className}>
      <img
        className={imageClassName}
        src={item.img}
        alt={`Publicación ${index + 1} de Química Oriental en Instagram`}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
      <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
    </a>
  );
}
