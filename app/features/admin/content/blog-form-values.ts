import type { BlogPostRecord, EditorImageItem } from "~contracts/content";
import { BlogPostFormSchema, type BlogPostForm } from "~domain/content/content";
import { imageFilePath, imageReference } from "~domain/content/editor-images";

import { formFields, parseForm } from "~/features/admin/shared/form-data";

/** What a post's form fields hold: every field a string, as posted. */
export type BlogFormValues = { [Key in keyof Required<BlogPostForm>]: string };

export const emptyBlogForm: BlogFormValues = {
  title: "",
  slug: "",
  summary: "",
  body: "",
  category: "",
  author: "",
  authorImage: "/images/avatars/avatar-2.svg",
  // No cover until the editor chooses one: the form says so, and the blog shows its default illustration.
  image: "",
  featured: "",
  seoTitle: "",
  seoDescription: "",
  socialImage: "",
};

export const formValuesOf = (post: BlogPostRecord): BlogFormValues => ({
  title: post.title,
  slug: post.slug,
  summary: post.summary,
  body: post.body,
  category: post.category,
  author: post.author,
  authorImage: post.authorImage,
  image: post.image,
  featured: post.featured ? "on" : "",
  seoTitle: post.seoTitle,
  seoDescription: post.seoDescription,
  socialImage: post.socialImage,
});

/** The fields of a posted form, for the form to show again when the server refused it. */
export const typedValues = (fields: Record<string, string>): BlogFormValues =>
  Object.fromEntries(
    (Object.keys(emptyBlogForm) as (keyof BlogFormValues)[]).map((name) => [name, fields[name] ?? ""]),
  ) as BlogFormValues;

/** The post as its form posted it. */
export const postedPost = (form: FormData) => typedValues(formFields(form));

/**
 * The post as posted, once BlogPostFormSchema takes it (the desk is handed the fields as typed and
 * checks them again), or each field's message.
 */
export function checkedPost(form: FormData) {
  const parsed = parseForm(BlogPostFormSchema, form);
  return parsed.ok ? { ok: true as const, value: postedPost(form) } : parsed;
}

export const blogAdminPath = (id: string) => `/admin/blog/${id}`;

/** The post's fields as its form labels them, in its order: what a comparison of two versions names. */
export const blogFieldLabels: Record<keyof BlogFormValues, string> = {
  title: "Title",
  slug: "Address",
  summary: "Summary",
  body: "Text",
  category: "Category",
  author: "Author",
  authorImage: "Author’s picture",
  image: "Cover image",
  featured: "Featured",
  seoTitle: "Search title",
  seoDescription: "Search description",
  socialImage: "Social image",
};

/** An uploaded image as the cover and social image fields offer it: its reference (/media/<id>), what it shows, its smallest file. */
export type ImageChoice = { reference: string; alt: string; thumbnail: string };

/** The uploaded images the cover and social image fields offer, newest first. */
export const imageChoicesOf = (images: EditorImageItem[]): ImageChoice[] =>
  images.map((image) => ({
    reference: imageReference(image.id),
    alt: image.alt,
    thumbnail: imageFilePath(image.id, Math.min(...image.widths), "jpeg"),
  }));
