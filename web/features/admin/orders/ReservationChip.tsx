import { reservationLeft } from "../lib/format.ts";
import { useNow } from "./use-now.ts";

/** 'Pago en curso': how long the order still holds its stock without a payment ('Vence en 42 min', 'Vencida'). */
export function ReservationChip({ expiresAt }: { expiresAt: string }) {
  const now = useNow();
  const left = reservationLeft(expiresAt, now);
  return (
    <span className={left === "Vencida" ? "admin-chip admin-chip--danger" : "admin-chip admin-chip--warning"}>
      <span className="visually-hidden">Reserva: </span>
      {left}
    </span>
  );
}
