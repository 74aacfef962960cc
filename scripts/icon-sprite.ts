import { readFileSync } from "node:fs";

import { CalendarDays, CircleCheck, Mail, Phone, Quote, Star, type LucideIcon } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import {
  socialMarkId,
  socialMarkNames,
  spriteIconNames,
  type SpriteIconName,
} from "../app/components/icons/sprite-icon-names";

export const iconSpritePath = "app/components/icons/icon-sprite.svg";
const socialMarksFolder = "app/components/icons/social";

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
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${[...symbols, ...socialMarkSymbols()].join("\n")}\n</svg>\n`;
}

/**
 * The social networks' marks (Simple Icons' paths, kept in app/components/icons/social/), each one
 * filled path without its colour, so the mark takes the text colour of the link it stands in.
 */
function socialMarkSymbols() {
  return socialMarkNames.map((network) => {
    const file = `${socialMarksFolder}/${network}.svg`;
    const paths = [...readFileSync(file, "utf8").matchAll(/<path [^>]*\bd="([^"]+)"/g)].map((match) => match[1]);
    if (paths.length !== 1) throw new Error(`${file} should hold one <path>, not ${paths.length}`);
    return `<symbol id="${socialMarkId(network)}" viewBox="0 0 24 24"><path d="${paths[0]}"></path></symbol>`;
  });
}
