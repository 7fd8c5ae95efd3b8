import { downloadLabel, type ProductDocument } from "../../../domain/documents.ts";
import { SvgIcon } from "../../components/Icon.tsx";
import "./product-documents.css";

/** A sheet of paper with a downward arrow: a document to download. Decorative. */
function DocumentIcon() {
  return (
    <SvgIcon size={20}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
      <path d="M14 3v5h5M12 11v6M9.5 14.5 12 17l2.5-2.5" />
    </SvgIcon>
  );
}

/**
 * The product page's documents (issue 42; decision 033): the current safety data sheet (FDS, Decreto 307/009) and
 * technical sheet as 'Descargar ficha de seguridad (PDF, rev. dd/mm/aaaa)' links, in the first view (the product
 * answer carries them). Nothing when the product has none.
 */
export function ProductDocuments({ documents }: { documents: readonly ProductDocument[] | undefined }) {
  if (!documents?.length) return null;
  return (
    <section className="product-documents" aria-labelledby="product-documents-title">
      <h2 id="product-documents-title" className="product-documents__title">
        Documentos
      </h2>
      <ul className="product-documents__list">
        {documents.map((doc) => (
          <li key={doc.kind}>
            <a href={doc.url} className="product-documents__link" type="application/pdf">
              <DocumentIcon />
              <span>{downloadLabel(doc)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
