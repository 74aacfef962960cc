import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { EmailAddress } from "./email-address";

describe("an e-mail address in a narrow column", () => {
  it("may break after the @ and before each dot, and reads as the address", () => {
    const { container } = render(<EmailAddress address="meera.iyer@nexoratech.co.in" />);
    expect(container.textContent).toBe("meera.iyer@nexoratech.co.in");
    expect(container.innerHTML.split("<wbr>").map((piece) => piece.replace(/<[^>]+>/g, ""))).toEqual([
      "meera",
      ".iyer@",
      "nexoratech",
      ".co",
      ".in",
    ]);
  });
});
