// Writes the icon sprite from lucide's icons: `npx tsx scripts/write-icon-sprite.ts` after adding an
// icon to app/components/icons/sprite-icon-names.ts or upgrading lucide-react (a test compares).
import { writeFileSync } from "node:fs";

import { iconSpriteMarkup, iconSpritePath } from "./icon-sprite";

writeFileSync(iconSpritePath, iconSpriteMarkup());
console.log(`Wrote ${iconSpritePath}`);
