import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { metricSample } from "../../test-support/metric-sample";
import { applicationFormData } from "../../test-support/sample-application";
import { figuresOf, figuresTable, type DrillFigures } from "./drill-figures";
import { MixedLoad, type Sent } from "./load";
import { mailedOnce, untilOutboxSent } from "./outbox-checks";
import { startStack, type Stack } from "./stack";

const until = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The PostgreSQL connections an instance (all its workers) holds checked out now, from its metrics; NaN without them. */
async function poolConnectionsInUse(metricsOrigin: string): Promise<number> {
  const metrics = await (await fetch(`${metricsOrigin}/metrics`)).text();
  const connections = (state: string) => metricSample(metrics, `db_pool_connections{state="${state}"}`)!;
  return connections("total") - connections("idle");
}

/**
 * The faults an operator meets, each under a steady mixed load through nginx (enquiries, bookings,
 * applications with resumes, page views), with the figure it must hold: nothing answered 2xx is
 * lost or stored twice. The figures go to docs/deploy.md, "What the drills proved".
 */
describe("drills on the production stack under load", () => {
  let stack: Stack;
  const figures: DrillFigures[] = [];
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    if (figures.length > 0)
      console.log(`\nThe drills' figures (${new Date().toISOString()}):\n${figuresTable(figures)}\n`);
    await stack?.stop();
  });

  /**
   * Runs the load, lets it settle, runs the fault (which answers when it started and ended), keeps
   * the load on for `after` ms, then checks the database against every answer.
   */
  async function drill(
    name: string,
    fault: () => Promise<{ faultStart: number; faultEnd: number }>,
    { concurrency = 6, after = 4_000 } = {},
  ) {
    const load = new MixedLoad(stack.origin);
    load.start(concurrency);
    await until(2_000);
    const window = await fault();
    await until(after);
    const sent: Sent[] = await load.stop();
    const measured = await figuresOf(stack, name, sent, window);
    const { lostSubmissions, errorStatuses, errorsByKind, ...figure } = measured;
    figures.push(figure);
    expect(lostSubmissions, `${name}: submissions answered 2xx but not stored once`).toEqual([]);
    expect(figure.accepted).toBeGreaterThan(10);
    const nginxErrors = errorStatuses.includes(502)
      ? `\nnginx:\n${stack.nginx.errorLog().split("\n").slice(-12).join("\n")}`
      : "";
    console.log(name, "errors:", errorsByKind, nginxErrors);
    return { ...measured, sent };
  }

  it("kill -9 of one container: nginx routes around it, and every accepted submission is stored once", async () => {
    const [, victim] = stack.containers;
    const result = await drill("kill -9 of one container (two workers)", async () => {
      const faultStart = Date.now();
      victim.kill("SIGKILL");
      return { faultStart, faultEnd: faultStart };
    });
    // Only what the killed container held when it died fails: the requests under way, and those
    // nginx had just written on its kept-alive connections to it (a POST is not sent twice). After
    // that second, nginx sends everything to the other.
    expect(result.errorStatuses.filter((status) => status !== 502)).toEqual([]);
    expect(result.recovery).toBeLessThan(1);
    await victim.restart();
  });

  it("PostgreSQL restarted: quick 503s in the outage, the instances recover alone, nothing accepted is lost", async () => {
    const result = await drill(
      "PostgreSQL restarted (10 s down)",
      async () => {
        const faultStart = Date.now();
        await stack.postgres.stop();
        await until(10_000);
        await stack.postgres.start();
        return { faultStart, faultEnd: Date.now() };
      },
      { after: 10_000 },
    );
    // Never a hang: the outage's answers came within seconds.
    expect(result.slowestDuringFault).toBeLessThan(10);
    // A 500 is an error the server did not know as the database's absence: the log names it.
    const serverErrors = stack.containers
      .flatMap((container) => container.logs().split("\n"))
      .filter((line) => line.startsWith('{"level":50'))
      .slice(-6)
      .join("\n");
    expect(
      result.errorStatuses.filter((status) => status !== 503),
      serverErrors,
    ).toEqual([]);
    expect(result.recovery).toBeLessThan(10);
    for (const container of stack.containers) {
      expect((await fetch(`${container.origin}/readyz`)).status).toBe(200);
      // Every connection the outage broke went back to the pool: once the load has stopped, none
      // stays checked out (each would be lost for good, and hold the next shutdown).
      await expect.poll(() => poolConnectionsInUse(container.metricsOrigin), { timeout: 20_000 }).toBe(0);
    }
  });

  it("the SMTP relay down for two minutes: every e-mail is sent once when it is back", async () => {
    const from = new Date();
    let relayBack = 0;
    await drill(
      "SMTP relay down for 2 minutes",
      async () => {
        const faultStart = Date.now();
        await stack.stopSmtp();
        await until(120_000);
        await stack.restartSmtp();
        relayBack = Date.now();
        return { faultStart, faultEnd: relayBack };
      },
      { concurrency: 2 },
    );
    const [{ queued } = { queued: "0" }] = await stack.query<{ queued: string }>(
      "select count(*) as queued from outbox_emails where created_at >= $1",
      [from],
    );
    expect(Number(queued)).toBeGreaterThan(20);
    // The outbox retries 30 s, 1 min, 2 min after failures: the last of them within 2 minutes of the return.
    await untilOutboxSent(stack, 240_000);
    const allSent = (Date.now() - relayBack) / 1000;
    figures.at(-1)!.recovery = allSent;
    expect(await mailedOnce(stack, from)).toEqual({ sent: Number(queued), missing: [], twice: [] });
  });

  it("the S3 server stopped: uploads refused with a clear message and nothing half-written, then taken again", async () => {
    const apply = (email: string) =>
      fetch(`${stack.origin}/api/applications`, { method: "POST", body: applicationFormData({ email }) });
    await stack.s3.interrupt();
    const faultStart = Date.now();
    let refused: { status: number; retryAfter: string | null; message: string }[];
    try {
      refused = await Promise.all(
        [1, 2, 3, 4].map(async (index) => {
          const answer = await apply(`s3-down-${index}@example.in`);
          const { message } = (await answer.json()) as { message: string };
          return { status: answer.status, retryAfter: answer.headers.get("retry-after"), message };
        }),
      );
    } finally {
      await stack.s3.resume();
    }
    const faultEnd = Date.now();
    // The API's answer when the resume storage cannot take a file (docs/api.md): try again shortly.
    for (const answer of refused) {
      expect(answer).toEqual({
        status: 503,
        retryAfter: "5",
        message: "We cannot take this request right now. Please try again in a moment.",
      });
    }
    const halfWritten = await stack.query("select id from applications where email like 's3-down-%'");
    expect(halfWritten).toEqual([]);
    const again = await apply("s3-back@example.in");
    expect(again.status).toBe(201);
    figures.push({
      drill: "S3 stopped (4 uploads)",
      requests: 5,
      duringFault: 4,
      errors: 4,
      slowestDuringFault: (faultEnd - faultStart) / 1000,
      recovery: 0,
      accepted: 1,
      lost: 0,
      twice: 0,
    });
  });

  it("podman stop during requests: the requests under way finish, and the container exits 0", async () => {
    const [stopped] = stack.containers;
    let exitStatus = -1;
    let stopSeconds = 0;
    const result = await drill("podman stop of one container", async () => {
      const faultStart = Date.now();
      exitStatus = await stopped.stop();
      stopSeconds = (Date.now() - faultStart) / 1000;
      return { faultStart, faultEnd: Date.now() };
    });
    const drain = stopped
      .logs()
      .split("\n")
      .filter((line) => !/request completed|incoming request/.test(line))
      .slice(-8)
      .join("\n");
    expect(exitStatus, drain).toBe(0);
    expect(result.errors).toBe(0);
    console.log(`podman stop took ${stopSeconds} s:\n${drain}`);
    await stopped.restart();
  });
});
