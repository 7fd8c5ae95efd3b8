import { useEffect, useId, useRef, useState } from "react";
import type { OrderAnswer } from "../../../domain/api/orders.ts";
import { ImagePicker } from "../../components/ImagePicker.tsx";
import { receiptProblem, uploadReceipt } from "../../lib/receipt-upload.ts";
import "./later-receipt.css";

type State =
  | { status: "idle" }
  | { status: "uploading"; progress: number; fileName: string }
  | { status: "done"; fileName: string }
  | { status: "error"; message: string };

/**
 * 'Subir comprobante' on the order page of a transfer waiting for the money (issue 38): choosing an image sends it at
 * once (POST /api/orders/:id/receipt?token=…, the checkout's checks); a second one replaces the first.
 */
export function LaterReceipt({
  orderId,
  token,
  hasReceipt,
  onUploaded,
}: {
  orderId: number;
  token: string;
  hasReceipt: boolean;
  onUploaded: () => void;
}) {
  const [state, setState] = useState<State>({ status: "idle" });
  const abort = useRef<(() => void) | null>(null);
  const id = useId();
  useEffect(() => () => abort.current?.(), []);

  function choose(file: File | undefined) {
    const problem = receiptProblem(file);
    if (problem || !file) {
      setState({ status: "error", message: problem ?? "" });
      return;
    }
    setState({ status: "uploading", progress: 0, fileName: file.name });
    const url = `/api/orders/${orderId}/receipt?token=${encodeURIComponent(token)}`;
    const upload = uploadReceipt<OrderAnswer>(
      file,
      (progress) => setState((s) => (s.status === "uploading" ? { ...s, progress } : s)),
      url,
    );
    abort.current = upload.abort;
    upload.promise.then(
      () => {
        setState({ status: "done", fileName: file.name });
        onUploaded();
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === "AbortError") return;
        setState({ status: "error", message: error instanceof Error ? error.message : String(error) });
      },
    );
  }

  const busy = state.status === "uploading";
  const received = hasReceipt || state.status === "done";
  return (
    <div className="later-receipt">
      <p id={`${id}-hint`} className="order-card__hint">
        {received
          ? "Recibimos su comprobante. Si se equivocó de imagen, suba otra: reemplaza a la anterior."
          : "¿Ya hizo la transferencia? Suba una foto o captura del comprobante: JPEG, PNG o WebP, hasta 2 MB."}
      </p>
      <span className="later-receipt__label" id={`${id}-label`}>
        {received ? "Reemplazar comprobante" : "Subir comprobante"}
      </span>
      <ImagePicker
        id={id}
        labelledBy={`${id}-label`}
        describedBy={state.status === "error" ? `${id}-hint ${id}-error` : `${id}-hint`}
        invalid={state.status === "error"}
        disabled={busy}
        buttonText={busy ? "Subiendo…" : "Elegir imagen…"}
        onFile={choose}
      />
      {state.status === "uploading" && (
        <progress className="later-receipt__progress" max={1} value={state.progress} aria-labelledby={`${id}-label`}>
          {Math.round(state.progress * 100)}%
        </progress>
      )}
      <p id={`${id}-error`} className="later-receipt__error" role="alert">
        {state.status === "error" ? state.message : ""}
      </p>
      <p className="later-receipt__done" role="status">
        {state.status === "done" ? `Comprobante ${state.fileName} enviado: lo verificaremos a la brevedad.` : ""}
      </p>
    </div>
  );
}
