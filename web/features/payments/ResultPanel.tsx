import type { ReactNode } from "react";
import { SvgIcon } from "../../components/Icon.tsx";
import type { ResultTone } from "./result-view.ts";

function ToneIcon({ tone, busy }: { tone: ResultTone; busy?: boolean }) {
  if (busy) return <span className="payment-result__spinner" />;
  return (
    <SvgIcon size={36} strokeWidth={2}>
      {tone === "success" ? (
        <path d="m6 12.5 4 4 8-9" />
      ) : tone === "pending" || tone === "waiting" ? (
        <>
          <circle cx="12" cy="12" r="8.5" />
          <path d="M12 7.5V12l3 2" />
        </>
      ) : (
        <path d="M12 7v6M12 16.5v.5" />
      )}
    </SvgIcon>
  );
}

interface ResultPanelProps {
  tone: ResultTone;
  heading: string;
  text?: string;
  orderId?: string | number;
  /** A look-up is under way: a spinner instead of the tone's icon. */
  busy?: boolean;
  /** Buttons and links. */
  children?: ReactNode;
}

/**
 * The answer at the top of a payment result page: an icon for its tone, what happened and what comes
 * next, the order number and the ways on. Its message is a polite live region: when a confirmation
 * arrives while the shopper waits, screen readers hear it.
 */
export function ResultPanel({ tone, heading, text, orderId, busy, children }: ResultPanelProps) {
  return (
    <section className={`payment-result payment-result--${tone}`} aria-labelledby="payment-result-heading">
      <div className="payment-result__icon" aria-hidden="true">
        <ToneIcon tone={tone} busy={busy} />
      </div>
      <div className="payment-result__message" aria-live="polite">
        <h2 id="payment-result-heading" className="payment-result__heading">
          {heading}
        </h2>
        {text && <p className="payment-result__text">{text}</p>}
      </div>
      {orderId !== undefined && (
        <p className="payment-result__number">
          Número de pedido: <strong data-testid="order-number">{orderId}</strong>
        </p>
      )}
      {children && <div className="payment-result__actions">{children}</div>}
    </section>
  );
}
