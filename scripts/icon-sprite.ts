import { CalendarDays, CircleCheck, Mail, Phone, Quote, Star, type LucideIcon } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { spriteIconNames, type SpriteIconName } from "../app/components/icons/sprite-icon-names";

export const iconSpritePath = "app/components/icons/icon-sprite.svg";

const icons: Record<SpriteIconName, LucideIcon> = {
  "circle-check": CircleCheck,
  star: Star,
  quote: Quote,
  mail: Mail,
  phone: Phone,
  "calendar-days": CalendarDays,
};

/**
 * The sprite: each icon's shapes as lucide draws them, in a symbol named for it. The shapes carry no
 * colour or stroke of their own, so they take those of the <svg> that uses them, as the inline icon did.
 */
export function iconSpriteMarkup(): string {
  const symbols = spriteIconNames.map((name) => {
    const svg = renderToStaticMarkup(createElement(icons[name]));
    const shapes = /^<svg[^>]*>(.*)<\/svg>$/s.exec(svg)?.[1];
    if (!shapes) throw new Error(`lucide's ${name} is not an <svg> element: ${svg}`);
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
