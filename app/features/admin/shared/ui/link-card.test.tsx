import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { LinkCard } from "./link-card";

const render = (card: React.ReactNode) =>
  renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: "*", element: <ul>{card}</ul> }])} />);

describe("a card that opens its record", () => {
  it("is a list item whose title is the one link, stretched over the card, beside its badge", () => {
    const html = render(
      <LinkCard to="/admin/jobs/a" title="Engineer" badge={<span>Open</span>}>
        <p>3 applications</p>
      </LinkCard>,
    );
    expect(html).toContain('<li class="relative rounded-2xl border border-slate-200 bg-white p-4">');
    expect(html).toMatch(
      /<a class="[^"]*after:absolute after:inset-0" href="\/admin\/jobs\/a"[^>]*>Engineer<\/a><span>Open<\/span>/,
    );
    expect(html).toContain("<p>3 applications</p></li>");
  });

  it("with `heading`, has its title as a heading of the page, and the page's own padding", () => {
    const html = render(
      <LinkCard to="/admin/consultants/a" title="Asha Rao" badge={null} heading className="p-5">
        {null}
      </LinkCard>,
    );
    expect(html).toContain('<li class="relative rounded-2xl border border-slate-200 bg-white p-5">');
    expect(html).toMatch(
      /<h2 class="[^"]*"><a class="after:absolute after:inset-0" href="\/admin\/consultants\/a"[^>]*>Asha Rao<\/a><\/h2>/,
    );
  });
});
