import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

type IconTextProps = {
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
  iconClassName?: string;
};

/** A short fact behind a small icon that only decorates it: a duration, a place, a time zone. */
export function IconText({ icon: Icon, children, className = "", iconClassName = "" }: IconTextProps) {
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`.trim()}>
      <Icon aria-hidden="true" className={`size-4 ${iconClassName}`.trim()} />
      {children}
    </span>
  );
}
