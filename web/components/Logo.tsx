interface LogoProps {
  /** "light" for dark backgrounds (footer). */
  tone?: "dark" | "light";
  /** Show the tagline under the name. */
  tagline?: boolean;
}

/**
 * The Química Oriental wordmark: the flask mark of web/public/images/misc/logo.svg drawn inline (no request on
 * first load, and a light variant for dark backgrounds), with the name as real text in the heading serif.
 */
export function Logo({ tone = "dark", tagline = true }: LogoProps) {
  return (
    <span className={`logo logo--${tone}`}>
      <svg className="logo__mark" viewBox="-50 -50 100 100" width="44" height="44" aria-hidden="true" focusable="false">
        <circle r="46" className="logo__ring" strokeWidth="3" />
        <path
          d="M-10-30H10M-7-30V-12L-24 18Q-28 28-18 28H18Q28 28 24 18L7-12V-30"
          className="logo__flask"
          fill="none"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <path d="M-19 14L-8-4H8L19 14Q21 22 14 22H-14Q-21 22-19 14Z" className="logo__liquid" />
        <path d="M0-6Q14 2 6 16Q-8 14 0-6Z" className="logo__shine" opacity=".85" />
      </svg>
      <span className="logo__text">
        <span className="logo__name">Química Oriental</span>
        {tagline && <span className="logo__tagline">Materias primas · Aceites esenciales · Desde 1995</span>}
      </span>
    </span>
  );
}
