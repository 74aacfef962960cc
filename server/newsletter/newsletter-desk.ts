import type { SubscriberDesk } from "../../contracts/newsletter";
import type { Bindings } from "../kernel/runtime/bindings";
import { listSubscribers, subscriberCounts } from "./subscriber-list";

/** The subscribers' list for editors and admins: it only reads, so it needs no member to act as. */
export function subscriberDesk({ db, clock }: Pick<Bindings, "db" | "clock">): SubscriberDesk {
  return {
    list: (filter, { after }) => listSubscribers(db, filter, { after }),
    counts: () => subscriberCounts(db, clock()),
  };
}
