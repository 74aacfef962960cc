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

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell), which the tests
 * drive, as Playwright does with its own browsers when headless: the same Blink without the
 * browser's user interface, so each test's context and page cost about half (decision 040).
 */
export const headlessShellPath = process.env.CHROME_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/** Playwright's launch options for the tests. */
export const testBrowserLaunchOptions = { executablePath: headlessShellPath, args: chromiumArgs };
