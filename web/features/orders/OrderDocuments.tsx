import { downloadLabel, type OrderDocument } from "../../../domain/documents.ts";

/**
 * The order page's 'Documentos de los productos' (issue 42; decision 033): each bought product's FDS and Ficha
 * técnica in the version current when the order was approved (a later revision does not replace them here).
 */
export function OrderDocuments({ documents }: { documents: readonly OrderDocument[] }) {
  if (!documents.length) return null;
  return (
    <section className="order-card order-documents" aria-labelledby="order-documents-title">
      <h2 id="order-documents-title" className="order-card__title">
        Documentos de los productos
      </h2>
      <ul className="order-documents__list">
        {documents.map((doc) => (
          <li key={`${doc.productId}-${doc.kind}`}>
            {doc.productName}: <a href={doc.url}>{downloadLabel(doc)}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
