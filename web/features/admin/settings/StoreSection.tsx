import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { ShopSettingsInput } from "../../../../domain/schemas/settings.ts";
import { AdminField } from "../shell/AdminField.tsx";

interface Props {
  register: UseFormRegister<ShopSettingsInput>;
  errors: FieldErrors<ShopSettingsInput>;
}

/**
 * Ajustes > Tienda: the shop's contact (footer, contact page, checkout, order page, remito and every mail; issue 40),
 * the company video and the social profile the footer and the home show.
 */
export function StoreSection({ register, errors }: Props) {
  return (
    <>
      <ContactFields register={register} errors={errors} />
      <LinksFields register={register} errors={errors} />
    </>
  );
}

/** The shop's contact as customers read it: the 'tel:' link and the map are made from it. */
function ContactFields({ register, errors }: Props) {
  const e = errors.contact;
  return (
    <section className="admin-card admin-content__form" aria-labelledby="settings-contact">
      <h2 id="settings-contact" className="admin-card__title">
        Datos de contacto
      </h2>
      <p className="admin-muted">
        Se muestran en el pie de cada página, en Contacto, al comprar, en la página del pedido, en el remito y en los
        correos. Cada correo lleva los datos del momento en que se envió.
      </p>
      <AdminField
        label="Dirección del local"
        required
        hint="Por ejemplo Av. General Flores 2415, Montevideo"
        error={e?.address?.message}
      >
        {(p) => <input {...p} {...register("contact.address")} autoComplete="street-address" maxLength={120} />}
      </AdminField>
      <div className="admin-settings__fields">
        <AdminField label="Teléfono" required hint="Por ejemplo (+598) 2200 1995" error={e?.phone?.message}>
          {(p) => <input {...p} {...register("contact.phone")} type="tel" inputMode="tel" maxLength={30} />}
        </AdminField>
        <AdminField label="Fax (opcional)" hint="Vacío: no se muestra" error={e?.fax?.message}>
          {(p) => <input {...p} {...register("contact.fax")} type="tel" inputMode="tel" maxLength={30} />}
        </AdminField>
      </div>
      <AdminField label="Correo electrónico" required error={e?.email?.message}>
        {(p) => <input {...p} {...register("contact.email")} type="email" inputMode="email" maxLength={254} />}
      </AdminField>
    </section>
  );
}

function LinksFields({ register, errors }: Props) {
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
