import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { legalPlaceholderMessage, legalPlaceholders } from "../../../../domain/legal-pages.ts";
import {
  PAGE_BODY_MAX,
  PAGE_LEAD_MAX,
  PAGE_TITLE_MAX,
  PAGES,
  type Page,
  type PageData,
  type PageInput,
  pageBodyProblems,
  pageInput,
} from "../../../../domain/schemas/page.ts";
import { fillRuleTokens, RULE_TOKENS, type RuleToken } from "../../../../domain/shop-rules.ts";
import { DEFAULT_SHOP_RULES } from "../../../../domain/shop-rules-defaults.ts";
import { RichText, useMarkdown } from "../../../components/rich-text/RichText.tsx";
import { messageOf } from "../../../lib/api.ts";
import { useShopSettings } from "../../../lib/settings/use-shop-settings.ts";
import { notify } from "../../../lib/toast.ts";
import { MarkdownFormats, MarkdownTextarea, putEdit } from "../components/MarkdownFormats.tsx";
import { insertAt } from "../components/markdown-edits.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { useAdminClose } from "../shell/admin-router.ts";
import { savePage } from "./pages-api.ts";

/** One page in the editor: title, lead, the Markdown with its toolbar and the shop's values, a preview, 'Guardar'. */
export function PageEditor({ page, onSaved }: { page: Page; onSaved: () => void }) {
  const info = PAGES[page.slug];
  const close = useAdminClose();
  const [view, setView] = useState<"edit" | "preview">("edit");
  const [token, setToken] = useState<RuleToken>("envio_montevideo");
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty, isSubmitted },
  } = useForm<PageInput, unknown, PageData>({
    resolver: zodResolver(pageInput),
    defaultValues: { title: page.title, lead: page.lead, body: page.body },
  });
  const body = register("body");

  const write = (text: string) => setValue("body", text, { shouldDirty: true, shouldValidate: isSubmitted });
  const selection = () => {
    const el = textarea.current;
    return { text: el?.value ?? "", start: el?.selectionStart ?? 0, end: el?.selectionEnd ?? 0 };
  };

  const submit = handleSubmit(async (values) => {
    // A legal page is not published with a text still to replace (issue 40): which paragraph, on the field. The
    // server refuses it too, with the same words.
    const pending = legalPlaceholders(page.slug, values);
    if (pending.length) {
      setView("edit");
      setError("body", { message: legalPlaceholderMessage(page.slug, pending) }, { shouldFocus: true });
      return;
    }
    try {
      await savePage(page.slug, values);
      notify("success", "La página fue guardada.");
      onSaved();
    } catch (error) {
      notify("error", messageOf(error));
    }
  });

  return (
    <form className="admin-card admin-pages__editor" onSubmit={submit} noValidate aria-labelledby="page-editor-title">
      <div className="admin-pages__editor-head">
        <h2 id="page-editor-title" className="admin-pages__name">
          {info.name}
        </h2>
        <div className="admin-pages__actions">
          <a className="btn btn--outline btn--sm" href={info.path} target="_blank" rel="noopener">
            Ver página<span className="visually-hidden"> (se abre en otra pestaña)</span>
          </a>
          <button type="button" className="btn btn--outline btn--sm" onClick={close}>
            Volver a la lista
          </button>
        </div>
      </div>
      <AdminField label="Título" required error={errors.title?.message}>
        {(p) => <input {...p} {...register("title")} maxLength={PAGE_TITLE_MAX} />}
      </AdminField>
      <AdminField label="Entradilla" hint="Una frase bajo el título (opcional)." error={errors.lead?.message}>
        {(p) => <input {...p} {...register("lead")} maxLength={PAGE_LEAD_MAX} />}
      </AdminField>

      <fieldset className="admin-pages__tabs">
        <legend className="visually-hidden">Vista</legend>
        <button type="button" aria-pressed={view === "edit"} onClick={() => setView("edit")}>
          Editar texto
        </button>
        <button type="button" aria-pressed={view === "preview"} onClick={() => setView("preview")}>
          Vista previa
        </button>
      </fieldset>

      <div hidden={view !== "edit"} className="admin-pages__write">
        <div className="admin-pages__toolbar">
          <MarkdownFormats textarea={textarea} write={write} />
          <div className="admin-pages__token">
            <label htmlFor="page-token">Insertar valor de la tienda</label>
            <select id="page-token" value={token} onChange={(e) => setToken(e.target.value as RuleToken)}>
              {(Object.keys(RULE_TOKENS) as RuleToken[]).map((key) => (
                <option key={key} value={key}>
                  {RULE_TOKENS[key]}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="btn btn--outline btn--sm"
              onClick={() => {
                const s = selection();
                putEdit(textarea, insertAt(s.text, s.start, s.end, `{{${token}}}`), write);
              }}
            >
              Insertar
            </button>
          </div>
        </div>
        <AdminField
          label="Texto de la página"
          required
          hint="Formato Markdown: ## Título, ### Subtítulo, **negrita**, _itálica_, - lista, 1. lista numerada, [texto](https://...). Los valores de la tienda van entre llaves: {{envio_montevideo}}."
          error={errors.body?.message}
        >
          {(p) => (
            <MarkdownTextarea control={p} registration={body} textarea={textarea} rows={22} maxLength={PAGE_BODY_MAX} />
          )}
        </AdminField>
      </div>

      {view === "preview" && <Preview title={watch("title")} lead={watch("lead") ?? ""} body={watch("body")} />}

      <div className="admin-content__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? "Guardando..." : "Guardar"}
        </button>
      </div>
    </form>
  );
}

/** The page as shoppers will see it, with the shop's values of now, and what would stop it from saving. */
function Preview({ title, lead, body }: { title: string; lead: string; body: string }) {
  const { settings } = useShopSettings();
  const doc = useMarkdown(fillRuleTokens(body, settings?.rules ?? DEFAULT_SHOP_RULES));
  const problems = pageBodyProblems(body);
  return (
    <section className="admin-pages__preview" aria-labelledby="page-preview-title">
      <h3 id="page-preview-title" className="visually-hidden">
        Vista previa
      </h3>
      {problems.length > 0 && (
        <div className="admin-pages__problems" role="status">
          <p>Corrija esto antes de guardar:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="admin-pages__preview-title">{title}</p>
      {lead && <p className="admin-pages__preview-lead">{lead}</p>}
      <RichText doc={doc} />
    </section>
  );
}
