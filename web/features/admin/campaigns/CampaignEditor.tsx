import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { CampaignDetail, CampaignPreview, CampaignProduct } from "../../../../domain/api/campaigns.ts";
import {
  CAMPAIGN_BODY_MAX,
  CAMPAIGN_PRODUCTS_MAX,
  CAMPAIGN_SUBJECT_MAX,
  type CampaignInput,
  campaignInput,
} from "../../../../domain/schemas/campaign.ts";
import { notify } from "../../../lib/toast.ts";
import { MarkdownFormats, MarkdownTextarea } from "../components/MarkdownFormats.tsx";
import "../components/content.css";
import { MailFrame } from "../components/MailFrame.tsx";
import { ProductPicker } from "../components/ProductPicker.tsx";
import "../components/mails.css";
import "../components/tabs.css";
import "../components/markdown-editor.css";
import { messageOf } from "../../../lib/api.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { useAdminClose, useAdminGo } from "../shell/admin-router.ts";
import { bodyBlocks } from "./body-blocks.ts";
import { CampaignConfirms } from "./CampaignConfirms.tsx";
import { CampaignProducts } from "./CampaignProducts.tsx";
import { CampaignProgress } from "./CampaignProgress.tsx";
import { previewCampaign, saveCampaign, sendTestCampaign } from "./campaigns-api.ts";

const textFields = campaignInput.pick({ subject: true, body: true });
type TextFields = Pick<CampaignInput, "subject" | "body">;

/**
 * A newsletter: subject, body (Markdown with the owner pages' toolbar), product cards from the catalogue, the mail as
 * it is sent, 'Enviar prueba' to the admin's own address and 'Enviar a N suscriptores' after a confirmation. A
 * newsletter sending or sent is shown read-only, with its progress.
 */
