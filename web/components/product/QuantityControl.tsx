import { useEffect, useState } from "react";

interface QuantityControlProps {
  value: number;
  /** Highest allowed quantity (stock left after what is in the cart); below 1 disables the control. */
  max: number;
  onChange: (value: number) => void;
  id?: string;
}

/** − / number / + (SPEC section 5: minimum 1, maximum the stock left for this product). */
export function QuantityControl({ value, max, onChange, id }: QuantityControlProps) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const disabled = max < 1;

  const commit = (text: string) => {
    const n = Number.parseInt(text, 10);
    const next = Number.isFinite(n) ? Math.min(Math.max(1, n), Math.max(1, max)) : value;
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className="qty">
      <button
        type="button"
        className="qty__btn"
        aria-label="Disminuir cantidad"
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        className="qty__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        value={draft}
        disabled={disabled}
        aria-label="Cantidad"
        onChange={(event) => {
          setDraft(event.target.value);
          const n = Number.parseInt(event.target.value, 10);
          if (Number.isFinite(n) && n >= 1 && n <= max) onChange(n);
        }}
        onBlur={(event) => commit(event.target.value)}
      />
      <button
        type="button"
        className="qty__btn"
        aria-label="Aumentar cantidad"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
