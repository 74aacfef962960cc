import { Quote } from "lucide-react";
import { PageHero } from "~/components/ui/page-hero";
import { SocialIcon } from "~/components/social-icons";
import type { Team } from "~domain/content/site-documents";
import { paragraphsOf } from "~domain/content/site-pages";

/** The team's cards and the founder's message as editors last published them (issue 34). */
export function TeamPage({ team: { members, founder } }: { team: Team }) {
  return (
    <>
      <PageHero
        title="Our Team"
        eyebrow="The people behind the work"
        intro="Our leadership team has shipped software for banks, retailers, hospitals and schools. Meet the people who will be accountable for your project."
      />
      <section aria-label="Leadership" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {members.map((member) => (
            <li key={member.name} className="flex flex-col rounded-3xl border border-slate-200 p-6">
              <img src={member.image} alt="" width={96} height={96} loading="lazy" className="size-24 rounded-full" />
              <h2 className="mt-4 text-lg font-semibold text-brand-900">{member.name}</h2>
              <p className="text-sm font-medium text-accent-700">{member.role}</p>
              <p className="mt-3 text-sm text-slate-600">{member.bio}</p>
              <div className="mt-auto flex gap-2 pt-5">
                <a
                  href={member.linkedin}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${member.name} on LinkedIn`}
                  className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-900 hover:bg-brand-100"
                >
                  <SocialIcon network="linkedin" />
                </a>
                {member.x ? (
                  <a
                    href={member.x}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${member.name} on X`}
                    className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-900 hover:bg-brand-100"
                  >
                    <SocialIcon network="x" />
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="founder-title" className="bg-brand-50">
        <figure className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <h2 id="founder-title" className="text-3xl font-bold text-brand-900">
            A message from our founder
          </h2>
          <Quote aria-hidden="true" className="mt-6 size-8 text-accent-500" />
          <blockquote className="mt-3 space-y-4 text-lg leading-relaxed text-slate-700">
            {paragraphsOf(founder.quote).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </blockquote>
          <figcaption className="mt-6 font-semibold text-brand-900">
            {founder.name}
            <span className="block text-sm font-normal text-slate-600">{founder.role}</span>
          </figcaption>
        </figure>
      </section>
    </>
  );
}
