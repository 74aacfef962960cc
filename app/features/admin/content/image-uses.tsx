import { Fragment } from "react";
import { Link } from "react-router";

import type { ImageUse } from "~contracts/content";

import { blogAdminPath } from "./blog-form-values";
import { documentAdminPath } from "./document-paths";

const editorPathOf = (use: ImageUse) =>
  "post" in use ? blogAdminPath(use.post) : documentAdminPath(use.document.kind, use.document.slug);

/** Where an image is shown, each post or page a link to its editor, where it can be taken out. */
export function ImageUses({ uses }: { uses: ImageUse[] }) {
  if (uses.length === 0) return <p className="mt-1 text-sm text-slate-600">Not shown in any post or page.</p>;
  return (
    <p className="mt-1 text-sm text-slate-600">
      Shown in{" "}
      {uses.map((use, index) => (
        <Fragment key={editorPathOf(use)}>
          {index > 0 ? ", " : null}
          <Link to={editorPathOf(use)} className="font-medium text-accent-700 underline underline-offset-4">
            {use.name}
          </Link>
        </Fragment>
      ))}
      .
    </p>
  );
}
