/** A saved version of a text (a post, a page, an FAQ entry, a testimonial) as the back office lists it. */
export type RevisionItem = { id: string; number: number; authorName: string; at: Date };
