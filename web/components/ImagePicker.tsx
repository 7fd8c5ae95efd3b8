import type { ReactNode, Ref } from "react";
import { RECEIPT_TYPES } from "../lib/receipt-upload.ts";
import "./image-picker.css";

/**
 * A file input for a receipt's image, drawn as a Spanish 'Elegir imagen…' button (the browser's own button speaks
 * the browser's language): the real input lies invisible over it, so it keeps its focus, click and keyboard. Used by
 * checkout's receipt and the order page's 'Subir comprobante'.
 */
export function ImagePicker({
  id,
  inputRef,
  labelledBy,
  describedBy,
  invalid,
  disabled,
  buttonText = "Elegir imagen…",
  onFile,
  children,
}: {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
  disabled?: boolean;
  buttonText?: string;
  onFile: (file: File | undefined) => void;
  children?: ReactNode;
}) {
  return (
    <div className="image-picker" aria-busy={disabled || undefined}>
      <input
        ref={inputRef}
        id={id}
        type="file"
        className="image-picker__input"
        accept={RECEIPT_TYPES.join(",")}
        disabled={disabled}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          onFile(event.currentTarget.files?.[0]);
          event.currentTarget.value = ""; // choosing the same file again still fires change
        }}
      />
      <label htmlFor={id} className="image-picker__button" aria-hidden="true">
        {buttonText}
      </label>
      {children}
    </div>
  );
}
