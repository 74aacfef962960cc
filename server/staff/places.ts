import { open, type CityResponse, type Reader } from "maxmind";

import { ConfigError } from "../config";

/** The approximate place of an address ("Gurugram, India"), when a city database knows it. */
export type PlaceOf = (address: string) => string | undefined;

export const noPlaces: PlaceOf = () => undefined;

/** What the database knows of an address; nothing for one it cannot look up (an IPv6 one in an IPv4 database, say). */
function lookUp(reader: Reader<CityResponse>, address: string): CityResponse | null {
  try {
    return reader.get(address);
  } catch {
    return null;
  }
}

/** Names the city and country a MaxMind city database gives an address, in English. */
export function placesFrom(reader: Reader<CityResponse>): PlaceOf {
  return (address) => {
    const found = lookUp(reader, address);
    const parts = [found?.city?.names.en, found?.country?.names.en].filter((part): part is string => Boolean(part));
    return parts.length > 0 ? parts.join(", ") : undefined;
  };
}

/** The ISO country code of an address ("IN"), when a city or country database knows it. */
export type CountryOf = (address: string) => string | undefined;

/** Names the ISO country code a MaxMind database gives an address. */
export function countriesFrom(reader: Reader<CityResponse>): CountryOf {
  return (address) => lookUp(reader, address)?.country?.iso_code ?? undefined;
}

/**
 * GEOIP_DATABASE's places and countries (the site's analytics counts countries), from one reading
 * of the file at start (a missing or broken file stops the server with the reason, as every bad
 * setting does); without the setting, no address has a place or a country.
 */
export async function geoLookups(file: string | undefined): Promise<{ placeOf: PlaceOf; countryOf: CountryOf }> {
  if (!file) return { placeOf: noPlaces, countryOf: noPlaces };
  try {
    const reader = await open<CityResponse>(file, { watchForUpdates: false });
    return { placeOf: placesFrom(reader), countryOf: countriesFrom(reader) };
  } catch (error) {
    throw new ConfigError(
      `Invalid GEOIP_DATABASE: ${file} is not a readable MaxMind database (${(error as Error).message}).`,
    );
  }
}
