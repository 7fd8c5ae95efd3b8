import type { Variant } from "../../lib/cart/add-to-cart.ts";

interface SizeSwatchesProps {
  variants: readonly Variant[];
  unit: string;
  selectedId: number | undefined;
  onSelect: (variant: Variant) => void;
  /** Visible group label (product page); cards use a hidden one. */
  label?: string;
  size?: "sm" | "md";
  /** Marks the sizes the shop cannot sell now (their `available` is 0) as 'Agotado'. */
  showSoldOut?: boolean;
}

/** Size buttons (SPEC: swatches); the pressed one is the chosen size. */
export function SizeSwatches({
  variants,
  unit,
  selectedId,
  onSelect,
  label,
  size = "sm",
  showSoldOut = false,
}: SizeSwatchesProps) {
  if (variants.length === 0) return null;
  return (
    <fieldset className={`swatches swatches--${size}`}>
      <legend className={label ? "swatches__legend" : "visually-hidden"}>{label ?? "Tamaño"}</legend>
      <div className="swatches__list">
        {variants.map((variant) => (
          <button
            key={variant.id}
            type="button"
            className={showSoldOut && variant.available < 1 ? "swatch swatch--out" : "swatch"}
            aria-pressed={variant.id === selectedId}
            onClick={() => onSelect(variant)}
          >
            {variant.size} {unit}
            {showSoldOut && variant.available < 1 && <span className="swatch__out">Agotado</span>}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
