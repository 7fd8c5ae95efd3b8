import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { ShopSettingsInput } from "../../../../domain/schemas/settings.ts";
import { AdminField } from "../shell/AdminField.tsx";

interface Props {
  register: UseFormRegister<ShopSettingsInput>;
  errors: FieldErrors<ShopSettingsInput>;
}

/** Ajustes > Tienda: the company video and the social profile the footer and the home show. */
export function StoreSection({ register, errors }: Props) {
  return (
    <section className="admin-card admin-content__form" aria-labelledby="settings-links">
      <h2 id="settings-links" className="admin-card__title">
        Enlaces de la empresa
      </h2>
      <AdminField
        label="Video de la empresa (YouTube)"
        hint="Por ejemplo https://www.youtube.com/watch?v=…"
        error={errors.videoUrl?.message}
      >
        {(p) => <input {...p} {...register("videoUrl")} inputMode="url" maxLength={300} />}
      </AdminField>
      <div className="admin-settings__fields">
        <AdminField
          label="Perfil de Instagram"
          hint="Por ejemplo https://www.instagram.com/quimicaoriental/"
          error={errors.socialUrl?.message}
        >
          {(p) => <input {...p} {...register("socialUrl")} inputMode="url" maxLength={300} />}
        </AdminField>
        <AdminField label="Nombre del perfil" hint="Empieza con @" error={errors.socialHandle?.message}>
          {(p) => <input {...p} {...register("socialHandle")} maxLength={60} />}
        </AdminField>
      </div>
    </section>
  );
}
