import { useParams } from "@tanstack/react-router";
import { NotFound } from "../layout/NotFound.tsx";
import { ReminderUnsubscribePage } from "./ReminderUnsubscribePage.tsx";
import { RestoreCartPage } from "./RestoreCartPage.tsx";

/** /carrito/…: a reminder's restore link or its unsubscribe link (issue 43); anything else is not found. */
export function KeptCartLinkPage() {
  const splat = useParams({ strict: false, select: (p) => (p as { _splat?: string })._splat ?? "" });
  const restore = /^recuperar\/([A-Za-z0-9_-]+)\/?$/.exec(splat);
  if (restore) return <RestoreCartPage token={restore[1]!} />;
  if (/^recordatorios\/baja\/?$/.test(splat)) return <ReminderUnsubscribePage />;
  return <NotFound />;
}
