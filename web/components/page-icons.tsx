import { type IconComponent, SvgIcon } from "./Icon.tsx";

/**
 * Icons only pages past the first load use (contact, services, product page, cart). Kept out of Icon.tsx, which
 * lives in the entry chunk with the header and footer icons: a module sits whole in one chunk.
 */

export const ExternalIcon: IconComponent = (props) => (
  <SvgIcon {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
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
