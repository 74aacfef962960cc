import { backOfficeContext } from "../contracts/back-office";
import { serverAreas, type AreaDependencies } from "./areas";
import { backOffice } from "./back-office-access";
import { pageServicesOf, provide, type PageServices } from "./kernel/runtime/page-service";

/**
 * Everything the pages' loaders and actions may ask of the server, bound to this server's
 * database, clock and settings: each area's page services (its `area.ts`), and the back office
 * with the desks every area makes. Every area binds its own services the same way: a function of
 * the part of `deps` it needs (server/kernel/runtime/bindings.ts). A key given twice stops the start.
 */
export function createPageServices(deps: AreaDependencies): PageServices {
  return pageServicesOf([
    ...serverAreas.map((area) => [area.name, area.pageServices?.(deps) ?? []] as const),
    ["the back office", [provide(backOfficeContext, backOffice(deps))]],
  ]);
}
