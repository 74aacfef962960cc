import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "../db/db";
import { seedBlogPosts } from "../db/seed-blog";
import { commandLine } from "../kernel/audit/audit";
import { atOnce, seededProductionInstances, type KeptPageInstances } from "../../test-support/kept-page-instances";
import { createPost, publishPost, unpublishPost } from "./blog-posts";

/**
 * The blog's pages are kept (decision 031): with two instances on one database (on PostgreSQL, two
 * pools and LISTEN/NOTIFY), a post published or taken down through one shows on the other's kept
 * /blog, post page and feed within a second, on the production build.
 */
describe("the blog on another instance", () => {
  let apps: KeptPageInstances["apps"];
  let writeThrough: Db;
  let instances: KeptPageInstances | undefined;

  beforeAll(async () => {
    instances = await seededProductionInstances("blog-instances");
    ({ apps, db: writeThrough } = instances);
  });
  afterAll(() => instances?.close());

  it("shows a post published through the first instance on the second's kept pages at once, and drops it when taken down", async () => {
    const onSecond = async (url: string) => (await apps[1]!.inject({ method: "GET", url })).body;
    const shown = async () => ({
      blog: (await onSecond("/blog")).includes("/blog/two-instances-one-blog"),
      feed: (await onSecond("/blog/feed.xml")).includes("/blog/two-instances-one-blog</link>"),
    });
    // Kept on the second instance before the change.
    expect(await onSecond("/blog")).toContain(`/blog/${seedBlogPosts[0]!.id}`);
    expect(await shown()).toEqual({ blog: false, feed: false });

    const { id } = await createPost(
      writeThrough,
      commandLine,
      {
        title: "Two instances, one blog",
        summary: "Kept pages that follow every change.",
        body: "Published on one, shown on both.",
        category: "Software Engineering",
        author: "Karan Malhotra",
        authorImage: "/images/avatars/avatar-4.svg",
        image: "/images/blog/offline-first-android-apps.svg",
      },
      new Date(),
    );
    await publishPost(writeThrough, commandLine, id, { when: "now" }, new Date());
    await expect.poll(shown, atOnce).toEqual({ blog: true, feed: true });

    await unpublishPost(writeThrough, commandLine, id, new Date());
    await expect.poll(shown, atOnce).toEqual({ blog: false, feed: false });
  });
});
