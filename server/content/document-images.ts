import { imageIdOf } from "../../domain/content/editor-images";
import type { Db } from "../db/db";
import { imagesFor, pictureFilePath, socialImagePath } from "./editor-images";

/** Wide enough for a case study's pictures (at most 800 CSS px), or the widest made when the original is narrower. */
const wantedWidth = 960;

/** The uploaded pictures a document refers to, as `/media/<id>`. */
function uploadsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    const id = imageIdOf(value);
    if (id) found.add(id);
  } else if (value && typeof value === "object") {
    for (const child of Object.values(value)) uploadsIn(child, found);
  }
  return found;
}

/**
 * The document with each uploaded picture (`/media/<id>`, what editors type) as one of the files
 * made of it (`pictureFilePath`), which is what a page's `<img>` can load; a social image as networks read it (`socialImagePath`). A
 * picture deleted meanwhile keeps its reference (images in use cannot be deleted).
 */
export async function withImageFiles<T>(db: Db, document: T): Promise<T> {
  const ids = uploadsIn(document);
  if (ids.size === 0) return document;
  const images = await imagesFor(db, [...ids]);
  return JSON.parse(JSON.stringify(document), (key, value: unknown) => {
    if (key === "socialImage" && typeof value === "string") return socialImagePath(value, images);
    const id = typeof value === "string" ? imageIdOf(value) : undefined;
    const image = id ? images.get(id) : undefined;
    if (!id || !image) return value;
    return pictureFilePath(id, image, wantedWidth);
  }) as T;
}
