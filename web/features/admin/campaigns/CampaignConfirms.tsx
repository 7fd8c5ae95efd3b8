import type { CampaignDetail } from "../../../../domain/api/campaigns.ts";
import { messageOf } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { ConfirmDialog } from "../components/ConfirmDialog.tsx";
import { deleteCampaign, sendCampaign } from "./campaigns-api.ts";

/** 'Enviar el newsletter' and 'Eliminar el borrador', each after the owner confirms it. */
export function CampaignConfirms({
  campaign,
  subscribers,
  confirm,
  onDone,
  onChanged,
  onDeleted,
}: {
  campaign: CampaignDetail;
  subscribers: number;
  /** The confirmation open, if any. */
  confirm: "send" | "delete" | undefined;
  /** Closes the confirmation. */
  onDone: () => void;
  onChanged: () => void;
  onDeleted: () => void;
}) {
  return (
    <>
      <ConfirmDialog
        open={confirm === "send"}
        title="Enviar el newsletter"
        text={`Se enviará «${campaign.subject}» a ${subscribers === 1 ? "1 suscriptor confirmado" : `${subscribers} suscriptores confirmados`}. No se puede deshacer.`}
        confirmLabel={`Enviar a ${subscribers === 1 ? "1 suscriptor" : `${subscribers} suscriptores`}`}
        busyLabel="Enviando..."
        onCancel={() => onDone()}
        onConfirm={async () => {
          try {
            await sendCampaign(campaign.id, subscribers);
            notify("success", "El newsletter se está enviando.");
            onDone();
            onChanged();
          } catch (error) {
            notify("error", messageOf(error));
            onDone();
            onChanged();
          }
        }}
      />
      <ConfirmDialog
        open={confirm === "delete"}
        title="Eliminar el borrador"
        text={`Se eliminará el borrador «${campaign.subject}».`}
        confirmLabel="Eliminar"
        onCancel={() => onDone()}
        onConfirm={async () => {
          try {
            await deleteCampaign(campaign.id);
            notify("success", "El borrador fue eliminado.");
            onDone();
            onChanged();
            onDeleted();
          } catch (error) {
            notify("error", messageOf(error));
          }
        }}
      />
    </>
  );
}
