import { SvgIcon } from "./Icon.tsx";

/** Icons of the shop pages, on the shared frame of components/Icon.tsx (default size 20). */
const Svg = ({ size = 20, ...props }: Parameters<typeof SvgIcon>[0]) => <SvgIcon size={size} {...props} />;

export const GridIcon = (props: { size?: number }) => (
  <Svg {...props}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.2" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.2" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.2" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.2" />
  </Svg>
);

export const ListIcon = (props: { size?: number }) => (
  <Svg {...props}>
    <rect x="4" y="4.5" width="5" height="5" rx="1" />
    <rect x="4" y="14.5" width="5" height="5" rx="1" />
    <path d="M12 6h8M12 8.5h5M12 16h8M12 18.5h5" />
  </Svg>
);

export const SearchIcon = (props: { size?: number }) => (
  <Svg {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4 4" />
  </Svg>
);

export const FilterIcon = (props: { size?: number }) => (
  <Svg {...props}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Svg>
);

export const ChevronLeftIcon = (props: { size?: number }) => (
  <Svg {...props}>
    <path d="m15 5-7 7 7 7" />
  </Svg>
);

export const ChevronRightIcon = (props: { size?: number }) => (
  <Svg {...props}>
    <path d="m9 5 7 7-7 7" />
  </Svg>
);

export const XSmallIcon = (props: { size?: number }) => (
  <Svg {...props}>
    <path d="M7 7l10 10M17 7 7 17" />
  </Svg>
);
