import { LoaderCircle, MailCheck, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useLocation, useMatches } from "react-router";

import { postJson } from "~/api-client";

import { NewsletterNoticeLine } from "./newsletter-notice-line";

import {
  newsletterPaths,
  newsletterTopics,
  signupAnswerId,
  signupAnswers,
  signupSent,
  type SignupAnswer,
  type SignupPlace,
} from "~domain/newsletter/newsletter";
import { noticeVersion } from "~domain/privacy/notice-versions";
import type { NoticeLanguage } from "~domain/privacy/notice-languages";

/*
 * The newsletter's form (decision 077): an address, the topics if the person wants only some, the
 * privacy notice, and Subscribe. Its script sends it as JSON and answers where the person is
 * looking; without it the form posts to the server, which sends the browser back to this page at
 * the message that answers it (a #fragment: pages rendered once for everyone show it by CSS alone).
 * Every address gets the same answer, known or not. Free of zod and of the notices' texts: it sits
 * in every page's footer.
 */

const tones = {
  light: {
    section: "rounded-3xl border border-slate-200 bg-brand-50 p-6 sm:p-8",
    body: "mt-4",
    heading: "text-2xl font-bold text-brand-900",
    intro: "mt-2 text-slate-700",
    label: "block text-sm font-medium text-slate-800",
    input:
      "block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none",
    inputBorder: "border-slate-300",
    error: "text-red-700",
    topic:
      "border-slate-300 bg-white text-slate-800 has-checked:border-brand-900 has-checked:bg-brand-900 has-checked:text-white",
    legend: "text-sm font-medium text-slate-800",
    button: "bg-accent-700 text-white hover:bg-accent-800",
    sent: "bg-emerald-50 text-emerald-900",
    refused: "bg-red-50 text-red-800",
  },
  dark: {
    section: "lg:grid lg:grid-cols-[2fr_3fr] lg:gap-10",
    body: "mt-4 lg:mt-0",
    heading: "text-xl font-bold text-white",
    intro: "mt-2 text-sm text-slate-300",
    label: "block text-sm font-medium text-slate-200",
    input:
      "block w-full rounded-xl border bg-white/10 px-4 py-3 text-base text-white placeholder:text-slate-400 focus:border-white focus:ring-2 focus:ring-white/30 focus:outline-none",
    inputBorder: "border-white/30",
    error: "text-red-300",
    topic: "border-white/30 text-slate-200 has-checked:border-white has-checked:bg-white has-checked:text-brand-950",
    legend: "text-sm font-medium text-slate-200",
    button: "bg-accent-700 text-white hover:bg-accent-800",
    sent: "bg-emerald-50 text-emerald-900",
    refused: "bg-red-50 text-red-800",
  },
} as const;

type Tone = keyof typeof tones;

type Answer = { sent: true } | { emailError: string } | { failure: string };

const unreachable = "We could not take your subscription. Please check your connection and try again.";

type NewsletterSignupProps = {
  place: SignupPlace;
  title: string;
  intro: string;
  /** The privacy notice shown with the form; the form records its version and `noticeLanguage`. */
  notice: ReactNode;
  noticeLanguage: NoticeLanguage;
  /** The topics' choice, in a disclosure where room is short (the footer). */
  topicsFolded?: boolean;
  tone?: Tone;
};

