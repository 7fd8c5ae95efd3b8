import { stateText } from "./order-state.ts";

/**
 * An order's state with its label and colour (text, not colour alone, says which): the fulfilment of an approved
 * order ('En preparación', 'Enviado', …), else its status ('Anulado' for an annulled sale).
 */
export function StatusBadge({
  status,
  fulfilment,
  annulled = false,
}: {
  status: string;
  fulfilment: string | null;
  annulled?: boolean;
}) {
  const tone = status === "approved" && fulfilment ? fulfilment : status;
  return <span className={`admin-status admin-status--${tone}`}>{stateText({ status, fulfilment, annulled })}</span>;
}
