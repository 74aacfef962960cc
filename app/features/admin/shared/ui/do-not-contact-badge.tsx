import { Badge } from "./badge";

/**
 * The mark of someone who asked not to be contacted, on every screen that
 * shows them: contacts, the board, enquiries and calls.
 */
export function DoNotContactBadge() {
  return <Badge tone="red">Do not contact</Badge>;
}
