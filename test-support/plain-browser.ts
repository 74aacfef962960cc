import { within, type BoundFunctions, type queries } from "@testing-library/dom";
import { JSDOM } from "jsdom";

/** What the browser reads of an answer: `app.inject`'s answers are such. */
export type SiteResponse = {
  statusCode: number;
  headers: { location?: string | undefined; "set-cookie"?: string | string[] | undefined };
  body: string;
};

type SiteRequestOptions = {
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

/**
 * A request to the server, with the Host (and on a POST the Origin) a browser sends from a page of
 * the site: `BackOfficeServer.request` is one, `siteOverHttp` another.
 */
export type SiteRequest = (options: SiteRequestOptions) => Promise<SiteResponse>;

/** Requests over HTTP to a server in another process (a browser test's), with the site's Origin on a POST. */
export const siteOverHttp =
  (origin: string): SiteRequest =>
  async ({ method, url, headers = {}, payload }) => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: { ...headers, ...(method === "POST" ? { origin } : {}) },
      body: typeof payload === "string" || payload === undefined ? payload : new Uint8Array(payload),
      redirect: "manual",
    });
    return {
      statusCode: response.status,
      headers: {
        location: response.headers.get("location") ?? undefined,
        "set-cookie": response.headers.getSetCookie(),
      },
      body: await response.text(),
    };
  };

/** A page as a browser without JavaScript has it, to read and fill in. */
export type PlainPage = {
  status: number;
  /** Its address, path and query, after any redirects. */
  url: string;
  document: Document;
  /** Testing Library's queries over the page: things found by role, label and text, as the browser tests find them. */
  screen: BoundFunctions<typeof queries>;
  /** What a person reads of it, the spaces run together. */
  text: string;
  /** Another site's address an answer sent the browser to: not followed, it is that site's to open. */
  leftFor?: string;
  /** The #fragment a redirect named, which the browser keeps: it scrolls there, and CSS's :target shows it. */
  fragment?: string;
};

export type PlainBrowser = {
  open(url: string): Promise<PlainPage>;
  /** Follows a link of the page it was found on. */
  follow(link: HTMLElement): Promise<PlainPage>;
  /**
   * Submits the form a button belongs to as a browser does without script: the form's fields as
   * they now hold (`fill`, `choose`), the button's name and value with them, to the form's action
   * with its method; then follows the redirects.
   */
  press(button: HTMLElement): Promise<PlainPage>;
  /** The cookies it holds now, as the Cookie header it sends. */
  cookie(): string;
};

const redirects = new Set([301, 302, 303, 307, 308]);

/** A path and query of the site's, from an address relative to `base` or absolute. */
const pathOf = (address: string, base: string) => {
  const url = new URL(address, `http://site.test${base}`);
  return `${url.pathname}${url.search}`;
};

/**
 * A browser without JavaScript on `request`: it keeps the cookies the server sets (from `cookie`
 * on, a session's, say), follows redirects within the site (`origin`), and sends forms as HTML says
 * a browser sends them (application/x-www-form-urlencoded, or multipart where the form asks for it).
 */
export function plainBrowser(
  request: SiteRequest,
  { cookie = "", origin = "http://127.0.0.1:3000" }: { cookie?: string; origin?: string } = {},
): PlainBrowser {
  const jar = new Map<string, string>();
  for (const pair of cookie.split(";").filter((part) => part.includes("="))) {
    const [name, ...value] = pair.trim().split("=");
    jar.set(name!, value.join("="));
  }
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

  function keepCookies(response: SiteResponse) {
    for (const header of ([] as string[]).concat(response.headers["set-cookie"] ?? [])) {
      const [pair, ...attributes] = header.split(";");
      const [name, ...value] = pair!.trim().split("=");
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value.join("=") === "") jar.delete(name!);
      else jar.set(name!, value.join("="));
    }
  }

  async function send(options: SiteRequestOptions): Promise<PlainPage> {
    let response = await request({ ...options, headers: { ...options.headers, cookie: cookieHeader() } });
    let url = options.url;
    keepCookies(response);
    let leftFor: string | undefined;
    let fragment: string | undefined;
    for (let hops = 0; redirects.has(response.statusCode); hops += 1) {
      if (hops === 10) throw new Error(`Too many redirects from ${options.url}`);
      const location = String(response.headers.location);
      if (/^https?:/.test(location) && new URL(location).origin !== origin) {
        leftFor = location;
        break;
      }
      fragment = new URL(location, `http://site.test${url}`).hash || fragment;
      url = pathOf(location, url);
      response = await request({ method: "GET", url, headers: { cookie: cookieHeader() } });
      keepCookies(response);
    }
    const { document } = new JSDOM(response.body, { url: `http://site.test${url}` }).window;
    return {
      status: response.statusCode,
      url,
      document,
      screen: within(document.body),
      text: (document.body?.textContent ?? "").replace(/\s+/g, " "),
      ...(leftFor ? { leftFor } : {}),
      ...(fragment ? { fragment } : {}),
    };
  }

  const pageUrl = (element: HTMLElement) => {
    const { pathname, search } = new URL(element.ownerDocument.URL);
    return `${pathname}${search}`;
  };

  return {
    open: (url) => send({ method: "GET", url: url.replace(/#.*$/, "") }),
    follow: (link) =>
      send({ method: "GET", url: pathOf(link.getAttribute("href")!, pageUrl(link)).replace(/#.*$/, "") }),
    async press(button) {
      const form = (button as HTMLButtonElement).form;
      if (!form) throw new Error(`"${button.textContent}" belongs to no form.`);
      const window = button.ownerDocument.defaultView!;
      const fields = new window.FormData(form, button);
      const action = pathOf(button.getAttribute("formaction") ?? form.getAttribute("action") ?? "", pageUrl(button));
      if (form.method.toLowerCase() !== "post") {
        const query = new URLSearchParams([...fields].map(([name, value]) => [name, String(value)]));
        return send({ method: "GET", url: `${action.replace(/\?.*$/, "")}?${query}` });
      }
      if (form.enctype !== "multipart/form-data") {
        const body = new URLSearchParams([...fields].map(([name, value]) => [name, String(value)]));
        return send({
          method: "POST",
          url: action,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: body.toString(),
        });
      }
      // Node's own FormData and Request make the multipart body, as the browser would; a file field
      // is sent as a browser sends one nobody chose a file for (a test uploading files posts them itself).
      const multipart = new FormData();
      for (const [name, value] of fields) {
        multipart.append(
          name,
          typeof value === "string" ? value : new File([], "", { type: "application/octet-stream" }),
        );
      }
      const encoded = new Request("http://site.test/", { method: "POST", body: multipart });
      return send({
        method: "POST",
        url: action,
        headers: { "content-type": encoded.headers.get("content-type")! },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
    },
    cookie: cookieHeader,
  };
}

/** Types into a text field or text area, as a person replaces what it held. */
export function fill(field: HTMLElement, value: string) {
  (field as HTMLInputElement | HTMLTextAreaElement).value = value;
}

/** Chooses the option of a select that reads `label`. */
export function choose(select: HTMLElement, label: string) {
  const option = [...(select as HTMLSelectElement).options].find((candidate) => candidate.text.trim() === label);
  if (!option) throw new Error(`No option "${label}" in the list.`);
  (select as HTMLSelectElement).value = option.value;
}

/** The value a field holds now. */
export const valueOf = (field: HTMLElement) => (field as HTMLInputElement | HTMLTextAreaElement).value;
