import type { InterviewScheduler } from "../../contracts/applications";
import type { Bindings } from "../kernel/runtime/bindings";
import { linkChanges, type LinkChangeBindings } from "../plugins/link-changes";
import { cancelInterviewTime, chooseInterviewTime, findSchedulingLink } from "./interview-scheduling";

/** A candidate's own interview through their link: each change spends the link's two quotas. */
export function interviewSchedulerServices(
  bindings: LinkChangeBindings & Pick<Bindings, "publicSiteUrl" | "careersEmail">,
): InterviewScheduler {
  const { db, clock, publicSiteUrl, careersEmail } = bindings;
  const change = linkChanges(bindings, "interview-link", { publicSiteUrl, careersEmail });
  return {
    find: (token) => findSchedulingLink(db, token, clock()),
    choose: (token, startsAt, clientIp) => change(clientIp, (deps) => chooseInterviewTime(token, startsAt, deps)),
    cancel: (token, clientIp) => change(clientIp, (deps) => cancelInterviewTime(token, deps)),
  };
}
