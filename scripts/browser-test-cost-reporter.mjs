// The Playwright reporter of scripts/browser-test-cost.mjs: each test's processor seconds, read from
// the control group the run counts in, from the test's start to its end.
import fs from "node:fs";
import path from "node:path";

import { readGroup } from "./cpu-seconds.mjs";

export default class BrowserTestCost {
  #group = process.env.BROWSER_COST_GROUP;
  #started = new Map();
  #tests = [];

  onTestBegin(test) {
    this.#started.set(test.id, readGroup(this.#group));
  }

  onTestEnd(test, result) {
    this.#tests.push({
      processorSeconds: readGroup(this.#group) - this.#started.get(test.id),
      wallSeconds: result.duration / 1000,
      project: test.parent.project()?.name ?? "",
      file: path.relative(process.cwd(), test.location.file),
      title: test.title,
      status: result.status,
    });
  }

  onEnd() {
    const slowestFirst = this.#tests.sort((a, b) => b.processorSeconds - a.processorSeconds);
    fs.writeFileSync(process.env.BROWSER_COST_FILE, JSON.stringify(slowestFirst, null, 1));
  }

  printsToStdio() {
    return false;
  }
}
