import { Clock, MapPin } from "lucide-react";

import { SpriteIcon } from "~/components/icons/sprite-icon";
import { PageHero } from "~/components/ui/page-hero";
import { company } from "~domain/company/company";
import { DeferredContactForm } from "~/features/contact/deferred-contact-form";
import { pageMeta } from "~/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "Contact Us | Nexora Technologies, Delhi NCR",
    description:
      "Tell Nexora Technologies about your project. Offices in New Delhi, Bangalore and Gwalior; Monday-Saturday 10am to 6pm; we reply typically within 24 business hours.",
    path: "/contactUs",
  });

export default function ContactUsRoute() {
  return (
    <>
      <PageHero
        title="Contact us"
        eyebrow="Let's talk"
        intro={`Tell us what you want to build or fix. Someone from our team reads every message and replies ${company.replyPromise}.`}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[1fr_1.6fr]">
        <section aria-label="Contact details" className="grid content-start gap-6">
          <div className="rounded-2xl border border-slate-200 p-6">
            <h2 className="text-lg font-semibold text-brand-900">Reach us directly</h2>
            <ul className="mt-4 space-y-3 text-slate-700">
              <li className="flex items-center gap-3">
                <SpriteIcon name="mail" className="size-5 text-accent-700" />
                <a href={`mailto:${company.salesEmail}`} className="underline-offset-4 hover:underline">
                  {company.salesEmail}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <SpriteIcon name="phone" className="size-5 text-accent-700" />
                <a href={company.phone.href} className="underline-offset-4 hover:underline">
                  {company.phone.display}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Clock aria-hidden="true" className="size-5 text-accent-700" />
                {company.hours}
              </li>
            </ul>
          </div>
          <div className="rounded-2xl border border-slate-200 p-6">
            <h2 className="text-lg font-semibold text-brand-900">Our offices</h2>
            <ul className="mt-4 space-y-3 text-slate-700">
              {company.offices.map((office) => (
                <li key={office.city} className="flex gap-3">
                  <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                  <span>
                    <span className="font-medium text-brand-900">{office.label}</span>
                    <br />
                    {office.address}, {office.region} {office.postalCode}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <DeferredContactForm loads="hydrated" source="contact" />
      </div>
    </>
  );
}
