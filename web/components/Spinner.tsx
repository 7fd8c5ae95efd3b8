interface SpinnerProps {
  /** "sm" is the 20px spinner (SPEC: smaller spinners on mobile); default 48px. */
  size?: "sm" | "md";
  label?: string;
  /**
   * Shows only if the wait lasts: the circle fades in after a second (as the router's own pending view waits its
   * defaultPendingMs), so a wait that ends sooner shows nothing moving and no frame is drawn for it.
   */
  patient?: boolean;
}

/** Loading indicator with a text for screen readers. */
export function Spinner({ size = "md", label = "Cargando...", patient = false }: SpinnerProps) {
  const className = ["spinner", size === "sm" && "spinner--sm", patient && "spinner--patient"]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
