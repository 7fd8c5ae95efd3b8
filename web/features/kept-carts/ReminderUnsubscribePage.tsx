import { UnsubscribePage } from "../../components/UnsubscribePage.tsx";

/** /carrito/recordatorios/baja?token=…: the unsubscribe link of every reminder of an unfinished checkout. */
export function ReminderUnsubscribePage() {
  return (
    <UnsubscribePage
      endpoint="/api/kept-carts/unsubscribe"
      pageTitle="Dejar de recibir recordatorios"
      title="Recordatorios del carrito"
      doneTitle="No le enviaremos más recordatorios"
      doneText="Ya no recibirá recordatorios de compras sin terminar en esta dirección. Los correos de sus pedidos siguen llegando como siempre."
      lastMail="recordatorio"
    />
  );
}
