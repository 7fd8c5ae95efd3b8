import "./inline-error.css";

interface InlineErrorProps {
  message: string | undefined;
  /** Shows a 'Reintentar' button. */
  onRetry?: () => void;
  compact?: boolean;
}

/** A load failure shown in place of the content (never a browser alert), with a way to try again. */
export function InlineError({ message, onRetry, compact = false }: InlineErrorProps) {
  return (
    <div className={compact ? "inline-error inline-error--compact" : "inline-error"} role="alert">
      <p>{message ?? "Ha ocurrido un error, inténtelo más tarde."}</p>
      {onRetry && (
        <button type="button" className={compact ? "btn btn--outline" : "btn btn--primary"} onClick={onRetry}>
          Reintentar
        </button>
      )}
    </div>
  );
}
