import type { ReactNode, SVGProps } from "react";

/**
 * Inline SVG icons (no icon library), one component each so every bundle carries only the icons it uses.
 * Decorative (aria-hidden): give the surrounding control its accessible name.
 */
export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number;
}

export type IconComponent = (props: IconProps) => ReactNode;

/** The shared 24×24 stroke-icon frame; feature icon sets build on it. Decorative: aria-hidden. */
export function SvgIcon({ size = 24, className, children, ...props }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const HeartIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
  </SvgIcon>
);

export const CartIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="M3 4h2.2l2.2 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.4-1.1L21 8H6.2" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17.5" cy="20" r="1.3" />
  </SvgIcon>
);

export const MenuIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="M4 6.5h16M4 12h16M4 17.5h16" />
  </SvgIcon>
);

export const CloseIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </SvgIcon>
);

export const ChevronDownIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </SvgIcon>
);

export const PhoneIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="M5 3.5h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.8 6.8l1.4-2.2 4.3 1.7V19a2 2 0 0 1-2.1 2A16.5 16.5 0 0 1 3 5.6a2 2 0 0 1 2-2.1Z" />
  </SvgIcon>
);

export const FaxIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="M7 8V3.5h8l2 2V8" />
    <rect x="3.5" y="8" width="17" height="9" rx="2" />
    <path d="M7 14h10v6.5H7z" />
  </SvgIcon>
);

export const MailIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </SvgIcon>
);

export const MapPinIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </SvgIcon>
);

export const ClockIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.5 2" />
  </SvgIcon>
);

export const InstagramIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
  </SvgIcon>
);

export const AlertIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="M12 3.5 2.5 20h19L12 3.5Z" />
    <path d="M12 10v4.5M12 17.2v.3" />
  </SvgIcon>
);

export const ExternalIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </SvgIcon>
);

export const ArrowRightIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </SvgIcon>
);

export const LeafIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="M5 19C5 10 10 5 20 4c-.5 10-5.5 15-14 15" />
    <path d="M5 19c3-4 6-6.5 10-9" />
  </SvgIcon>
);

export const FlaskIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="M9 3.5h6M10 3.5v6L4.5 18.5A1.5 1.5 0 0 0 5.8 20.5h12.4a1.5 1.5 0 0 0 1.3-2L14 9.5v-6" />
    <path d="M7.5 15h9" />
  </SvgIcon>
);

export const TruckIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="1.8" />
    <circle cx="17.5" cy="18" r="1.8" />
  </SvgIcon>
);

export const ScaleIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="M12 4v16M7 20h10M5 7h14" />
    <path d="m5 7-3 6a3 3 0 0 0 6 0L5 7ZM19 7l-3 6a3 3 0 0 0 6 0l-3-6Z" />
  </SvgIcon>
);
