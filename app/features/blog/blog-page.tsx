import { useState } from "react";

import { Avatar } from "~/components/ui/avatar";
import { PageHero } from "~/components/ui/page-hero";
import { Tabs } from "~/components/ui/tabs";
import { blogAuthors } from "~/content/blog";
import { TalkOrBookButtons } from "~/components/booking/talk-or-book-buttons";
import { PostGrid } from "~/features/blog/post-grid";
import type { BlogPageData, GridName } from "~/features/blog/blog-page-data";

const tabClass =
  "shrink-0 rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-700 data-[state=active]:bg-brand-900 data-[state=active]:text-white";

/** The specification's tabs and grids (marketing section "Blog"), over the posts the database holds, as far as `page`. */
const sectionsOf = ({ grids, page }: BlogPageData) => {
  const grid = (title: string, name: GridName) => (
    <PostGrid title={title} name={name} grid={grids[name]} page={page} eagerFirstRow={name === "featured"} />
  );
  return [
    {
      value: "all",
      label: "All Blog",
      content: (
        <>
          {grid("Featured Blog", "featured")}
          {grid("Another topic for blog", "others")}
        </>
      ),
    },
    {
      value: "featured",
      label: "Featured Blog",
      content: grid("Featured Blog", "featured"),
    },
    {
      value: "authors",
      label: "Meet the Authors",
      content: (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {blogAuthors.map((author) => (
            <li key={author.name} className="rounded-3xl border border-slate-200 p-6 text-center">
              <Avatar src={author.image} size={80} className="mx-auto size-20" />
              <h2 className="mt-4 font-semibold text-brand-900">{author.name}</h2>
              <p className="text-sm text-accent-700">{author.role}</p>
              <p className="mt-2 text-sm text-slate-600">{author.bio}</p>
            </li>
          ))}
        </ul>
      ),
    },
    {
      value: "cta",
      label: "Call to Action",
      content: (
        <div className="mt-12 rounded-3xl bg-brand-900 p-10 text-center text-white">
          <h2 className="text-3xl font-bold">Have a project like the ones we write about?</h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-300">
            Tell us what you are building. We reply typically within 24 business hours, or book a free 30-minute call.
          </p>
          <TalkOrBookButtons className="mt-8 justify-center" />
        </div>
      ),
    },
  ];
};

/** The blog, its grids showing as far as the page the data is of (1 for /blog). */
export function BlogPage({ data }: { data: BlogPageData }) {
  const [section, setSection] = useState("all");
  const sections = sectionsOf(data);
  return (
    <>
      <PageHero
        title="Insights, Innovation & Ideas"
        eyebrow="Blog"
        intro="Articles from our engineers, designers and project managers on building software that businesses rely on."
      />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
        <Tabs
          label="Blog sections"
          tabs={sections}
          value={section}
          onValueChange={setSection}
          renderPanel={(value) => sections.find((entry) => entry.value === value)?.content}
          listClassName="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0"
          tabClassName={tabClass}
        />
      </div>
    </>
  );
}