/** The form, where it is placed; its answers to the plain post wait hidden until their fragment names them. */
export function NewsletterSignup({
  place,
  title,
  intro,
  notice,
  noticeLanguage,
  topicsFolded = false,
  tone = "light",
}: NewsletterSignupProps) {
  const look = tones[tone];
  const { pathname } = useLocation();
  const id = useId();
  const [answer, setAnswer] = useState<Answer>();
  const [submitting, setSubmitting] = useState(false);
  const sentMessage = useRef<HTMLParagraphElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  // The form goes once the address is taken: the message takes the focus, so the keyboard stays here.
  useEffect(() => {
    if (answer && "sent" in answer) sentMessage.current?.focus();
    else if (answer && "emailError" in answer) emailInput.current?.focus();
  }, [answer]);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const fields = new FormData(event.currentTarget);
    setSubmitting(true);
    const result = await postJson<object>("/api/newsletter/subscriptions", {
      email: String(fields.get("email") ?? ""),
      topics: fields.getAll("topics").map(String),
      noticeVersion,
      noticeLanguage,
    });
    setSubmitting(false);
    if (result.ok) setAnswer({ sent: true });
    else if (result.errors?.email) setAnswer({ emailError: result.errors.email });
    else setAnswer({ failure: result.message ?? unreachable });
  }

  const emailError = answer && "emailError" in answer ? answer.emailError : undefined;
  const topics = (
    <fieldset>
      <legend className={look.legend}>Topics, if you want only some (none ticked: every topic)</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {newsletterTopics.map((topic) => (
          <label
            key={topic}
            className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm focus-within:ring-2 focus-within:ring-accent-500 ${look.topic}`}
          >
            <input type="checkbox" name="topics" value={topic} className="size-4 accent-brand-900" />
            {topic}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    // The form is the landmark, named by the title; the section is not one too (a region named
    // "Newsletter" in the footer would repeat a page's own, such as the own data page's group).
    <section id={`newsletter-${place}`} className={`scroll-mt-24 ${look.section}`}>
      <div>
        <h2 id={`${id}-title`} className={look.heading}>
          {title}
        </h2>
        <p className={look.intro}>{intro}</p>
      </div>
      <div className={look.body}>
        {answer && "sent" in answer ? (
          <div role="status">
            <p
              ref={sentMessage}
              tabIndex={-1}
              className={`flex gap-2 rounded-2xl p-4 text-sm focus:outline-none ${look.sent}`}
            >
              <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{signupSent}</span>
            </p>
          </div>
        ) : (
          <form
            method="post"
            action={newsletterPaths.subscribe}
            noValidate
            aria-labelledby={`${id}-title`}
            onSubmit={(event) => void subscribe(event)}
            className="space-y-4"
          >
            <input type="hidden" name="place" value={place} />
            <input type="hidden" name="returnTo" value={pathname} />
            <input type="hidden" name="noticeVersion" value={noticeVersion} />
            <input type="hidden" name="noticeLanguage" value={noticeLanguage} />
            <div>
              <label htmlFor={`${id}-email`} className={look.label}>
                Your email address
              </label>
              <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
                <input
                  ref={emailInput}
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  required
                  autoComplete="email"
                  maxLength={254}
                  aria-invalid={emailError ? true : undefined}
                  aria-describedby={emailError ? `${id}-email-error` : undefined}
                  className={`${look.input} ${emailError ? "border-red-500" : look.inputBorder}`}
                />
                <button
                  type="submit"
                  disabled={submitting}
                  className={`inline-flex shrink-0 items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70 ${look.button}`}
                >
                  {submitting ? (
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  ) : (
                    <Send aria-hidden="true" className="size-4" />
                  )}
                  {submitting ? "Subscribing…" : "Subscribe"}
                </button>
              </div>
              {emailError ? (
                <p id={`${id}-email-error`} className={`mt-1.5 text-sm ${look.error}`}>
                  {emailError}
                </p>
              ) : null}
            </div>
            {topicsFolded ? (
              <details className="group">
                <summary className={`cursor-pointer ${look.legend}`}>Choose topics (optional)</summary>
                <div className="mt-3">{topics}</div>
              </details>
            ) : (
              topics
            )}
            {notice}
            {answer && "failure" in answer ? (
              <p role="alert" className={`rounded-2xl p-4 text-sm ${look.refused}`}>
                {answer.failure}
              </p>
            ) : null}
          </form>
        )}
        {(Object.keys(signupAnswers) as SignupAnswer[]).map((kind) => (
          <p
            key={kind}
            id={signupAnswerId(place, kind)}
            tabIndex={-1}
            className={`mt-4 hidden scroll-mt-24 rounded-2xl p-4 text-sm focus:outline-none target:block ${
              kind === "sent" ? look.sent : look.refused
            }`}
          >
            {signupAnswers[kind]}
          </p>
        ))}
      </div>
    </section>
  );
}

/**
 * The form at the foot of every page: its notice is a line that links to the whole of it on the
 * privacy page, in English or Hindi, so the page carries neither the texts nor their script. The
 * line is English, as the form records.
 */
export function FooterNewsletterSignup() {
  return (
    <NewsletterSignup
      place="footer"
      tone="dark"
      topicsFolded
      title="Newsletter"
      intro="New posts from our blog, by e-mail. We send nothing until you confirm your address."
      noticeLanguage="en"
      notice={<NewsletterNoticeLine language="en" tone="dark" />}
    />
  );
}

/** What a route's `handle` says when its page carries the newsletter's own section (blog.tsx, blog-post.tsx). */
export type NewsletterSectionHandle = { newsletterSection: Exclude<SignupPlace, "footer"> };

const sectionOf = (handle: unknown) => (handle as Partial<NewsletterSectionHandle> | undefined)?.newsletterSection;

/**
 * The page's own newsletter form, if it shows one: the route says so in its handle, and its loader
 * answered (a post that does not exist shows the not-found page, without the form).
 */
export function usePageNewsletterSection() {
  return useMatches()
    .filter((match) => match.loaderData !== undefined)
    .map((match) => sectionOf(match.handle))
    .find((place) => place !== undefined);
}

/**
 * The footer's newsletter on a page that carries its own form (the blog and each post): a line
 * pointing to that form instead of a second one asking the same. The second form weighed 0.3 KB of
 * the blog's first round trip (decision 077).
 */
export function FooterNewsletterPointer({ place }: { place: NewsletterSectionHandle["newsletterSection"] }) {
  return (
    <p className="text-sm text-slate-300">
      <span className="font-bold text-white">Newsletter:</span>{" "}
      <a
        href={`#newsletter-${place}`}
        className="font-medium text-slate-200 underline underline-offset-2 hover:text-white"
      >
        subscribe with the form above
      </a>
    </p>
  );
}
