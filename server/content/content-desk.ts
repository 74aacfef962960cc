import type { StaffMember } from "../../domain/staff/staff";
import type { BlogPages, ContentDesk } from "../../contracts/content";
import type { Bindings } from "../kernel/runtime/bindings";
import type { FileStore } from "../kernel/storage/file-store";
import { outcomeOf } from "../kernel/requests/outcome";
import { publishOutcomeOf } from "./publish-time";
import * as posts from "./blog-posts";
import { listImages, removeImage, updateImageAlt, uploadImage } from "./editor-images";

/** The blog in the back office (decision 031), bound to this server's database and clock. */
export function contentDesk(
  { db, clock, images }: Pick<Bindings, "db" | "clock"> & { images: FileStore },
  actor: StaffMember,
): ContentDesk {
  return {
    list: () => posts.listPosts(db, clock()),
    find: (id) => posts.findPost(db, id, clock()),
    revisions: (id) => posts.listPostRevisions(db, id),
    create: (post) => outcomeOf(() => posts.createPost(db, actor, post, clock())),
    update: (id, post, base) => outcomeOf(() => posts.updatePost(db, actor, id, post, clock(), base)),
    publish: (id, when) => publishOutcomeOf(() => posts.publishPost(db, actor, id, when, clock())),
    unpublish: (id) => outcomeOf(() => posts.unpublishPost(db, actor, id, clock())),
    revision: (id, revisionId) => outcomeOf(() => posts.findPostRevision(db, id, revisionId)),
    restore: (id, revisionId) => outcomeOf(() => posts.restoreAsDraft(db, actor, id, revisionId, clock())),
    preview: (post) => outcomeOf(() => posts.previewArticle(db, post, clock())),
    images: {
      list: () => listImages(db),
      upload: (upload) =>
        outcomeOf(() => uploadImage(db, images, actor, { ...upload, content: asBuffer(upload.content) }, clock())),
      updateAlt: (id, alt) => outcomeOf(() => updateImageAlt(db, actor, id, alt, clock())),
      remove: (id) => outcomeOf(() => removeImage(db, images, actor, id, clock())),
    },
  };
}

/** What the public blog pages read, at the server's clock. */
export function blogPageServices({ db, clock }: Pick<Bindings, "db" | "clock">): BlogPages {
  return {
    list: () => posts.listVisiblePosts(db, clock()),
    find: (slug) => posts.findVisiblePost(db, slug, clock()),
  };
}

/** The same bytes seen as a Buffer, not copied: an upload is up to 10 MB. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
