import { type IconProps, SvgIcon } from "../../../components/Icon.tsx";

// The back office's stroke icons (decorative: the link or button around them carries the name).

export const ChartIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 20V10M10 20V4M16 20v-7M21 20H3" />
  </SvgIcon>
);
export const ReceiptIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />
  </SvgIcon>
);
export const BoxIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7M12 11v10" />
  </SvgIcon>
);
export const SheetIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 4h16v16H4zM4 9h16M4 14h16M10 9v11" />
  </SvgIcon>
);
export const TagIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3 12V4h8l10 10-8 8zM7.5 7.5h.01" />
  </SvgIcon>
);
export const PenIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />
  </SvgIcon>
);
export const FlagIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </SvgIcon>
);
export const SunIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </SvgIcon>
);
export const MailIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3 6h18v12H3zM3 6l9 7 9-7" />
  </SvgIcon>
);
export const SendIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M21 3L3 10.5l7 2.5 2.5 7zM21 3L10 13" />
  </SvgIcon>
);
export const UsersIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-3.5 3.3-5.5 6.5-5.5s5.7 2 6.5 5.5M16 4.8a3.5 3.5 0 010 6.4M18.5 14.8c1.6.9 2.6 2.6 3 5.2" />
  </SvgIcon>
);
export const ImageIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6" />
    <circle cx="15.5" cy="8.5" r="1.5" />
  </SvgIcon>
);
export const GearIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
  </SvgIcon>
);
export const KeyIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l9-9M16 7l3 3M14 9l2 2" />
  </SvgIcon>
);
export const StarIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />
  </SvgIcon>
);
export const PageIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7" />
  </SvgIcon>
);
export const StoreIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 10v10h16V10M3 10l2-6h14l2 6zM9 20v-6h6v6" />
  </SvgIcon>
);
export const MenuIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </SvgIcon>
);
export const LogoutIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
  </SvgIcon>
);
export const TicketIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3 8V6h18v2a2 2 0 0 0 0 4v6H3v-6a2 2 0 0 0 0-4zM14 6v12" />
  </SvgIcon>
);
/** 'Trazabilidad': a lot's path, a search over a chain of points. */
export const TraceIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 6h.01M4 12h.01M4 18h.01M8 6h12M8 12h8M8 18h5M19 19l2 2M17 14a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
  </SvgIcon>
);
