import { zodResolver } from "@hookform/resolvers/zod";

import { GrievanceSchema } from "~domain/privacy/privacy-requests-forms";

/** Loaded on demand by the grievance form (see lazyResolver). */
export const grievanceResolver = zodResolver(GrievanceSchema);
