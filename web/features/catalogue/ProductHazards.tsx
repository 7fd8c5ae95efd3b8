import { useId } from "react";
import type { ProductDetail } from "../../../domain/api/catalogue.ts";
import "./product-hazards.css";

/**
 * The product's hazard data beside its warnings (issue 42, decision 033): GHS pictograms (static SVGs with their
 * Spanish names as alt text), signal word, H and P statements with the texts the server resolved, other warnings,
 * and the INCI name and CAS numbers. Rendered by the server in the first view; the statement lists never reach the
 * shop's bundle (the API sends only this product's texts).
 */
export function ProductHazards({ product }: { product: ProductDetail }) {
  const id = useId();
  const { hazards, inciName, casNumbers } = product;
  if (!hazards && !inciName && casNumbers.length === 0) return null;
  return (
    <section className="hazards" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="hazards__title">
        Seguridad y datos técnicos
      </h2>
      {(inciName || casNumbers.length > 0) && (
        <dl className="hazards__ids">
          {inciName && (
            <div>
              <dt>INCI</dt>
              <dd>{inciName}</dd>
            </div>
          )}
          {casNumbers.length > 0 && (
            <div>
              <dt>CAS</dt>
              <dd>{casNumbers.join(", ")}</dd>
            </div>
          )}
        </dl>
      )}
      {hazards && (hazards.pictograms.length > 0 || hazards.signalWord) && (
        <div className="hazards__label">
          {hazards.pictograms.length > 0 && (
            <ul className="hazards__pictograms" aria-label="Pictogramas de peligro">
              {hazards.pictograms.map((p) => (
                <li key={p.code}>
                  <img src={`/ghs/${p.code}.svg`} alt={p.name} title={p.name} width={64} height={64} />
                </li>
              ))}
            </ul>
          )}
          {hazards.signalWord && (
            <p className="hazards__signal">
              <span className="visually-hidden">Palabra de advertencia: </span>
              <strong>{hazards.signalWord}</strong>
            </p>
          )}
        </div>
      )}
      {hazards && hazards.hazardStatements.length > 0 && (
        <>
          <h3 className="hazards__subtitle">Indicaciones de peligro</h3>
          <Statements items={hazards.hazardStatements} />
        </>
      )}
      {hazards && hazards.precautionaryStatements.length > 0 && (
        <>
          <h3 className="hazards__subtitle">Consejos de prudencia</h3>
          <Statements items={hazards.precautionaryStatements} />
        </>
      )}
      {hazards?.otherWarnings && <p className="hazards__other">{hazards.otherWarnings}</p>}
    </section>
  );
}

function Statements({ items }: { items: { code: string; text: string }[] }) {
  return (
    <ul className="hazards__statements">
      {items.map((s) => (
        <li key={s.code}>
          <span className="hazards__code">{s.code}</span> {s.text}
        </li>
      ))}
    </ul>
  );
}
