import { Link } from "@tanstack/react-router";
import { type ReactNode, useCallback } from "react";
import { useLinkAction } from "../lib/use-link-action.ts";
import { LinkButton } from "./Button.tsx";
import { Container } from "./Container.tsx";
import { LinkOutcome } from "./LinkOutcome.tsx";
import { PageHeader } from "./PageHeader.tsx";
import { usePageTitle } from "./use-page-title.ts";
import "./link-pages.css";

interface UnsubscribePageProps {
  /** The one-click endpoint mail programs also call from the List-Unsubscribe header (RFC 8058), e.g. /api/newsletter/unsubscribe. */
  endpoint: string;
  /** The tab's title. */
  pageTitle: string;
  /** The page's heading and breadcrumb. */
  title: string;
  /** What the page says once the address is out. */
  doneTitle: string;
  doneText: ReactNode;
  /** Which mail carries a working link: 'correo', 'recordatorio'. */
  lastMail: string;
}

/** A mail's one-click unsubscribe link, opened in the browser: the newsletter's, the cart reminders'. */
export function UnsubscribePage({ endpoint, pageTitle, title, doneTitle, doneText, lastMail }: UnsubscribePageProps) {
  usePageTitle(pageTitle);
  const send = useCallback(
    (token: string) =>
      fetch(`${endpoint}?token=${encodeURIComponent(token)}`, {
        method: "POST",
        headers: { accept: "application/json" },
      }),
    [endpoint],
  );
  const { state, retry } = useLinkAction(send);
  return (
    <>
      <PageHeader title={title} breadcrumb={[{ label: title }]} />
      <Container className="page-section newsletter-page">
        <LinkOutcome state={state} retry={retry} working="Procesando su baja...">
          {{
            done: (
              <>
                <h2>{doneTitle}</h2>
                <p>{doneText}</p>
                <LinkButton to="/">Volver al inicio</LinkButton>
              </>
            ),
            refused: (message) => (
              <>
                <h2>No pudimos darlo de baja</h2>
                <p>{message}</p>
                <p>
                  Use el enlace del último {lastMail} que recibió, o escríbanos desde la página de{" "}
                  <Link to="/contact">contacto</Link> y lo haremos por usted.
                </p>
              </>
            ),
          }}
        </LinkOutcome>
      </Container>
    </>
  );
}
