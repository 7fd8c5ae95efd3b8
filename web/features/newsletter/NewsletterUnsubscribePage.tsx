import { UnsubscribePage } from "../../components/UnsubscribePage.tsx";

/** /newsletter/unsubscribe?token=…: the one-click link at the end of every newsletter mail. */
export function NewsletterUnsubscribePage() {
  return (
    <UnsubscribePage
      endpoint="/api/newsletter/unsubscribe"
      pageTitle="Darse de baja"
      title="Newsletter"
      doneTitle="Se ha dado de baja del newsletter"
      doneText="Ya no le enviaremos más correos del newsletter. Si fue un error, puede volver a suscribirse cuando quiera desde el pie de cualquier página."
      lastMail="correo"
    />
  );
}
