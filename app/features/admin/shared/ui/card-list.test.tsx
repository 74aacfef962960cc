import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { CardList } from "./card-list";
import { EmptyState } from "./empty-state";

const empty = <EmptyState title="Nothing here">Add one below.</EmptyState>;

describe("a list of cards", () => {
  it("is a list with a card an item, each as the page writes it", () => {
    const html = renderToStaticMarkup(
      <CardList
        items={[
          { id: "a", name: "Asha" },
          { id: "b", name: "Ravi" },
        ]}
        empty={empty}
        className="flex flex-col gap-2"
        cardClassName="relative rounded-2xl border"
      >
        {(item) => <a href={`/admin/x/${item.id}`}>{item.name}</a>}
      </CardList>,
    );
    expect(html).toBe(
      '<ul class="flex flex-col gap-2">' +
        '<li class="relative rounded-2xl border"><a href="/admin/x/a">Asha</a></li>' +
        '<li class="relative rounded-2xl border"><a href="/admin/x/b">Ravi</a></li>' +
        "</ul>",
    );
  });

  it("says what the page says while it is empty, and no list", () => {
    const html = renderToStaticMarkup(
      <CardList items={[]} empty={empty} className="flex" cardClassName="border">
        {() => "never"}
      </CardList>,
    );
    expect(html).toBe(renderToStaticMarkup(empty));
    expect(html).not.toContain("<ul");
  });
});
