import { type FormEvent, useEffect, useId, useState } from "react";
import { formatDate, formatDateTime } from "../../../../domain/dates.ts";
import {
  DOCUMENT_KINDS,
  DOCUMENT_NAMES,
  type DocumentKind,
  type ProductDocumentVersion,
} from "../../../../domain/documents.ts";
import { Button } from "../../../components/Button.tsx";
import { InlineError } from "../../../components/InlineError.tsx";
import { notify } from "../../../lib/toast.ts";
import { fetchDocuments, removeDocument, uploadDocument } from "./documents-api.ts";
import "./product-documents.css";

/**
 * The product's 'Documentos' (issue 42; decision 033): its FDS (Decreto 307/009: a product with a pictogram is
 * published only with one) and Ficha técnica, each with its current revision and link, 'Subir nueva versión' with
 * the revision date, and the history (versions kept for the orders that received them).
 */
export function ProductDocumentsSection({ productId }: { productId: number }) {
  const [versions, setVersions] = useState<ProductDocumentVersion[] | null>(null);
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    setError(undefined);
    fetchDocuments(productId, abort.signal)
      .then(setVersions)
      .catch((e: unknown) => {
        if (!abort.signal.aborted) setError(e instanceof Error ? e.message : "No pudimos cargar los documentos.");
      });
    return () => abort.abort();
  }, [productId, attempt]);

  return (
    <section className="admin-documents" aria-labelledby={`documents-${productId}`}>
      <h3 id={`documents-${productId}`} className="admin-documents__title">
        Documentos
      </h3>
      <p className="admin-muted">
        PDF de hasta 10 MB. Un producto con pictogramas de peligro solo se publica con su ficha de datos de seguridad
        vigente (Decreto 307/009). Las versiones anteriores se conservan para los pedidos que las recibieron.
      </p>
      {error && <InlineError message={error} onRetry={() => setAttempt((n) => n + 1)} compact />}
      {versions &&
        DOCUMENT_KINDS.map((kind) => (
          <DocumentKindBlock
            key={kind}
            productId={productId}
            kind={kind}
            versions={versions.filter((v) => v.kind === kind)}
            onChange={setVersions}
          />
        ))}
    </section>
  );
}

interface KindProps {
  productId: number;
  kind: DocumentKind;
  versions: ProductDocumentVersion[];
  onChange: (versions: ProductDocumentVersion[]) => void;
}

function DocumentKindBlock({ productId, kind, versions, onChange }: KindProps) {
  const current = versions.find((v) => v.supersededAt === null);
  const past = versions.filter((v) => v.supersededAt !== null);
  const id = useId();
  return (
    <section className="admin-documents__kind" aria-labelledby={`${id}-name`}>
      <h4 id={`${id}-name`} className="admin-documents__name">
        {DOCUMENT_NAMES[kind]}
      </h4>
      {current ? (
        <p className="admin-documents__current">
          Vigente: <a href={current.url}>revisión del {formatDate(current.revisionDate)} (PDF)</a>
          {!current.received && (
            <RemoveButton productId={productId} version={current} kind={kind} onChange={onChange} />
          )}
        </p>
      ) : (
        <p className="admin-documents__current admin-muted">Sin documento vigente.</p>
      )}
      <UploadForm productId={productId} kind={kind} onChange={onChange} />
      {past.length > 0 && (
        <details className="admin-documents__history">
          <summary>Versiones anteriores ({past.length})</summary>
          <ul>
            {past.map((v) => (
              <li key={v.id}>
                <a href={v.url}>Revisión del {formatDate(v.revisionDate)} (PDF)</a>, reemplazada el{" "}
                {formatDateTime(v.supersededAt!)}
                {v.received ? " · la recibieron pedidos" : ""}
                {!v.received && <RemoveButton productId={productId} version={v} kind={kind} onChange={onChange} />}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function RemoveButton({
  productId,
  version,
  kind,
  onChange,
}: {
  productId: number;
  version: ProductDocumentVersion;
  kind: DocumentKind;
  onChange: (versions: ProductDocumentVersion[]) => void;
}) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      onChange(await removeDocument(productId, version.id));
      notify("success", "Versión quitada.");
    } catch (e) {
      notify("error", e instanceof Error ? e.message : "No pudimos quitar la versión.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      className="admin-documents__remove"
      onClick={remove}
      disabled={busy}
      aria-label={`Quitar la revisión del ${formatDate(version.revisionDate)} de la ${DOCUMENT_NAMES[kind]}`}
    >
      Quitar
    </Button>
  );
}

/** 'Subir nueva versión': the PDF and its revision date (a small form of its own, outside the product's form). */
function UploadForm({ productId, kind, onChange }: Omit<KindProps, "versions">) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [date, setDate] = useState("");
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem("Seleccione el documento en PDF.");
    if (!date) return setProblem("Indique la fecha de revisión del documento.");
    setBusy(true);
    setProblem(undefined);
    try {
      onChange(await uploadDocument(productId, { kind, revisionDate: date, file }));
      notify("success", "Documento subido.");
      setFile(null);
      setDate("");
      setRound((n) => n + 1);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : "No pudimos subir el documento.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="admin-documents__upload"
      onSubmit={submit}
      noValidate
      aria-label={`Subir nueva versión: ${DOCUMENT_NAMES[kind]}`}
    >
      <label className="admin-documents__field" htmlFor={`${id}-file`}>
        Archivo PDF
        <input
          key={round}
          id={`${id}-file`}
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </label>
      <label className="admin-documents__field" htmlFor={`${id}-date`}>
        Fecha de revisión
        <input
          id={`${id}-date`}
          type="date"
          className="admin-field__input"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </label>
      <Button type="submit" variant="outline" disabled={busy} aria-busy={busy || undefined}>
        {busy ? "Subiendo..." : "Subir nueva versión"}
      </Button>
      {problem && (
        <p id={`${id}-problem`} className="admin-field__error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
