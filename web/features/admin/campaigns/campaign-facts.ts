import type { CampaignSummary } from "../../../../domain/api/campaigns.ts";
import { formatDateTime } from "../lib/format.ts";

/** 'Enviado el …: 120 de 120 enviados, 1 falló, 3 se dieron de baja desde entonces.' */
export function campaignFacts(c: CampaignSummary): string {
  if (c.status === "draft") {
    return `Modificado el ${formatDateTime(c.updatedAt)}${c.testSentAt ? " · prueba enviada" : ""}`;
  }
  const when = c.status === "sent" && c.sentAt ? `Enviado el ${formatDateTime(c.sentAt)}` : "Enviándose";
  const parts = [`${c.sent} de ${c.recipients} entregados`];
  if (c.status === "sending") parts.push(`${c.queued} en cola`);
  if (c.failed > 0) parts.push(c.failed === 1 ? "1 falló" : `${c.failed} fallaron`);
  parts.push(
    c.unsubscribed === 1 ? "1 se dio de baja desde entonces" : `${c.unsubscribed} se dieron de baja desde entonces`,
  );
  return `${when}: ${parts.join(", ")}.`;
}
