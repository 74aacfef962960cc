import type { Service } from "~/content/service-types";

/** The service a visitor named (title, tab label or slug), matched case-insensitively. */
export function matchService(services: Service[], name: string | null | undefined): Service | undefined {
  const wanted = name?.trim().toLowerCase();
  if (!wanted) return undefined;
  return services.find((service) =>
    [service.title, service.tabLabel, service.slug].some((candidate) => candidate.toLowerCase() === wanted),
  );
}
