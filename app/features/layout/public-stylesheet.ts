import type { HtmlLinkDescriptor } from "react-router";

import href from "~/public.css?url";

/**
 * The public site's stylesheet (app/public.css), which the public layout route attaches and the
 * root's error page, drawn in the public frame outside that layout, renders itself.
 */
export const publicStylesheet = { rel: "stylesheet", href } satisfies HtmlLinkDescriptor;
