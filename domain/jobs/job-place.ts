import { company } from "../company/company";
import { cityOf } from "../applications/job-application-fields";

/** Where an office job is done, as job boards ask for it: its office's street, region and postal code when the city has one. */
export type JobPlace = {
  city: string;
  streetAddress?: string;
  region?: string;
  postalCode?: string;
};

/**
 * The place of a job at an office, from its location as its recruiter wrote it: the office in
 * that city ("Bengaluru" and "Bangalore, Karnataka" are the Bengaluru office), else the city alone.
 */
export function jobPlaceOf(location: string): JobPlace {
  const office = company.offices.find((candidate) =>
    [candidate.city, candidate.label].some((name) => cityOf(name) === cityOf(location)),
  );
  if (!office) return { city: location };
  return { city: office.city, streetAddress: office.address, region: office.region, postalCode: office.postalCode };
}
