import { useEffect } from "react";

export const SITE_NAME = "Química Oriental";

/** Sets document.title for the current page: "Title · Química Oriental" (or the site name alone). */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Materias primas y aceites esenciales`;
  }, [title]);
}
