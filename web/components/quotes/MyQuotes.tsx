import { useEffect, useState } from "react";
import type { QuoteSummary } from "../../../domain/api/quotes.ts";
import { formatDate } from "../../../domain/dates.ts";
import { formatUYU } from "../../../domain/money.ts";
import { QUOTE_STATUS_LABELS } from "../../../domain/quotes.ts";
import { messageOf } from "../../lib/api.ts";
import { myQuotes } from "./quotes-api.ts";
import "./quotes.css";

/** 'Mi cuenta' > 'Mis cotizaciones' (issue 44 part 3): number, date, state, total and a link to each quote. */
export function MyQuotes() {
  const [quotes, setQuotes] = useState<QuoteSummary[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    myQuotes().then(
      (answer) => setQuotes(answer.quotes),
      (error: unknown) => setProblem(messageOf(error)),
    );
  }, []);

  return (
    <section
      className="card account-card"
      aria-labelledby="account-quotes-title"
      aria-busy={quotes === null && !problem}
    >
      <h2 id="account-quotes-title">Mis cotizaciones</h2>
      {problem && <p role="alert">{problem}</p>}
      {quotes?.length === 0 && <p>Todavía no pidió cotizaciones. Puede pedirlas desde el carrito.</p>}
      {quotes && quotes.length > 0 && (
        <ul className="quote-list">
          {quotes.map((q) => (
            <li key={q.id}>
              <a href={`/cotizacion/${q.id}`}>Cotización {q.number}</a> del {formatDate(q.createdAt)} ·{" "}
              {QUOTE_STATUS_LABELS[q.status]} · {formatUYU(q.total)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
