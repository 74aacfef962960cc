import { SpriteIcon } from "~/components/icons/sprite-icon";
import { Avatar } from "~/components/ui/avatar";
import { HeadedSection } from "~/components/ui/headed-section";
import { PageOpening } from "~/components/ui/page-opening";
import { SocialIcon } from "~/components/social-icons";
import type { Team } from "~domain/content/site-documents";
import { paragraphsOf } from "~domain/content/site-pages";
import type { SocialLink } from "~domain/company/company";

/** A member's profile on a social network, opened in a new tab. */
function ProfileLink({ href, network, label }: { href: string; network: SocialLink["network"]; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-900 hover:bg-brand-100"
    >
      <SocialIcon network={network} />
    </a>
  );
}

/** The team's cards and the founder's message as editors last published them. */
export function TeamPage({ team: { members, founder } }: { team: Team }) {
  return (
    <>
      <PageOpening
        title="Our Team"
        eyebrow="The people behind the work"
        intro="Our leadership team has shipped software for banks, retailers, hospitals and schools. Meet the people who will be accountable for your project."
        label="Leadership"
        width="6xl"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {members.map((member) => (
            <li key={member.name} className="flex flex-col rounded-3xl border border-slate-200 p-6">
              <Avatar src={member.image} size={96} className="size-24" />
              <h2 className="mt-4 text-lg font-semibold text-brand-900">{member.name}</h2>
              <p className="text-sm font-medium text-accent-700">{member.role}</p>
              <p className="mt-3 text-sm text-slate-600">{member.bio}</p>
              <div className="mt-auto flex gap-2 pt-5">
                <ProfileLink href={member.linkedin} network="linkedin" label={`${member.name} on LinkedIn`} />
                {member.x ? <ProfileLink href={member.x} network="x" label={`${member.name} on X`} /> : null}
              </div>
            </li>
          ))}
        </ul>
      </PageOpening>
      <HeadedSection id="founder-title" title="A message from our founder" width="3xl" band="bg-brand-50">
        <figure>
          <SpriteIcon name="quote" className="mt-6 size-8 text-accent-500" />
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
      </HeadedSection>
    </>
  );
}
