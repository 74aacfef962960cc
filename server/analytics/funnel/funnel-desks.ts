import type { CareersFunnelDesk, SalesFunnelDesk } from "../../../contracts/careers-funnel";
import type { Bindings } from "../../kernel/runtime/bindings";
import { applicationStepsReport } from "../application-steps/step-report";
import { careersFunnel, salesFunnel } from "./company-funnel";

type Deps = Pick<Bindings, "db" | "clock">;

/** The hiring half of the funnel and where applications are given up: the applications area gives it (server/applications/applications-area.ts). */
export const careersFunnelDesk = ({ db, clock }: Deps): CareersFunnelDesk => ({
  applicationSteps: (filter) => applicationStepsReport(db, filter, clock()),
  funnel: (range) => careersFunnel(db, range, clock()),
});

/** The sales desk's half of the funnel: the analytics area gives it. */
export const salesFunnelDesk = ({ db, clock }: Deps): SalesFunnelDesk => ({
  funnel: (range) => salesFunnel(db, range, clock()),
});
