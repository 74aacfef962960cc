import { describe, expect, it } from "vitest";

import { deviceCookie, deviceCookieOf } from "./device-cookie.server";

const attributes = (setCookie: string) => setCookie.split("; ").slice(1).sort();

describe("the device cookie", () => {
  it("is HttpOnly, SameSite=Strict and long-lived; over HTTPS Secure with the __Host- prefix", async () => {
    const secure = await deviceCookie(new Request("https://nexoratech.example/admin/sign-in"), "value");
    expect(secure).toMatch(/^__Host-nexora-device=/);
    expect(attributes(secure)).toEqual(["HttpOnly", "Max-Age=34560000", "Path=/", "SameSite=Strict", "Secure"]);
    const plain = await deviceCookie(new Request("http://127.0.0.1:3000/admin/sign-in"), "value");
    expect(plain).toMatch(/^nexora-device=/);
    expect(attributes(plain)).toEqual(["HttpOnly", "Max-Age=34560000", "Path=/", "SameSite=Strict"]);
  });

  it("is read back from the browser's Cookie header, and nothing else is taken for it", async () => {
    const url = "https://nexoratech.example/admin/sign-in";
    const sent = (await deviceCookie(new Request(url), "account.nonce.signature")).split(";")[0]!;
    const request = (cookie: string) => new Request(url, { headers: { cookie } });
    expect(await deviceCookieOf(request(`other=1; ${sent}`))).toBe("account.nonce.signature");
    expect(await deviceCookieOf(request(sent.replace("__Host-", "")))).toBeUndefined();
    expect(await deviceCookieOf(request("__Host-nexora-device=%%%"))).toBeUndefined();
    expect(await deviceCookieOf(new Request(url))).toBeUndefined();
  });
});
