import { ChevronDown } from "lucide-react";
import { NavLink, useLocation } from "react-router";

import { caseStudyPath, serviceMenu } from "~domain/company/service-menu";

import { leadingNavLinks, trailingNavLinks } from "./nav-links";
import { ServiceIcon } from "./service-icon";
import { useServicesMenu } from "./use-services-menu";

// NavLink marks the current page's link with aria-current="page" (`end`: the exact path only).
const linkClass =
  "rounded-md px-3 py-2 text-[0.95rem] font-medium text-slate-700 transition-colors hover:text-accent-700 aria-[current=page]:text-accent-700";

function PlainLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end className={linkClass}>
        {link.label}
      </NavLink>
    </li>
  ));
}

/**
 * Desktop links with the Services menu, a disclosure navigation menu (WAI-ARIA Authoring
 * Practices): a button that shows a list of links, not role=menu, and no focus trap.
 * How it opens and closes is in useServicesMenu.
 */
export function DesktopNav({ className }: { className: string }) {
  const { pathname } = useLocation();
  const { open, panelId, itemProps, buttonProps, close } = useServicesMenu();

  return (
    <nav aria-label="Main" className={`relative ${className}`}>
      <ul className="flex items-center gap-1">
        <PlainLinks links={leadingNavLinks} />
        <li className="relative" {...itemProps}>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            {...buttonProps}
            className={`group flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors hover:text-accent-700 aria-expanded:text-accent-700 ${
              pathname.startsWith("/case-study/") ? "text-accent-700" : "text-slate-700"
            }`}
          >
            Services
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform duration-200 group-aria-expanded:rotate-180"
            />
          </button>
          {open ? (
            <div
              id={panelId}
              className="absolute top-full left-1/2 mt-2 w-[34rem] -translate-x-1/2 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl menu-enter"
            >
              <ul className="grid grid-cols-2 gap-1">
                {serviceMenu.map((item) => (
                  <li key={item.id}>
                    <NavLink
                      to={caseStudyPath(item.slug)}
                      end
                      onClick={close}
                      className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-accent-700 aria-[current=page]:text-accent-700"
                    >
                      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                        <ServiceIcon id={item.id} className="size-5" />
                      </span>
                      {item.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </li>
        <PlainLinks links={trailingNavLinks} />
      </ul>
    </nav>
  );
}
