import { useEffect } from "react";

/**
 * The order's secret link is in the page's URL (order page, payment result pages): keep it out of the
 * Referer of anything the page loads or links to.
 */
export function useNoReferrer() {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="referrer"]');
    const previous = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "referrer";
      document.head.append(meta);
    }
    meta.content = "no-referrer";
    return () => {
      if (previous === null) meta?.remove();
      else if (meta) meta.content = previous;
    };
  }, []);
}
