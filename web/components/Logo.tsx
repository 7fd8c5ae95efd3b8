interface LogoProps {
  /** "light" for dark backgrounds (footer). */
  tone?: "dark" | "light";
  /** Show the tagline under the name. */
  tagline?: boolean;
}

/**
 * The Química Oriental wordmark: an essential-oil drop over a flask line, with the name in the heading serif.
 * Inline (no request on first load); the text is real text, so it reads as "Química Oriental".
 */
export function Logo({ tone = "dark", tagline = true }: LogoProps) {
  return (
    <span className={`logo logo--${tone}`}>
      <svg className="logo__mark" viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="23" className="logo__ring" />
        <path d="M24 9c-5.5 7.6-9.5 13-9.5 18.2a9.5 9.5 0 0 0 19 0C33.5 22 29.5 16.6 24 9Z" className="logo__drop" />
        <path d="M19.5 28.5a4.8 4.8 0 0 0 4.5 4.3" className="logo__shine" />
        <path d="M13 40h22" className="logo__line" />
      </svg>
      <span className="logo__text">
        <span className="logo__name">Química Oriental</span>
        {tagline && <span className="logo__tagline">Materias primas · Aceites esenciales · Desde 1995</span>}
      </span>
    </span>
  );
}
