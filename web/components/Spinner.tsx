interface SpinnerProps {
  /** "sm" is the 20px spinner (SPEC: smaller spinners on mobile); default 48px. */
  size?: "sm" | "md";
  label?: string;
}

/** Loading indicator with a text for screen readers. */
export function Spinner({ size = "md", label = "Cargando..." }: SpinnerProps) {
  return (
    <div className={size === "sm" ? "spinner spinner--sm" : "spinner"} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
