import { z } from "zod";

import { privacyRequestDayLimits } from "../../../domain/privacy/privacy-requests";
import type { Setting } from "../../kernel/runtime/settings";

/** The company's stated period: days within which a privacy request is answered (an admin sets it, 1 to 90). */
export const privacyRequestDaysSetting: Setting<number> = {
  key: "privacyRequestDays",
  schema: z.number().int().min(privacyRequestDayLimits.min).max(privacyRequestDayLimits.max),
  fallback: privacyRequestDayLimits.defaultDays,
};
