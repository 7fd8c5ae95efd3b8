import type { ReactNode } from "react";

/** SPEC section 2: mobile devices (by user agent) get the small spinner. */
export const spinnerSize =
  typeof navigator !== "undefined" && /Mobi|Android/i.test(navigator.userAgent) ? "sm" : ("md" as const);

interface SectionHeadProps {
  id: string;
  eyebrow: string;
  title: string;
  /** A "see all" link on the right. */
  link?: ReactNode;
}

/** The heading row of a home section: a small eyebrow line, the h2 and an optional link. */
export function SectionHead({ id, eyebrow, title, link }: SectionHeadProps) {
  return (
    <div className="section-head">
      <div>
        <p className="section-head__eyebrow">{eyebrow}</p>
        <h2 id={id} className="section-head__title">
          {title}
        </h2>
      </div>
      {link}
    </div>
  );
}
