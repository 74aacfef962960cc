import { describe, expect, it } from "vitest";

import { clientAddressGroup } from "./client-address-group";

describe("the client a quota counts", () => {
  it("is an IPv4 address itself", () => {
    expect(clientAddressGroup("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressGroup("203.0.113.8")).toBe("203.0.113.8");
  });

  it("is one /64 for every IPv6 address in it, however it is written", () => {
    const group = "2001:db8:1:2::/64";
    for (const ip of ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:DB8:0001:0002:0:0:0:9"]) {
      expect(clientAddressGroup(ip)).toBe(group);
    }
    expect(clientAddressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientAddressGroup("::1")).toBe("::/64");
    expect(clientAddressGroup("fe80::1%eth0")).toBe("fe80::/64");
  });

  it("is the IPv4 address an IPv4-mapped IPv6 address stands for", () => {
    expect(clientAddressGroup("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressGroup("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("leaves alone what is not an IP address (a proxy's odd X-Forwarded-For), rather than failing the request", () => {
    expect(clientAddressGroup("unknown")).toBe("unknown");
  });
});
