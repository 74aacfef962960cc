import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { sitePagesContext } from "~contracts/content-documents";

import type { Route } from "./+types/case-study";
import { loader } from "./case-study";

// The route module's page metadata reads this build-time constant as soon as it is imported.
vi.hoisted(() => vi.stubGlobal("__PUBLIC_SITE_URL__", "http://127.0.0.1:3000"));

const publishedAt = new Date("2026-11-01T05:30:00.000Z");

// A published service document, each part with one entry: the loader passes the parts on as they are.
const body = {
  meta: { title: "Website Development Company", description: "Fast websites.", socialImage: "/images/social.png" },
  header: { image: "/images/header.svg", tagline: "Websites that load fast", description: "We build websites." },
  gallery: [{ alt: "A store on a laptop", src: "/images/gallery-1.svg" }],
  highlights: ["Built in React"],
  services: [{ title: "Corporate Websites", features: ["Responsive pages"] }],
  process: {
    image: "/images/process.svg",
    description: "Four stages.",
    steps: [{ title: "Discovery", description: "Goals." }],
  },
  testimonials: ["Enquiries went up."],
};

const argsFor = (slug: string) =>
  ({
    params: { slug },
    context: new RouterContextProvider(
      new Map([
        [
          sitePagesContext,
          {
            services: () =>
              Promise.resolve([{ slug: "website-development", body, publishedAt, firstPublishedAt: publishedAt }]),
          },
        ],
      ]),
    ),
  }) as unknown as Route.LoaderArgs;

describe("case study loader", () => {
  it("sends what the page draws and its head tags read, not the home page's tab of the service", async () => {
    const result = await loader(argsFor("website-development"));
    const service = "service" in result ? result.service : null;
    expect(Object.keys(service ?? {}).sort()).toEqual([
      "header",
      "meta",
      "process",
      "services",
      "slug",
      "testimonials",
      "title",
    ]);
    expect(service).toMatchObject({
      title: "Website Development",
      slug: "website-development",
      meta: body.meta,
      header: { ...body.header, cta: "Let's Talk" },
      services: body.services,
      process: body.process,
      testimonials: body.testimonials,
    });
  });
});
