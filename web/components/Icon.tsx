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

export const UserIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
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

export const ArrowRightIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </SvgIcon>
);
