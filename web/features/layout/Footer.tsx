import { Link } from "@tanstack/react-router";
import {
  ClockIcon,
  FaxIcon,
  type IconComponent,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
} from "../../components/Icon.tsx";
import { Logo } from "../../components/Logo.tsx";
import { NewsletterForm } from "../../components/NewsletterForm.tsx";
import { paymentMethodsText, useShopContact } from "../../lib/company.ts";
import { inlinedSocialProfile } from "../../lib/settings/inlined-profile.ts";
import { useShopSettings } from "../../lib/settings/use-shop-settings.ts";
import { FooterSeller } from "./FooterSeller.tsx";
import "./footer.css";

const footerLinks = [
  { label: "Empresa", to: "/about" },
  { label: "Servicios", to: "/services" },
  { label: "Tienda", to: "/shop" },
  { label: "Blog", to: "/blog" },
  { label: "Información", to: "/information" },
  { label: "Términos y condiciones", to: "/terms-and-conditions" },
  { label: "Política de privacidad", to: "/privacy" },
  { label: "Mis datos", to: "/mis-datos" },
  { label: "Contacto", to: "/contact" },
] as const;

export function Footer() {
  const social = inlinedSocialProfile();
  // The store hours and the transfer discount of the shop's rules (inlined in the page; the defaults until then).
  const rules = useShopSettings().settings?.rules;
  // The owner's contact (Ajustes > Tienda), from the same inlined settings.
  const contact = useShopContact();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-label="Sobre nosotros">
          <Link to="/" className="site-footer__logo" aria-label="Química Oriental, ir al inicio">
            <Logo tone="light" tagline={false} />
          </Link>
          <p>
            Desde 1995 abastecemos con materias primas y aceites esenciales a las industrias cosmética, farmacéutica,
            veterinaria y alimenticia, y a quienes elaboran sus propios productos en casa. Además de Uruguay, llegamos a
            Argentina, Paraguay, Ecuador y Colombia.
          </p>
          <a
            className="site-footer__social"
            href={social.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Instagram ${social.handle} (se abre en una pestaña nueva)`}
          >
            <InstagramIcon size={22} />
            <span aria-hidden="true">{social.handle}</span>
          </a>
        </section>

        <nav className="site-footer__links" aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="site-footer__title">
            Enlaces
          </h2>
          <ul>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer__contact" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="site-footer__title">
            Contacto
          </h2>
          <ul className="contact-list">
            <ContactItem icon={MapPinIcon} label="Dirección">
              {contact.address}
            </ContactItem>
            <ContactItem icon={PhoneIcon} label="Teléfono">
              <a href={contact.phoneHref}>{contact.phone}</a>
            </ContactItem>
            {contact.fax && (
              <ContactItem icon={FaxIcon} label="Fax">
                {contact.fax}
              </ContactItem>
            )}
            <ContactItem icon={MailIcon} label="Correo electrónico">
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </ContactItem>
            <ContactItem icon={ClockIcon} label="Horario">
              {contact.hours}
            </ContactItem>
          </ul>
        </section>

        <div className="site-footer__newsletter">
          <NewsletterForm source="footer" />
          <h2 className="site-footer__title site-footer__title--small">Medios de pago</h2>
          <p className="site-footer__payments">{paymentMethodsText(rules?.transferDiscountPercent ?? 0)}.</p>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>© 1995–{new Date().getFullYear()} Química Oriental. Todos los derechos reservados.</p>
          <FooterSeller />
        </div>
      </div>
    </footer>
  );
}

function ContactItem({
  icon: Icon,
  label,
  children,
}: {
  icon: IconComponent;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <li>
      <Icon size={20} className="contact-list__icon" />
      <span>
        <span className="visually-hidden">{label}: </span>
        {children}
      </span>
    </li>
  );
}
