import { useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ReminderUnsubscribePage } from "./ReminderUnsubscribePage.tsx";
import { RestoreCartPage } from "./RestoreCartPage.tsx";

/**
 * /carrito/…: a reminder's restore link or its unsubscribe link (issue 43); anything else is `notFound` (the shop's
 * not-found page, which the route hands in: a feature does not import another's files).
 */
export function KeptCartLinkPage({ notFound }: { notFound: ReactNode }) {
  const splat = useParams({ strict: false, select: (p) => (p as { _splat?: string })._splat ?? "" });
  const restore = /^recuperar\/([A-Za-z0-9_-]+)\/?$/.exec(splat);
  if (restore) return <RestoreCartPage token={restore[1]!} notFound={notFound} />;
  if (/^recordatorios\/baja\/?$/.test(splat)) return <ReminderUnsubscribePage />;
  return notFound;
}
