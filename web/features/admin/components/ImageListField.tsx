import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { type AdminImage, cardImageUrl } from "../../../../domain/images.ts";
import { ImageRefused, prepareImage } from "./prepare-image.ts";
import { RequiredMark } from "./RequiredMark.tsx";
import { uploadImage } from "./upload-image.ts";
import "./images.css";

interface ImageListFieldProps {
  label: string;
  /** Shows ' *' after the label, hidden from screen readers (the group's name stays the label). */
  required?: boolean;
  value: AdminImage[];
  onChange: (images: AdminImage[]) => void;
  /** How many images the field holds (1 for a single image). */
  max: number;
  /** What an image shows when its alt text is left empty (the product's or post's name). */
  defaultAlt: string;
  error?: string;
  hint?: string;
  /** True while a photo is being resized or uploaded: the form waits before saving. */
  onBusyChange?: (busy: boolean) => void;
  /** False where the image needs no text of its own (its name is shown right beside it): no alt input. */
  withAlt?: boolean;
}

interface Pending {
  key: number;
  name: string;
  progress: number;
  error?: string;
}

let nextKey = 0;

/**
 * Images of a back-office form: choose or drop photos; each is resized in the browser (WebP, 1600 px and a card
 * size), uploaded with its own progress bar, then listed with its alt text, to reorder or remove. An image's
 * empty alt text means `defaultAlt`.
 */
export function ImageListField({
  label,
  required,
  value,
  onChange,
  max,
  defaultAlt,
  error,
  hint,
  onBusyChange,
  withAlt = true,
}: ImageListFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;
  const [pending, setPending] = useState<Pending[]>([]);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<string>();
  const busy = pending.some((p) => !p.error);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const room = max - value.length - pending.filter((p) => !p.error).length;
  const patch = (key: number, change: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const add = (files: File[]) => {
    setNotice(files.length > room ? `Puede agregar hasta ${max} ${max === 1 ? "imagen" : "imágenes"}.` : undefined);
    for (const file of files.slice(0, Math.max(room, 0))) {
      const key = nextKey++;
      setPending((list) => [...list, { key, name: file.name, progress: 0 }]);
      prepareImage(file)
        .then((prepared) => uploadImage(prepared, (progress) => patch(key, { progress })))
        .then((url) => {
          setPending((list) => list.filter((p) => p.key !== key));
          onChange([...latest.current, { url, alt: "" }]);
        })
        .catch((e: unknown) =>
          patch(key, { error: e instanceof ImageRefused || e instanceof Error ? e.message : String(e) }),
        );
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
    // Keep the focus on the moved image's button that still makes sense.
    requestAnimationFrame(() =>
      document
        .getElementById(`${id}-img-${index + by}`)
        ?.querySelector<HTMLButtonElement>(`[data-move="${by}"]:not(:disabled)`)
        ?.focus(),
    );
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <fieldset className="admin-images" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="admin-field__label">
        {label}
        {required && <RequiredMark />}
      </legend>
      {value.length > 0 && (
        <ol className="admin-images__list">
          {value.map((image, index) => (
            <li key={image.url} id={`${id}-img-${index}`} className="admin-images__item">
              <img src={cardImageUrl(image.url)} alt="" width={96} height={96} className="admin-images__thumb" />
              <div className="admin-images__meta">
                {withAlt && (
                  <>
                    <label className="admin-images__alt-label" htmlFor={`${id}-alt-${index}`}>
                      Texto alternativo {max > 1 ? `de la imagen ${index + 1}` : ""}
                    </label>
                    <input
                      id={`${id}-alt-${index}`}
                      className="admin-field__input"
                      value={image.alt}
                      placeholder={defaultAlt || "Describa la imagen"}
                      maxLength={200}
                      onChange={(e) =>
                        onChange(value.map((img, i) => (i === index ? { ...img, alt: e.target.value } : img)))
                      }
                    />
                  </>
                )}
                <div className="admin-images__actions">
                  {max > 1 && (
                    <>
                      <button
                        type="button"
                        className="btn btn--outline admin-images__button"
                        data-move="-1"
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                        aria-label={`Mover la imagen ${index + 1} antes`}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="btn btn--outline admin-images__button"
                        data-move="1"
                        disabled={index === value.length - 1}
                        onClick={() => move(index, 1)}
                        aria-label={`Mover la imagen ${index + 1} después`}
                      >
                        ↓
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className="btn btn--outline admin-images__button"
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    Quitar<span className="visually-hidden"> la imagen {index + 1}</span>
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      {pending.length > 0 && (
        <ul className="admin-images__pending">
          {pending.map((p) => (
            <li key={p.key} className="admin-images__upload">
              <span className="admin-images__name">{p.name}</span>
              {p.error ? (
                <>
                  <span className="admin-field__error" role="alert">
                    {p.error}
                  </span>
                  <button
                    type="button"
                    className="btn btn--outline admin-images__button"
                    onClick={() => setPending((l) => l.filter((x) => x.key !== p.key))}
                  >
                    Descartar
                  </button>
                </>
              ) : (
                <progress max={1} value={p.progress || undefined} aria-label={`Subiendo ${p.name}`} />
              )}
            </li>
          ))}
        </ul>
      )}
      {room > 0 && (
        // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer extra; the button inside is the keyboard way
        <div
          className="admin-images__drop"
          data-dragging={dragging || undefined}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <button type="button" className="btn btn--outline" onClick={() => input.current?.click()}>
            {max === 1 ? "Elegir imagen" : "Agregar imágenes"}
          </button>
          <span>{max === 1 ? "o arrástrela aquí" : "o arrástrelas aquí"}</span>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple={max > 1}
            hidden
            data-testid="image-input"
            onChange={(e) => {
              add([...(e.target.files ?? [])]);
              e.target.value = "";
            }}
          />
        </div>
      )}
      <p id={`${id}-hint`} className="admin-field__hint">
        {hint ??
          `JPEG, PNG o WebP, máx. 2 MB cada una tras reducirlas. Hasta ${max} ${max === 1 ? "imagen" : "imágenes"}.`}
      </p>
      {notice && (
        <p className="admin-field__error" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
