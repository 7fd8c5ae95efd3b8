import type { ReactNode } from "react";
import type { LinkActionState } from "../lib/use-link-action.ts";

interface LinkOutcomeProps {
  state: LinkActionState;
  retry: () => void;
  /** What shows while the request runs. */
  working: string;
  children: { done: ReactNode; refused: (message: string, expired: boolean) => ReactNode };
}

/** The card of a newsletter link page: working, done, refused (the server's words) or failed (try again). */
export function LinkOutcome({ state, retry, working, children }: LinkOutcomeProps) {
  return (
    <section className="newsletter-page__card card" aria-live="polite" aria-busy={state.status === "working"}>
      {state.status === "working" && <p className="newsletter-page__working">{working}</p>}
      {state.status === "done" && children.done}
      {state.status === "refused" && children.refused(state.message, state.expired)}
      {state.status === "failed" && (
        <>
          <h2>Ha ocurrido un error</h2>
          <p>Ha ocurrido un error. Inténtelo nuevamente.</p>
          <button type="button" className="btn btn--primary" onClick={retry}>
            Reintentar
          </button>
        </>
      )}
    </section>
  );
}
