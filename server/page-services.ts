import { serverAreas, type AreaDependencies, type AreaPageServices } from "./areas";
import { backOfficeSessions } from "./back-office-access";
import type { PageServices } from "./kernel/runtime/server-area";
import type { SharedLoadContext } from "./plugins/web";

/**
 * Everything the pages' loaders and actions may ask of the server, bound to this server's
 * database, clock and settings: each area's page services (its `area.ts`), and the back office's
 * sessions with the desks every area makes. Every area binds its own services the same way: a
 * function of the part of `deps` it needs (server/kernel/runtime/bindings.ts).
 */
export function createPageServices(deps: AreaDependencies): SharedLoadContext {
  const services = servicesOfEveryArea(deps);
  return { ...services, backOffice: { ...services.backOffice, ...backOfficeSessions(deps) } };
}

/** Each key of the load context from the one area that gives it: a doubled one stops the start. */
function servicesOfEveryArea(deps: AreaDependencies): AreaPageServices {
  const all: Partial<PageServices> = {};
  for (const area of serverAreas) {
    const services = area.pageServices?.(deps) ?? {};
    for (const name of Object.keys(services)) {
      if (name in all) throw new Error(`Two server areas give the pages' ${name}: ${area.name} is the second.`);
    }
    Object.assign(all, services);
  }
  // Which area gives which is checked by their types (AreaPageServices), that none gives one twice just above.
  return all as AreaPageServices;
}
