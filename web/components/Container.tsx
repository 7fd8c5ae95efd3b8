import type { ElementType, ReactNode } from "react";

interface ContainerProps {
  children: ReactNode;
  /** Narrow reading width for long text. */
  narrow?: boolean;
  as?: ElementType;
  className?: string;
}

/** Centres content at the site's maximum width (~1200px) with responsive side gutters. */
export function Container({ children, narrow = false, as: Tag = "div", className }: ContainerProps) {
  const classes = ["container", narrow ? "container--narrow" : "", className ?? ""].filter(Boolean).join(" ");
  return <Tag className={classes}>{children}</Tag>;
}
