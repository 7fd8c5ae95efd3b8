import type { Variant } from "../../lib/cart/add-to-cart.ts";

interface SizeSwatchesProps {
  variants: readonly Variant[];
  unit: string;
  selectedId: number | undefined;
  onSelect: (variant: Variant) => void;
  /** Visible group label (product page); cards use a hidden one. */
  label?: string;
  size?: "sm" | "md";
}

/** Size buttons (SPEC: swatches); the pressed one is the chosen size. */
export function SizeSwatches({ variants, unit, selectedId, onSelect, label, size = "sm" }: SizeSwatchesProps) {
  if (variants.length === 0) return null;
  return (
    <fieldset className={`swatches swatches--${size}`}>
      <legend className={label ? "swatches__legend" : "visually-hidden"}>{label ?? "Tamaño"}</legend>
      <div className="swatches__list">
        {variants.map((variant) => (
          <button
            key={variant.id}
            type="button"
            className="swatch"
            aria-pressed={variant.id === selectedId}
            onClick={() => onSelect(variant)}
          >
            {variant.size} {unit}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