export function CampaignEditor({
  campaign,
  subscribers,
  onChanged,
}: {
  campaign?: CampaignDetail;
  subscribers: number;
  onChanged: () => void;
}) {
  const go = useAdminGo();
  const close = useAdminClose();
  const draft = !campaign || campaign.status === "draft";
  const [products, setProducts] = useState<CampaignProduct[]>(campaign?.products ?? []);
  const [preview, setPreview] = useState<CampaignPreview | undefined>();
  const [busy, setBusy] = useState<"preview" | "test" | undefined>();
  const [confirm, setConfirm] = useState<"send" | "delete" | undefined>();
  const [status, setStatus] = useState("");
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting, isDirty, isSubmitted },
  } = useForm<TextFields>({
    resolver: zodResolver(textFields),
    defaultValues: { subject: campaign?.subject ?? "", body: campaign?.body ?? "" },
  });
  const body = register("body");
  const productsDirty = products.map((p) => p.id).join() !== (campaign?.products ?? []).map((p) => p.id).join();
  const dirty = isDirty || productsDirty;

  const input = (values: TextFields = getValues()): CampaignInput => ({
    ...values,
    blocks: bodyBlocks(values.body),
    productIds: products.map((p) => p.id),
  });

  const write = (text: string) => setValue("body", text, { shouldDirty: true, shouldValidate: isSubmitted });

  const save = handleSubmit(async (values) => {
    try {
      const answer = await saveCampaign(campaign?.id, input(values));
      notify("success", "El newsletter fue guardado.");
      onChanged();
      if (!campaign) await go("campaigns", { search: { edit: answer.campaign.id }, replace: true, open: true });
    } catch (error) {
      notify("error", messageOf(error));
    }
  });

  const showPreview = async () => {
    setBusy("preview");
    try {
      setPreview(await previewCampaign(input()));
      setStatus("La vista previa del correo está abajo.");
    } catch (error) {
      notify("error", messageOf(error));
    } finally {
      setBusy(undefined);
    }
  };

  const test = async () => {
    if (!campaign) return;
    setBusy("test");
    try {
      const { to } = await sendTestCampaign(campaign.id);
      notify("success", `Enviamos una prueba a ${to}.`);
      onChanged();
    } catch (error) {
      notify("error", messageOf(error));
    } finally {
      setBusy(undefined);
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...products];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    setProducts(next);
    setStatus(`«${item!.name}» movido a la posición ${index + by + 1} de ${next.length}.`);
  };

  return (
    <div className="admin-campaigns__editor">
      <form className="admin-card admin-pages__editor" onSubmit={save} noValidate aria-labelledby="campaign-title">
        <div className="admin-pages__editor-head">
          <h2 id="campaign-title" className="admin-pages__name">
            {campaign ? (draft ? "Editar newsletter" : "Newsletter enviado") : "Nuevo newsletter"}
          </h2>
          <button type="button" className="btn btn--outline btn--sm" onClick={close}>
            Volver a la lista
          </button>
        </div>
        {campaign && !draft && <CampaignProgress campaign={campaign} onTick={onChanged} />}
        <p className="visually-hidden" aria-live="polite">
          {status}
        </p>
        <fieldset className="admin-campaigns__fields" disabled={!draft}>
          <legend className="visually-hidden">Contenido del correo</legend>
          <AdminField label="Asunto" required error={errors.subject?.message}>
            {(p) => <input {...p} {...register("subject")} maxLength={CAMPAIGN_SUBJECT_MAX} />}
          </AdminField>
          {draft && <MarkdownFormats textarea={textarea} write={write} omit={["subtitle"]} />}
          <AdminField
            label="Texto"
            hint="Formato Markdown: ## Título, **negrita**, _itálica_, - lista, 1. lista numerada, [texto](https://...)."
            error={errors.body?.message}
          >
            {(p) => (
              <MarkdownTextarea
                control={p}
                registration={body}
                textarea={textarea}
                rows={12}
                maxLength={CAMPAIGN_BODY_MAX}
              />
            )}
          </AdminField>
        </fieldset>
        <section aria-labelledby="campaign-products">
          <h3 id="campaign-products" className="admin-campaigns__subtitle">
            Productos ({products.length} de {CAMPAIGN_PRODUCTS_MAX})
          </h3>
          {products.length === 0 ? (
            <p className="admin-muted">Sin productos. Agréguelos desde la búsqueda.</p>
          ) : (
            <CampaignProducts
              products={products}
              readOnly={!draft}
              onMove={move}
              onRemove={(index) => setProducts(products.filter((_, i) => i !== index))}
            />
          )}
        </section>
        <div className="admin-content__actions admin-campaigns__actions">
          {draft && dirty && <p className="admin-featured__dirty">Hay cambios sin guardar.</p>}
          <button type="button" className="btn btn--outline" onClick={showPreview} disabled={busy !== undefined}>
            {busy === "preview" ? "Preparando..." : "Vista previa"}
          </button>
          {draft && campaign && (
            <>
              <button type="button" className="btn btn--outline" onClick={() => setConfirm("delete")}>
                Eliminar
              </button>
              <button type="button" className="btn btn--outline" onClick={test} disabled={dirty || busy !== undefined}>
                {busy === "test" ? "Enviando..." : "Enviar prueba"}
              </button>
            </>
          )}
          {draft && (
            <button type="submit" className="btn btn--primary" disabled={isSubmitting || (!!campaign && !dirty)}>
              {isSubmitting ? "Guardando..." : "Guardar borrador"}
            </button>
          )}
          {draft && campaign && (
            <button
              type="button"
              className="btn btn--primary"
              disabled={dirty || subscribers === 0}
              onClick={() => setConfirm("send")}
            >
              Enviar a {subscribers === 1 ? "1 suscriptor" : `${subscribers} suscriptores`}
            </button>
          )}
        </div>
        {draft && campaign && dirty && (
          <p className="admin-muted admin-campaigns__note">Guarde los cambios para enviar la prueba o el newsletter.</p>
        )}
      </form>
      {draft && (
        <ProductPicker
          picked={products}
          full={products.length >= CAMPAIGN_PRODUCTS_MAX}
          limit={CAMPAIGN_PRODUCTS_MAX}
          onAdd={(product) => {
            if (products.length >= CAMPAIGN_PRODUCTS_MAX || products.some((p) => p.id === product.id)) return;
            setProducts([...products, product]);
            setStatus(`«${product.name}» agregado en la posición ${products.length + 1}.`);
          }}
        />
      )}
      {preview && (
        <section className="admin-card admin-campaigns__preview" aria-labelledby="campaign-preview">
          <h3 id="campaign-preview" className="admin-card__title">
            Vista previa: {preview.subject}
          </h3>
          <MailFrame html={preview.html} title={`Vista previa del correo «${preview.subject}»`} />
        </section>
      )}
      {campaign && (
        <CampaignConfirms
          campaign={campaign}
          subscribers={subscribers}
          confirm={confirm}
          onDone={() => setConfirm(undefined)}
          onChanged={onChanged}
          onDeleted={close}
        />
      )}
    </div>
  );
}
