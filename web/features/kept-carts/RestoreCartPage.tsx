import { useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { RestoredLine } from "../../../domain/schemas/kept-carts.ts";
import { Container } from "../../components/Container.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { refillCart } from "../../lib/cart/refill.ts";
import "../../components/link-pages.css";

type State = "working" | "gone" | "failed";

/**
 * A reminder's restore link: the kept cart's lines go into this browser's cart at today's prices (refillCart, which
 * says what changed where the cart shows its notices), then the cart opens. Works in any browser: the token is all it
 * needs. A forged link, or one whose cart is no longer kept, is the shop's not-found page.
 */
export function RestoreCartPage({ token, notFound }: { token: string; notFound: ReactNode }) {
  usePageTitle("Recuperar su carrito");
  const navigate = useNavigate();
  const [state, setState] = useState<State>("working");
  const started = useRef(false);

  const run = useCallback(async () => {
    setState("working");
    try {
      const res = await fetch(`/api/kept-carts/${encodeURIComponent(token)}`, {
        headers: { accept: "application/json" },
      });
      if (res.status === 404) return setState("gone");
      if (!res.ok) return setState("failed");
      const { lines } = (await res.json()) as { lines: RestoredLine[] };
      const refilled = await refillCart(lines);
      if (!refilled) return setState("failed");
      await navigate({ to: "/shop/cart", replace: true });
    } catch {
      setState("failed");
    }
  }, [token, navigate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  if (state === "gone") return notFound;
  return (
    <>
      <PageHeader title="Recuperar su carrito" breadcrumb={[{ label: "Carrito", to: "/shop/cart" }]} />
      <Container className="page-section newsletter-page">
        <section className="newsletter-page__card card" aria-live="polite" aria-busy={state === "working"}>
          {state === "working" ? (
            <p className="newsletter-page__working">Recuperando su carrito...</p>
          ) : (
            <>
              <h2>No pudimos recuperar su carrito</h2>
              <p>Ha ocurrido un error. Inténtelo nuevamente.</p>
              <button type="button" className="btn btn--primary" onClick={() => void run()}>
                Reintentar
              </button>
            </>
          )}
        </section>
      </Container>
    </>
  );
}
