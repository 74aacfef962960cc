import { describe, expect, it } from "vitest";

import { pickColumns } from "./columns";
import { contacts } from "./schema";

describe("pickColumns", () => {
  it("gives the named columns of the table under their own names, and no other", () => {
    const picked = pickColumns(contacts, "firstName", "email");
    expect(Object.keys(picked)).toEqual(["firstName", "email"]);
    expect(picked.firstName).toBe(contacts.firstName);
    expect(picked.email).toBe(contacts.email);
  });
});
