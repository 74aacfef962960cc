import type { FastifyInstance } from "fastify";

import { apiError } from "./api-errors";

/**
 * A control character percent-encoded into an address: %00 to %1F and %7F. Node's parser
 * already refuses them written raw; encoded, React Router decoded them into path parameters
 * and search parameters, where a NUL made PostgreSQL fail the loader's query (a 500) and a
 * line break in a redirect's target split its Location header.
 */
const encodedControlCharacter = /%(?:[01][\da-f]|7f)/i;

/**
 * Refuses, before any route runs, a request whose path or query string holds a control
 * character: no address of this site has one, so every page loader and action (and the API)
 * takes its parameters as text the database can store. Form fields are checked where the
 * actions read them (app/features/admin/shared/form-data.ts): a page's body reaches React Router unread.
 */
export function refuseControlCharactersInAddresses(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request.
  app.addHook("onRequest", (request, reply, done) => {
    if (!encodedControlCharacter.test(request.url)) {
      done();
      return;
    }
    void reply
      .status(400)
      .send(apiError("This address contains a control character (such as %00 or a line break), so it was refused."));
  });
}
