// Debian's Chromium, as every browser tool of the project starts it: never a downloaded browser.
// Without the background-networking flags Chromium keeps dialling Google's hosts, which this
// machine's closed network refuses.

export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Playwright's launch options for it. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
