import { describe, expect, it } from "vitest";

import { cookiePair, tokenCookie } from "./cookie-pair.server";

const options = { prefix: "__Secure-", httpOnly: true, sameSite: "lax", path: "/privacy", maxAge: 60 } as const;

describe("a cookie pair", () => {
  it("is Secure under its prefixed name over HTTPS, and plain under the bare name over HTTP", async () => {
    const cookieFor = cookiePair("nexora-test", options);
    expect(await cookieFor(new Request("https://nexoratech.example/privacy")).serialize("x")).toBe(
      "__Secure-nexora-test=Ingi; Max-Age=60; Path=/privacy; HttpOnly; Secure; SameSite=Lax",
    );
    expect(await cookieFor(new Request("http://127.0.0.1:3000/privacy")).serialize("x")).toBe(
      "nexora-test=Ingi; Max-Age=60; Path=/privacy; HttpOnly; SameSite=Lax",
    );
  });

  it("takes the __Host- prefix only on the path /", () => {
    // @ts-expect-error: a browser refuses a __Host- cookie on any other path.
    cookiePair("nexora-test", { ...options, prefix: "__Host-" });
    expect(cookiePair("nexora-test", { ...options, prefix: "__Host-", path: "/" })).toBeTypeOf("function");
  });

  it("reads back only a token of its own scheme's name, and clears it", async () => {
    const { tokenOf, setCookie, clearedCookie } = tokenCookie("nexora-test", options);
    const url = "https://nexoratech.example/privacy";
    const sent = (await setCookie(new Request(url), "token")).split(";")[0]!;
    const request = (cookie: string) => new Request(url, { headers: { cookie } });
    expect(await tokenOf(request(`other=1; ${sent}`))).toBe("token");
    expect(await tokenOf(request(sent.replace("__Secure-", "")))).toBeUndefined();
    expect(await tokenOf(request(`__Secure-nexora-test=${btoa('""')}`))).toBeUndefined();
    expect(await clearedCookie(new Request(url))).toMatch(/^__Secure-nexora-test=; Max-Age=0;/);
  });
});
