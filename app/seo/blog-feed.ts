import type { LinkDescriptor } from "react-router";

import { company } from "~domain/company/company";

/** The blog's RSS feed: where it answers and the title its channel and the pages announce. */
export const blogFeed = { path: "/blog/feed.xml", title: `${company.name} blog` } as const;

/** The `<link rel="alternate">` that lets readers and browsers find the feed from a blog page. */
export const blogFeedLink: LinkDescriptor = {
  rel: "alternate",
  type: "application/rss+xml",
  title: blogFeed.title,
  href: blogFeed.path,
};
