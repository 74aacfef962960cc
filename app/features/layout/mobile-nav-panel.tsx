import { ChevronDown, X } from "lucide-react";
import * as Collapsible from "@radix-ui/react-collapsible";
import * as Dialog from "@radix-ui/react-dialog";
import { useState, type RefObject } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { caseStudyPath, serviceMenu } from "~domain/company/service-menu";

import { Logo } from "~/components/ui/logo";
import { Modal } from "~/components/ui/modal";
import { contactPath, leadingNavLinks, trailingNavLinks } from "./nav-links";
import { ServiceIcon } from "./service-icon";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-base font-medium ${isActive ? "text-accent-700" : "text-slate-800"}`;

type MobileNavPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hamburger button, which gets the focus back when the panel closes. */
  opener: RefObject<HTMLButtonElement | null>;
};

/**
 * The hamburger panel below 768px. A Radix dialog gives the focus trap, Escape and
 * outside-click closing. Its code loads on first use (see MobileNav).
 */
export default function MobileNavPanel({ open, onOpenChange, opener }: MobileNavPanelProps) {
  const [servicesOpen, setServicesOpen] = useState(false);
  const { pathname } = useLocation();

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) setServicesOpen(false);
  };
  const close = () => changeOpen(false);

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      overlayClassName="bg-slate-900/40"
      aria-describedby={undefined}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener.current?.focus();
      }}
      className="fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto bg-white shadow-xl"
    >
      <div className="flex h-16 items-center justify-between px-4">
        <Logo onNavigate={close} />
        <Dialog.Close
          className="grid size-11 place-items-center rounded-lg text-brand-900 hover:bg-brand-50"
          aria-label="Close menu"
        >
          <X aria-hidden="true" className="size-6" />
        </Dialog.Close>
      </div>
      <Dialog.Title className="sr-only">Menu</Dialog.Title>
      <nav aria-label="Main" className="border-t border-slate-100 px-4 pt-2 pb-6">
        <ul className="space-y-1">
          {leadingNavLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass} onClick={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <Collapsible.Root open={servicesOpen} onOpenChange={setServicesOpen}>
              <Collapsible.Trigger
                className={`flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-medium ${
                  pathname.startsWith("/case-study/") ? "text-accent-700" : "text-slate-800"
                }`}
              >
                Services
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 transition-transform duration-200 ${servicesOpen ? "rotate-180" : ""}`}
                />
              </Collapsible.Trigger>
              <Collapsible.Content>
                <ul className="grid gap-1 pb-2 pl-2">
                  {serviceMenu.map((item) => (
                    <li key={item.id}>
                      <NavLink
                        to={caseStudyPath(item.slug)}
                        onClick={close}
                        className={({ isActive }) =>
                          `flex items-center gap-3 rounded-lg px-3 py-2 text-[0.95rem] ${
                            isActive ? "text-accent-700" : "text-slate-700"
                          }`
                        }
                      >
                        <ServiceIcon id={item.id} className="size-5 text-brand-700" />
                        {item.title}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </Collapsible.Content>
            </Collapsible.Root>
          </li>
          {trailingNavLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass} onClick={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Link
          to={contactPath}
          onClick={close}
          className="mt-4 block rounded-full bg-accent-700 px-5 py-3 text-center font-semibold text-white hover:bg-accent-800"
        >
          Let's Talk
        </Link>
      </nav>
    </Modal>
  );
}
