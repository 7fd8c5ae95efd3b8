import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ImagePicker } from "../../components/ImagePicker.tsx";
import { receiptProblem, type ReceiptUpload as Upload, uploadReceipt } from "../../lib/receipt-upload.ts";

export type ReceiptState =
  | { status: "idle" }
  | { status: "error"; message: string }
  | { status: "uploading"; progress: number; fileName: string; previewUrl: string }
  | { status: "done"; id: string; fileName: string; size: number; previewUrl: string };

/** The receipt's state and what the input does with it; the upload starts as soon as a valid file is chosen. */
export function useReceiptUpload() {
  const [state, setState] = useState<ReceiptState>({ status: "idle" });
  const upload = useRef<Upload | null>(null);
  const preview = useRef<string | null>(null);

  const dropPreview = useCallback(() => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }, []);

  const reset = useCallback(() => {
    upload.current?.abort();
    upload.current = null;
    dropPreview();
    setState({ status: "idle" });
  }, [dropPreview]);

  const choose = useCallback(
    (file: File | null | undefined) => {
      upload.current?.abort();
      dropPreview();
      const problem = receiptProblem(file);
      if (problem || !file) {
        setState({ status: "error", message: problem ?? "" });
        return;
      }
      const previewUrl = URL.createObjectURL(file);
      preview.current = previewUrl;
      setState({ status: "uploading", progress: 0, fileName: file.name, previewUrl });
      const current = uploadReceipt(file, (progress) =>
        setState((s) => (s.status === "uploading" ? { ...s, progress } : s)),
      );
      upload.current = current;
      current.promise.then(
        (done) => {
          if (upload.current !== current) return;
          upload.current = null;
          setState({ status: "done", id: done.id, fileName: file.name, size: done.size ?? file.size, previewUrl });
        },
        (error: unknown) => {
          if (upload.current !== current) return; // replaced or removed meanwhile
          upload.current = null;
          dropPreview();
          setState({ status: "error", message: error instanceof Error ? error.message : String(error) });
        },
      );
    },
    [dropPreview],
  );

  useEffect(
    () => () => {
      upload.current?.abort();
      upload.current = null;
      dropPreview();
    },
    [dropPreview],
  );

  return { state, choose, reset };
}

function kilobytes(size: number): string {
  return size >= 1024 * 1024
    ? `${(size / 1024 / 1024).toFixed(1).replace(".", ",")} MB`
    : `${Math.ceil(size / 1024)} KB`;
}

/** Optional receipt for a bank transfer: file input, real progress, a preview and 'Quitar'. */
export function ReceiptUpload({
  state,
  onChoose,
  onRemove,
}: {
  state: ReceiptState;
  onChoose: (file: File | null | undefined) => void;
  onRemove: () => void;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const hadFile = useRef(false);

  useEffect(() => {
    // After 'Quitar' the file input comes back: put focus on it, not on <body>.
    if (state.status === "idle" && hadFile.current) inputRef.current?.focus();
    hadFile.current = state.status === "done" || state.status === "uploading";
  }, [state.status]);

  return (
    <fieldset className="checkout-fieldset receipt">
      <legend>Comprobante de transferencia (opcional)</legend>
      <p id={hintId} className="field__hint">
        Si ya hizo la transferencia, suba una foto o captura del comprobante: JPEG, PNG o WebP, hasta 2 MB. También
        puede enviarlo más tarde por correo.
      </p>

      {(state.status === "idle" || state.status === "error") && (
        <div className="field">
          <span className="field__label" id={`${inputId}-label`}>
            Imagen del comprobante
          </span>
          <ImagePicker
            id={inputId}
            inputRef={inputRef}
            labelledBy={`${inputId}-label`}
            describedBy={state.status === "error" ? `${hintId} ${errorId}` : hintId}
            invalid={state.status === "error"}
            onFile={onChoose}
          >
            <span className="receipt__none" aria-hidden="true">
              Ningún archivo seleccionado
            </span>
          </ImagePicker>
          {state.status === "error" && (
            <p id={errorId} className="field__error" role="alert">
              {state.message}
            </p>
          )}
        </div>
      )}

      {state.status === "uploading" && (
        <div className="receipt__file">
          <img className="receipt__preview" src={state.previewUrl} alt="" width={72} height={72} />
          <div className="receipt__progress">
            <label htmlFor={`${inputId}-progress`}>Subiendo {state.fileName}…</label>
            <progress id={`${inputId}-progress`} max={1} value={state.progress}>
              {Math.round(state.progress * 100)}%
            </progress>
            <span className="receipt__percent" aria-hidden="true">
              {Math.round(state.progress * 100)}%
            </span>
          </div>
          <button type="button" className="cart-link-button cart-link-button--danger" onClick={onRemove}>
            Cancelar
          </button>
        </div>
      )}

      {state.status === "done" && (
        <div className="receipt__file">
          <img
            className="receipt__preview"
            src={state.previewUrl}
            alt={`Vista previa del comprobante ${state.fileName}`}
            width={72}
            height={72}
          />
          <div className="receipt__done" role="status">
            <strong>Comprobante subido.</strong>
            <span>
              {state.fileName} · {kilobytes(state.size)}
            </span>
          </div>
          <button
            type="button"
            className="cart-link-button cart-link-button--danger"
            aria-label={`Quitar el comprobante ${state.fileName}`}
            onClick={onRemove}
          >
            Quitar
          </button>
        </div>
      )}
    </fieldset>
  );
}
