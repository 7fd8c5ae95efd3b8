import { Container } from "../../components/Container.tsx";
import {
  ClockIcon,
  FaxIcon,
  type IconComponent,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
} from "../../components/Icon.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ExternalIcon } from "../../components/page-icons.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useShopContact } from "../../lib/company.ts";
import { ContactForm } from "./ContactForm.tsx";
import "./contact-page.css";
import { useSocialProfile } from "../../lib/settings/use-social-profile.ts";

/** Contact page, shown at /contact and /other/contact: the shop's details, the map and the contact form. */
export function ContactPage() {
  const social = useSocialProfile();
  const contact = useShopContact();
  usePageTitle("Contacto");
  return (
    <>
      <PageHeader
        title="Contacto"
        breadcrumb={[{ label: "Contacto" }]}
        lead="Estamos para ayudarlo. Visítenos, llámenos o escríbanos y le responderemos a la brevedad."
      />
      <Container className="page-section contact-page">
        <section className="contact-page__info card" aria-labelledby="contact-data-title">
          <h2 id="contact-data-title">Datos de contacto</h2>
          <dl className="contact-details">
            <ContactDetail icon={MapPinIcon} term="Dirección">
              {contact.address}
            </ContactDetail>
            <ContactDetail icon={PhoneIcon} term="Teléfono">
              <a href={contact.phoneHref}>{contact.phone}</a>
            </ContactDetail>
            {contact.fax && (
              <ContactDetail icon={FaxIcon} term="Fax">
                {contact.fax}
              </ContactDetail>
            )}
            <ContactDetail icon={MailIcon} term="Correo electrónico">
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </ContactDetail>
            <ContactDetail icon={ClockIcon} term="Horario de atención">
              {contact.hours}
            </ContactDetail>
            <ContactDetail icon={InstagramIcon} term="Instagram">
              <a href={social.url} target="_blank" rel="noopener noreferrer">
                {social.handle}
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </ContactDetail>
          </dl>
        </section>

        <section className="contact-page__map" aria-labelledby="contact-map-title">
          <h2 id="contact-map-title">Cómo llegar</h2>
          <div className="contact-map">
            <div className="contact-map__art" aria-hidden="true">
              <span className="contact-map__street contact-map__street--a" />
              <span className="contact-map__street contact-map__street--b" />
              <span className="contact-map__street contact-map__street--c" />
              <span className="contact-map__label">{contact.address.split(",")[0]}</span>
              <span className="contact-map__pin">
                <MapPinIcon size={40} />
              </span>
            </div>
            <div className="contact-map__caption">
              <p>
                <strong>{contact.address}</strong>
              </p>
              <a className="btn btn--primary" href={contact.mapsUrl} target="_blank" rel="noopener noreferrer">
                Ver en Google Maps
                <ExternalIcon size={18} />
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </div>
          </div>
        </section>

        <section className="contact-page__form card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Envíenos un mensaje</h2>
          <p className="contact-page__form-lead">Complete el formulario y le responderemos a la brevedad.</p>
          <ContactForm />
        </section>
      </Container>
    </>
  );
}

function ContactDetail({
  icon: Icon,
  term,
  children,
}: {
  icon: IconComponent;
  term: string;
  children: React.ReactNode;
}) {
  // A <dl> may hold only dt/dd groups in a <div>: the icon lives inside the <dt> (axe: definition-list, dlitem).
  return (
    <div className="contact-details__row">
      <dt>
        <span className="contact-details__icon" aria-hidden="true">
          <Icon size={22} />
        </span>
        {term}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
