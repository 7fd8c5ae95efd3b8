/** An order's status with its label and colour (text, not colour alone, says which). */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`admin-status admin-status--${status}`}>{label}</span>;
}
