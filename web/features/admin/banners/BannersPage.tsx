import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type * as z from "zod";
import { cardImageUrl } from "../../../../domain/images.ts";
import { type Banner, bannerInput } from "../../../../domain/schemas/banner.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { notify } from "../../../lib/toast.ts";
import { ConfirmDialog } from "../components/ConfirmDialog.tsx";
import { ImageListField } from "../components/ImageListField.tsx";
import { removeBanner, saveBanner } from "../lib/content-api.ts";
import { AdminField } from "../shell/AdminField.tsx";
import "../components/content.css";
import { messageOf } from "../../../lib/api.ts";
import type { loadBanner } from "../lib/content-loaders.ts";
import { useRead } from "../shell/admin-data.ts";

type FormIn = z.input<typeof bannerInput>;
type FormOut = z.output<typeof bannerInput>;
const EMPTY: FormIn = { title: "", subtitle: "", comment: "", image: null, link: "" };

/** /admin/banners ('Cartel banner'): the one banner of the home page, replaced or deleted. */
export function BannersPage({ data }: { data: ReturnType<typeof loadBanner> }) {
  usePageTitle("Cartel banner · Panel");
  const remote = useRead(data.banner);
  // What a save or delete left, shown at once (undefined: what the server said last).
  const [shown, setShown] = useState<Banner | null | undefined>();
  const [confirming, setConfirming] = useState(false);
  const banner = shown !== undefined ? shown : remote.data?.banner;

  const remove = async () => {
    try {
      await removeBanner();
      setShown(null);
      setConfirming(false);
      notify("success", "Banner fue eliminado exitosamente.");
    } catch (error) {
      notify("error", messageOf(error));
    }
  };

  return (
    <div className="admin-page admin-content-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Banner</h1>
          <p className="admin-page__lead">
            El bloque promocional de la página de inicio. Hay un solo banner: al crear uno nuevo, reemplaza al actual.
          </p>
        </div>
      </div>
      <div className="admin-content__grid">
        <section className="admin-card" aria-labelledby="banner-current">
          <h2 id="banner-current" className="admin-card__title">
            Banner actual
          </h2>
          {banner === undefined ? (
            <InlineError message={remote.error ?? ""} onRetry={remote.retry} />
          ) : banner === null ? (
            <div className="admin-empty">
              <p className="admin-empty__title">No hay banner.</p>
            </div>
          ) : (
            <article className="admin-banner-card">
              {banner.image && (
                <img
                  className="admin-banner-card__img"
                  src={cardImageUrl(banner.image)}
                  alt={banner.imageAlt}
                  width={480}
                  height={240}
                />
              )}
              {banner.comment && <p className="admin-muted">{banner.comment}</p>}
              <h3>{banner.title}</h3>
              {banner.subtitle && <p>{banner.subtitle}</p>}
              {banner.link && <p className="admin-muted">Enlace: {banner.link}</p>}
              <div className="admin-content__actions">
                <button type="button" className="btn btn--outline" onClick={() => setConfirming(true)}>
                  Eliminar banner
                </button>
              </div>
            </article>
          )}
        </section>
        <BannerForm replacing={!!banner} onSaved={setShown} />
      </div>
      <ConfirmDialog
        open={confirming}
        title="Eliminar banner"
        text="El banner dejará de mostrarse en la página de inicio. ¿Desea eliminarlo?"
        confirmLabel="Eliminar"
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </div>
  );
}

function BannerForm({ replacing, onSaved }: { replacing: boolean; onSaved: (banner: Banner) => void }) {
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(bannerInput), defaultValues: EMPTY });

  const submit = handleSubmit(async (values) => {
    try {
      const { banner } = await saveBanner(values);
      onSaved(banner);
      reset(EMPTY);
      notify("success", "Banner fue creado exitosamente.");
    } catch (error) {
      notify("error", messageOf(error));
    }
  });

  return (
    <section className="admin-card" aria-labelledby="banner-new">
      <h2 id="banner-new" className="admin-card__title">
        {replacing ? "Reemplazar el banner" : "Crear banner"}
      </h2>
      <form className="admin-content__form" onSubmit={submit} noValidate>
        <AdminField label="Título" error={errors.title?.message}>
          {(p) => <input {...p} {...register("title")} maxLength={120} />}
        </AdminField>
        <AdminField label="Subtítulo (opcional)" error={errors.subtitle?.message}>
          {(p) => <input {...p} {...register("subtitle")} maxLength={200} />}
        </AdminField>
        <AdminField
          label="Comentario (opcional)"
          hint="Un texto corto sobre el título."
          error={errors.comment?.message}
        >
          {(p) => <textarea {...p} {...register("comment")} rows={2} maxLength={500} />}
        </AdminField>
        <AdminField
          label="Enlace (opcional)"
          hint="Una página de la tienda (por ejemplo /shop) o una dirección que empiece con https://"
          error={errors.link?.message}
        >
          {(p) => <input {...p} {...register("link")} inputMode="url" maxLength={500} />}
        </AdminField>
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageListField
              label="Imagen (opcional)"
              value={field.value ? [field.value] : []}
              onChange={(images) => field.onChange(images[0] ?? null)}
              max={1}
              defaultAlt={watch("title") || "Banner"}
              error={fieldState.error?.message}
              onBusyChange={setUploading}
            />
          )}
        />
        <div className="admin-content__actions">
          <button type="submit" className="btn btn--primary" disabled={isSubmitting || uploading}>
            {isSubmitting ? "Guardando..." : replacing ? "Reemplazar banner" : "Crear banner"}
          </button>
        </div>
      </form>
    </section>
  );
}
