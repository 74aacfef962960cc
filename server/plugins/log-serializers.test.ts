import { describe, expect, it } from "vitest";

import { newToken } from "../services/staff/tokens";
import { withoutLinkTokens } from "./log-serializers";

describe("request URLs in the logs", () => {
  it("leave out link tokens and keep the rest", () => {
    const token = newToken();
    expect(withoutLinkTokens(`/demo/manage/${token}`)).toBe("/demo/manage/[token]");
    expect(withoutLinkTokens(`/demo/manage/${token}?step=cancel`)).toBe("/demo/manage/[token]?step=cancel");
    expect(withoutLinkTokens(`/admin/set-password/${token}/`)).toBe("/admin/set-password/[token]/");
    expect(withoutLinkTokens("/case-study/inventory-app-for-a-warehouse-chain")).toBe(
      "/case-study/inventory-app-for-a-warehouse-chain",
    );
    expect(withoutLinkTokens("/career/apply/nodejs-backend-engineer-new-delhi")).toBe(
      "/career/apply/nodejs-backend-engineer-new-delhi",
    );
  });
});
