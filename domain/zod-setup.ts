import { z } from "zod";

// zod probes whether `new Function` is allowed, to speed up parsing. The site's
// Content Security Policy forbids eval, so in browsers the probe is reported as a
// violation; parsing without it is fast enough for forms.
z.config({ jitless: true });
