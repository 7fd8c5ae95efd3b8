import { useEffect, useState } from "react";
import { getSiteNotices } from "../home/get-first-load.ts";

/**
 * While the shop has a closure notice (/admin/vacations), the checkout shows it next to the delivery estimate:
 * the estimate counts business days and does not know the shop is closed.
 */
export function ClosureNote() {
  const [content, setContent] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getSiteNotices(controller.signal).then(
      ({ vacation }) => setContent(vacation ? vacation.content : null),
      () => {
        // Not readable: the checkout goes on without it.
      },
    );
    return () => controller.abort();
  }, []);
  if (!content) return null;
  return (
    <p className="closure-note">
      <strong>Atención:</strong> {content} Las fechas de su pedido pueden verse modificadas.
    </p>
  );
}
