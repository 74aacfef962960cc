import { describe, expect, it } from "vitest";

import { searchEngineOf } from "./search-engines";

describe("the search engine of a referrer's host", () => {
  it.each([
    ["www.google.com", "Google"],
    ["google.com", "Google"],
    ["www.google.co.in", "Google"],
    ["WWW.GOOGLE.DE", "Google"],
    ["news.google.com.au", "Google"],
    ["www.bing.com", "Bing"],
    ["duckduckgo.com", "DuckDuckGo"],
    ["in.search.yahoo.com", "Yahoo"],
    ["yandex.ru", "Yandex"],
    ["yandex.com.tr", "Yandex"],
    ["www.baidu.com", "Baidu"],
    ["www.ecosia.org", "Ecosia"],
    ["search.brave.com", "Brave Search"],
    ["www.qwant.com", "Qwant"],
    ["www.startpage.com", "Startpage"],
  ])("names %s %s", (host, engine) => {
    expect(searchEngineOf(host)).toBe(engine);
  });

  it.each([
    "google.evil.example",
    "www.google.evil.example",
    "google.com.evil.example",
    "notgoogle.com",
    "google.co.evil",
    "google",
    "yandex.evil.example",
    "bing.com.evil.example",
    "brave.com",
    "evilbing.com",
    "",
  ])("names none for %s", (host) => {
    expect(searchEngineOf(host)).toBeUndefined();
  });
});
