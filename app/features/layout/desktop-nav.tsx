import { ChevronDown } from "lucide-react";
import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { useRef, useState } from "react";
import { Link, useLocation } from "react-router";

import { caseStudyPath, serviceMenu } from "~/content/service-menu";

import { leadingNavLinks, trailingNavLinks } from "./nav-links";
import { ServiceIcon } from "./service-icon";

// Radix marks the current page's link with data-active and aria-current.
const linkClass =
  "rounded-md px-3 py-2 text-[0.95rem] font-medium text-slate-700 transition-colors hover:text-accent-700 data-[active]:text-accent-700";

/**
 * Desktop links with the Services menu. Radix opens it on hover and closes it on
 * mouse leave, outside click, Escape and when an item is chosen.
 */
export function DesktopNav({ className }: { className: string }) {
  const [openMenu, setOpenMenu] = useState("");
  // Hovering opens the menu before the click lands; Radix would treat that click as
  // a toggle and close it again. Only a menu opened by a click closes on the next one.
  const openedByClick = useRef(false);
  const { pathname } = useLocation();
  const onCaseStudy = pathname.startsWith("/case-study/");

  return (
    <NavigationMenu.Root
      aria-label="Main"
      value={openMenu}
      onValueChange={(value) => {
        if (!value) openedByClick.current = false;
        setOpenMenu(value);
      }}
      delayDuration={0}
      className={`relative ${className}`}
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {leadingNavLinks.map((link) => (
          <NavigationMenu.Item key={link.to}>
            <NavigationMenu.Link asChild active={pathname === link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item value="services" className="relative">
          <NavigationMenu.Trigger
            onClick={(event) => {
              if (openMenu && !openedByClick.current) event.preventDefault();
              openedByClick.current = true;
            }}
            className={`group flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors hover:text-accent-700 data-[state=open]:text-accent-700 ${
              onCaseStudy ? "text-accent-700" : "text-slate-700"
            }`}
          >
            Services
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-1/2 mt-2 w-[34rem] -translate-x-1/2 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl menu-enter">
            <ul className="grid grid-cols-2 gap-1">
              {serviceMenu.map((item) => (
                <li key={item.id}>
                  <NavigationMenu.Link asChild active={pathname === caseStudyPath(item.slug)}>
                    <Link
                      to={caseStudyPath(item.slug)}
                      className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-accent-700 data-[active]:text-accent-700"
                    >
                      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                        <ServiceIcon id={item.id} className="size-5" />
                      </span>
                      {item.title}
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {trailingNavLinks.map((link) => (
          <NavigationMenu.Item key={link.to}>
            <NavigationMenu.Link asChild active={pathname === link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
