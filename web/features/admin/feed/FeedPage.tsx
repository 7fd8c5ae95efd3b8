import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import * as z from "zod";
import { adminImageSchema, cardImageUrl } from "../../../../domain/images.ts";
import { type FeedItem, feedItemInput } from "../../../../domain/schemas/feed.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { notify } from "../../../lib/toast.ts";
import { ConfirmDialog } from "../components/ConfirmDialog.tsx";
import { addFeedItem, removeFeedItem, reorderFeed } from "../lib/content-api.ts";
import "../components/content.css";
import { messageOf } from "../../../lib/api.ts";
import { ImageListField } from "../components/ImageListField.tsx";
import type { loadFeed } from "../lib/content-loaders.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { useRead } from "../shell/admin-data.ts";

const form = z.object({
  image: adminImageSchema.nullable().refine((v) => v !== null, { error: "Suba la imagen de la publicación." }),
  link: feedItemInput.shape.link,
});
type FormIn = z.input<typeof form>;

/** /admin/feed ('Red social'): the pictures of the home's social grid, each with its link; add, delete, reorder. */
export function FeedPage({ data }: { data: ReturnType<typeof loadFeed> }) {
  usePageTitle("Red social · Panel");
  const remote = useRead(data.feed);
  const [shown, setShown] = useState<FeedItem[] | undefined>();
  const [removing, setRemoving] = useState<FeedItem | undefined>();
  const [moving, setMoving] = useState(false);
  const [status, setStatus] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const items = shown ?? remote.data?.items;

  const move = async (index: number, by: -1 | 1) => {
    if (!items) return;
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    setMoving(true);
    try {
      const saved = await reorderFeed(next.map((i) => i.id));
      setShown(saved.items);
      setStatus(`Publicación movida a la posición ${index + by + 1} de ${next.length}.`);
      // Keep the focus on the same button of the moved item when it still exists.
      requestAnimationFrame(() => {
        const target = list.current?.querySelector<HTMLButtonElement>(
          `[data-item="${item!.id}"][data-move="${by}"]:not(:disabled)`,
        );
        (target ?? list.current?.querySelector<HTMLButtonElement>(`[data-item="${item!.id}"]`))?.focus();
      });
    } catch (error) {
      notify("error", messageOf(error));
    } finally {
      setMoving(false);
    }
  };

  const remove = async () => {
    if (!removing || !items) return;
    try {
      await removeFeedItem(removing.id);
      setShown(items.filter((i) => i.id !== removing.id));
      setRemoving(undefined);
      notify("success", "La publicación fue eliminada.");
    } catch (error) {
      notify("error", messageOf(error));
    }
  };

  return (
    <div className="admin-page admin-content-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Red social</h1>
          <p className="admin-page__lead">
            Las imágenes de la sección «Síganos en Instagram» de la página de inicio, en este orden: la página de inicio
            muestra las primeras 14. Cada publicación nueva se agrega al principio.
          </p>
        </div>
      </div>
      <div className="admin-content__grid admin-content__grid--list">
        <section className="admin-card" aria-labelledby="feed-list">
          <h2 id="feed-list" className="admin-card__title">
            Publicaciones
          </h2>
          <p className="visually-hidden" aria-live="polite">
            {status}
          </p>
          {!items ? (
            <InlineError message={remote.error ?? ""} onRetry={remote.retry} />
          ) : items.length === 0 ? (
            <div className="admin-empty">
              <p className="admin-empty__title">No hay publicaciones.</p>
            </div>
          ) : (
            <ol ref={list} className="admin-feed">
              {items.map((item, index) => (
                <li key={item.id} className="admin-feed__item">
                  <img className="admin-feed__img" src={cardImageUrl(item.img)} alt="" width={72} height={72} />
                  <div className="admin-feed__body">
                    <span className="admin-feed__position">
                      {index + 1}
                      {index < 14 ? " · En la página de inicio" : " · No se muestra en la página de inicio"}
                    </span>
                    <a
                      className="admin-feed__link"
                      href={item.link}
                      title={item.link}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {item.link.replace(/^https:\/\/(www\.)?/, "")}
                      <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
                    </a>
                  </div>
                  <div className="admin-feed__actions">
                    <button
                      type="button"
                      className="btn btn--outline"
                      data-item={item.id}
                      data-move={-1}
                      disabled={index === 0 || moving}
                      aria-label={`Subir la publicación ${index + 1}`}
                      onClick={() => move(index, -1)}
                    >
                      Subir
                    </button>
                    <button
                      type="button"
                      className="btn btn--outline"
                      data-item={item.id}
                      data-move={1}
                      disabled={index === items.length - 1 || moving}
                      aria-label={`Bajar la publicación ${index + 1}`}
                      onClick={() => move(index, 1)}
                    >
                      Bajar
                    </button>
                    <button
                      type="button"
                      className="btn btn--outline"
                      aria-label={`Eliminar la publicación ${index + 1}`}
                      onClick={() => setRemoving(item)}
                    >
                      Eliminar
                    </button>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
        <FeedForm onAdded={(item) => setShown([item, ...(items ?? [])])} />
      </div>
      <ConfirmDialog
        open={!!removing}
        title="Eliminar publicación"
        text="La imagen dejará de mostrarse en la página de inicio. ¿Desea eliminarla?"
        confirmLabel="Eliminar"
        onCancel={() => setRemoving(undefined)}
        onConfirm={remove}
      />
    </div>
  );
}

function FeedForm({ onAdded }: { onAdded: (item: FeedItem) => void }) {
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormIn>({ resolver: zodResolver(form), defaultValues: { image: null, link: "" } });

  const submit = handleSubmit(async ({ image, link }) => {
    try {
      const { item } = await addFeedItem({ img: image!.url, link });
      onAdded(item);
      reset({ image: null, link: "" });
      notify("success", "La publicación fue agregada.");
    } catch (error) {
      notify("error", messageOf(error));
    }
  });

  return (
    <section className="admin-card" aria-labelledby="feed-new">
      <h2 id="feed-new" className="admin-card__title">
        Agregar publicación
      </h2>
      <form className="admin-content__form" onSubmit={submit} noValidate>
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageListField
              label="Imagen"
              value={field.value ? [field.value] : []}
              onChange={(images) => field.onChange(images[0] ?? null)}
              max={1}
              defaultAlt="Publicación de Química Oriental en Instagram"
              error={fieldState.error?.message}
              onBusyChange={setUploading}
            />
          )}
        />
        <AdminField
          label="Enlace de la publicación"
          hint="Por ejemplo https://www.instagram.com/p/…"
          error={errors.link?.message}
        >
          {(p) => <input {...p} {...register("link")} inputMode="url" maxLength={500} />}
        </AdminField>
        <div className="admin-content__actions">
          <button type="submit" className="btn btn--primary" disabled={isSubmitting || uploading}>
            {isSubmitting ? "Guardando..." : "Agregar publicación"}
          </button>
        </div>
      </form>
    </section>
  );
}
