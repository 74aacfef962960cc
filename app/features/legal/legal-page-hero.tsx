import { PageHero } from "~/components/ui/page-hero";

type LegalPageHeroProps = {
  title: string;
  eyebrow: string;
  intro: string;
  /** The day the text last changed, as an ISO date. */
  lastUpdated: string;
};

/** The band that opens a legal page (the privacy policy, the terms): the page hero with the text's date. */
export function LegalPageHero({ lastUpdated, ...hero }: LegalPageHeroProps) {
  return (
    <PageHero {...hero}>
      <p className="mt-4 text-sm text-slate-600">
        Last updated <time dateTime={lastUpdated}>{lastUpdated}</time>
      </p>
    </PageHero>
  );
}
