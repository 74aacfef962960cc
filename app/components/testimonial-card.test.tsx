import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { TestimonialCard } from "./testimonial-card";

const card = (quote: string, position?: string) =>
  renderToStaticMarkup(
    <TestimonialCard
      testimonial={{
        id: "t",
        avatar: "/images/avatars/avatar-1.svg",
        name: "Asha K.",
        quote,
        ...(position ? { position } : {}),
      }}
    />,
  );

describe("a testimonial's card", () => {
  it("draws the parts between ** in bold, as the site's <strong> did", () => {
    expect(card("Built in six weeks. **Returns fell by half.** Thank you.")).toContain(
      ">Built in six weeks. <strong>Returns fell by half.</strong> Thank you.</blockquote>",
    );
  });

  it("draws HTML typed in the back office as text", () => {
    const html = card('<img src=x onerror="alert(1)"> **<script>bold</script>**');
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>");
    expect(html).toContain(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <strong>&lt;script&gt;bold&lt;/script&gt;</strong>",
    );
  });

  it("shows the role line only when the customer agreed to one", () => {
    expect(card("Good.")).not.toContain("text-sm text-slate-600");
    expect(card("Good.", "Owner, Jaipur")).toContain(">Owner, Jaipur</span>");
  });
});
