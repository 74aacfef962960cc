// Imported for its effect: puts the settings of ./.env (in the working directory: the project's
// root under npm) into process.env, when the file exists. A variable the environment already has
// wins over the file. `npm start` and `npm run db:migrate` (scripts/start.mjs), `npm run staff` and
// `npm run dev` (`tsx --import ./scripts/env-file.mjs`) load it; the server itself never does, so
// the tests, the browser tests' server and a container see only their own environment.
// .env.example lists every setting. Node's --env-file-if-exists does the same, but prints
// ".env not found" on every start without one.
import fs from "node:fs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
