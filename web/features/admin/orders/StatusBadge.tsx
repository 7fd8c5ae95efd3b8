import { stateText } from "./order-state.ts";

/**
 * An order's state with its label and colour (text, not colour alone, says which): the fulfilment of an approved
 * order ('En preparación', 'Enviado', …), else its status.
 */
export function StatusBadge({ status, fulfilment }: { status: string; fulfilment: string | null }) {
  const tone = status === "approved" && fulfilment ? fulfilment : status;
  return <span className={`admin-status admin-status--${tone}`}>{stateText({ status, fulfilment })}</span>;
}
