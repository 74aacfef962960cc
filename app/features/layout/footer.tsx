import type { ReactNode } from "react";
import { Link } from "react-router";

import { company } from "~domain/company/company";

import { BookingDialogLink } from "~/components/booking/booking-dialog-link";
import { caseStudyPath, serviceMenu } from "~domain/company/service-menu";

import { SpriteIcon } from "~/components/icons/sprite-icon";
import { SocialIcon } from "~/components/social-icons";

const columns = [
  {
    title: "Home",
    links: [
      { to: "/", label: "Home" },
      { to: "/contactUs", label: "Contact Us" },
      { to: "/process-insights", label: "Process & Insights" },
      { to: "/alltestimonial", label: "Testimonials" },
      { to: "/faq", label: "FAQs" },
    ],
  },
  {
    title: "About Us",
    links: [
      { to: "/aboutUs", label: "About Us" },
      { to: "/vision-mission", label: "Vision & Mission" },
      { to: "/why-choose-us", label: "Why Choose Us" },
      { to: "/rating", label: "Client Ratings" },
      { to: "/career", label: "Careers" },
    ],
  },
  {
    title: "Services",
    links: [{ to: "/services", label: "All Services" }],
  },
  {
    title: "Case studies",
    // Seven case-study services, as the marketing specification's footer lists them; the full
    // eight are one click away under "All Services".
    links: serviceMenu
      .filter((item) => item.id !== "crm")
      .map((item) => ({ to: caseStudyPath(item.slug), label: item.title })),
  },
];

/** `signup`: the newsletter's form, above the footer's columns. */
export function Footer({ signup }: { signup?: ReactNode }) {
  return (
    <footer className="bg-brand-950 text-slate-300">
      {signup ? (
        <div className="border-b border-white/10">
          <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">{signup}</div>
        </div>
      ) : null}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.3fr_2fr]">
        <div>
          <p className="text-xl font-bold text-white">{company.name}</p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-slate-400">
            Websites, apps, ERP, CRM, security and generative AI for growing businesses, built by teams in New Delhi,
            Bangalore and Gwalior.
          </p>
          <ul className="mt-5 space-y-2 text-sm">
            <li>
              <a href={`mailto:${company.salesEmail}`} className="inline-flex items-center gap-2 hover:text-white">
                <SpriteIcon name="mail" className="size-4 text-accent-500" />
                {company.salesEmail}
              </a>
            </li>
            <li>
              <a href={company.phone.href} className="inline-flex items-center gap-2 hover:text-white">
                <SpriteIcon name="phone" className="size-4 text-accent-500" />
                {company.phone.display}
              </a>
            </li>
          </ul>
          <BookingDialogLink className="mt-5 inline-flex items-center gap-2 rounded-full border border-white/30 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10">
            <SpriteIcon name="calendar-days" className="size-4" />
            Book a Free Demo
          </BookingDialogLink>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {company.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  aria-label={link.label}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-700"
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {columns.map((column) => (
            <nav key={column.title} aria-label={`Footer: ${column.title}`}>
              <p className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</p>
              <ul className="mt-4 space-y-2.5 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="hover:text-white">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {company.copyrightYear} {company.legalName} All rights reserved.
          </p>
          <ul className="flex gap-5">
            <li>
              <Link to="/privacy" className="hover:text-white">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-condition" className="hover:text-white">
                Terms &amp; Conditions
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
