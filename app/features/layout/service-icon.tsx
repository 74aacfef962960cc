import {
  Boxes,
  Code2,
  Contact,
  Megaphone,
  Palette,
  ShieldCheck,
  Smartphone,
  Sparkles,
  type LucideIcon,
} from "lucide-react";

const icons: Record<string, LucideIcon> = {
  "website-development": Code2,
  "app-development": Smartphone,
  "ui-ux-design": Palette,
  erp: Boxes,
  "digital-marketing": Megaphone,
  "generative-ai": Sparkles,
  "security-services": ShieldCheck,
  crm: Contact,
};

export function ServiceIcon({ id, className }: { id: string; className?: string }) {
  const Icon = icons[id] ?? Code2;
  return <Icon aria-hidden="true" className={className} />;
}
