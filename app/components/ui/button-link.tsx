import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

const variants = {
  primary: "bg-accent-700 text-white hover:bg-accent-800",
  outline: "border border-brand-900 text-brand-900 hover:bg-brand-50",
} as const;

type ButtonLinkProps = {
  to: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  /** Drawn before the words, which alone name the link. */
  icon?: LucideIcon;
  className?: string;
};

export function ButtonLink({ to, children, variant = "primary", icon: Icon, className = "" }: ButtonLinkProps) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition-colors ${variants[variant]} ${className}`}
    >
      {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
      {children}
    </Link>
  );
}
