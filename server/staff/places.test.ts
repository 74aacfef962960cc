import { Reader, type CityResponse } from "maxmind";
import { describe, expect, it } from "vitest";

import { placeDatabase } from "../../test-support/place-database";
import { geoLookups, noPlaces, placesFrom } from "./places";

describe("the place of a signed-in browser's address", () => {
  const placeOf = placesFrom(
    new Reader<CityResponse>(
      placeDatabase([
        { network: "203.0.113.0/24", city: "Gurugram", country: "India" },
        { network: "198.51.100.0/24", city: "Noida", country: "India" },
      ]),
    ),
  );

  it("names the city and country the database gives the address", () => {
    expect(placeOf("203.0.113.9")).toBe("Gurugram, India");
    expect(placeOf("198.51.100.200")).toBe("Noida, India");
  });

  it("names none for an address the database does not know, or cannot look up", () => {
    expect(placeOf("192.0.2.1")).toBeUndefined();
    expect(placeOf("2001:db8::1")).toBeUndefined();
    expect(placeOf("not an address")).toBeUndefined();
    expect(noPlaces("203.0.113.9")).toBeUndefined();
  });

  it("stops the server with the reason when the file is not a database", async () => {
    await expect(geoLookups("/nonexistent/GeoLite2-City.mmdb")).rejects.toThrow(/^Invalid GEOIP_DATABASE: /);
  });
});
