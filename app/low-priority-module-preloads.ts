import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const modulePreload = '<link rel="modulepreload"';
const lowPriorityModulePreload = `${modulePreload} fetchPriority="low"`;

/**
 * The document with React Router's module preloads (which <Scripts> writes without a priority, so
 * the browser gives them High) at low priority. The page is whole without its scripts: the
 * stylesheet and the hero image should not share a phone's bandwidth with 120 KB of code that only
 * hydrates what is already drawn (docs/performance.md, "Paint before hydration"). `onFinal` runs
 * when React has written everything.
 */
export function lowPriorityModulePreloads(onFinal: () => void): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  const rewrite = (text: string) => {
    const rewritten = (held + text).replaceAll(modulePreload, lowPriorityModulePreload);
    // A tag cut between two of React's writes is rewritten with the next one.
    const cut = partialTagLength(rewritten);
    held = rewritten.slice(rewritten.length - cut);
    return rewritten.slice(0, rewritten.length - cut);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, rewrite(decoder.write(chunk)));
    },
    flush(callback) {
      onFinal();
      callback(null, rewrite(decoder.end()) + held);
    },
  });
}

/** How many characters at the end of `text` begin the tag (0 when none do). */
function partialTagLength(text: string): number {
  for (let length = Math.min(modulePreload.length - 1, text.length); length > 0; length -= 1) {
    if (modulePreload.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
