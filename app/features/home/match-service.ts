import type { Service } from "~/content/service-types";

type Named = Pick<Service, "title" | "tabLabel" | "slug">;

/** The service a visitor named (title, tab label or slug), matched case-insensitively. */
export function matchService<S extends Named>(services: S[], name: string | null | undefined): S | undefined {
  const wanted = name?.trim().toLowerCase();
  if (!wanted) return undefined;
  return services.find((service) =>
    [service.title, service.tabLabel, service.slug].some((candidate) => candidate.toLowerCase() === wanted),
  );
}
