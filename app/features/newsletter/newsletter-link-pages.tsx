import { BellOff, Link2Off, MailCheck, Newspaper } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";

import { LinkPageAddress, LinkPageButton, LinkPageCard, linkPageIcon } from "~/components/private-links/link-page-card";
import { ButtonLink } from "~/components/ui/button-link";

import type { NewsletterSubscriptionView } from "~contracts/newsletter";
import { describeTopics } from "~domain/newsletter/newsletter";
import { confirmationLinkDays } from "~domain/privacy/double-opt-in";

/** The pages the links in the newsletter's e-mails open (docs/decisions/077-newsletter-subscriptions.md). */

const Topics = ({ subscription }: { subscription: NewsletterSubscriptionView }) => (
  <strong className="text-brand-900">{describeTopics(subscription.topics).toLowerCase()}</strong>
);

function CannotBeUsed({ children }: { children: ReactNode }) {
  return (
    <LinkPageCard icon={<Link2Off aria-hidden="true" className={linkPageIcon} />} title="This link cannot be used">
      {children}
      <ButtonLink to="/blog" className="mt-4">
        Read the blog
      </ButtonLink>
    </LinkPageCard>
  );
}

/** /newsletter/confirm/{token}: the double opt-in's second step. */
export function ConfirmNewsletterPage({ subscription }: { subscription: NewsletterSubscriptionView | null }) {
  if (!subscription)
    return (
      <CannotBeUsed>
        <p>
          It is incomplete or has expired: confirmation links work for {confirmationLinkDays} days, and not after the
          address has unsubscribed. To get the newsletter, use the form under our blog again and the link in the new
          e-mail.
        </p>
      </CannotBeUsed>
    );
  if (subscription.state === "subscribed")
    return (
      <LinkPageCard icon={<MailCheck aria-hidden="true" className={linkPageIcon} />} title="You are subscribed">
        <p>
          We will e-mail <LinkPageAddress email={subscription.email} /> our newsletter on{" "}
          <Topics subscription={subscription} />. Every issue has a link to unsubscribe.
        </p>
        <ButtonLink to="/blog" className="mt-4">
          Read the blog
        </ButtonLink>
      </LinkPageCard>
    );
  return (
    <LinkPageCard icon={<Newspaper aria-hidden="true" className={linkPageIcon} />} title="Confirm your subscription">
      <p>
        Send <LinkPageAddress email={subscription.email} /> our newsletter, with new posts from our blog on{" "}
        <Topics subscription={subscription} />? Every issue has a link to unsubscribe.
      </p>
      <Form method="post">
        <LinkPageButton pending="Confirming…">Confirm my subscription</LinkPageButton>
      </Form>
    </LinkPageCard>
  );
}

/** /newsletter/unsubscribe/{token}: the visible unsubscribe link of every e-mail to a subscriber. */
export function UnsubscribeNewsletterPage({ subscription }: { subscription: NewsletterSubscriptionView | null }) {
  if (!subscription)
    return (
      <CannotBeUsed>
        <p>
          There is nothing to unsubscribe from here: the link is incomplete, or its record has been deleted. If the
          newsletter still arrives, use the link at the end of the newest issue.
        </p>
      </CannotBeUsed>
    );
  if (subscription.state === "subscribed")
    return (
      <LinkPageCard
        icon={<BellOff aria-hidden="true" className={linkPageIcon} />}
        title="Unsubscribe from the newsletter"
      >
        <p>
          <LinkPageAddress email={subscription.email} /> gets our newsletter on <Topics subscription={subscription} />.
          Unsubscribing stops it at once.
        </p>
        <Form method="post">
          <LinkPageButton pending="Unsubscribing…">Unsubscribe</LinkPageButton>
        </Form>
      </LinkPageCard>
    );
  return (
    <LinkPageCard icon={<BellOff aria-hidden="true" className={linkPageIcon} />} title="You are unsubscribed">
      <p>
        We will send <LinkPageAddress email={subscription.email} /> no more of our newsletter. To get it again, use the
        form under our blog.
      </p>
      <ButtonLink to="/blog" variant="outline" className="mt-4">
        Read the blog
      </ButtonLink>
    </LinkPageCard>
  );
}
