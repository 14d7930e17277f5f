import { request as httpRequest } from "node:http";
import { CookieJar } from "tough-cookie";

type RequestOptions = {
  method?: string;
  json?: unknown;
  /** Fields sent as a form would send them (application/x-www-form-urlencoded); pairs for a repeated name. */
  form?: FormFields;
  redirect?: RequestInit["redirect"];
  headers?: Record<string, string>;
};

/**
 * A tiny HTTP client that keeps cookies as a browser does (tough-cookie: RFC 6265 path, domain, Secure and expiry
 * rules — a cookie of Path=/rejoindre is not sent to /rejoindre.data) and sends the Origin a browser would send.
 * `cookies` is a by-name view of the jar for tests that read or plant one.
 */
export function browserLike(
  baseUrl: string,
  defaults: { headers?: Record<string, string> } = {},
  send: (url: string, init: RequestInit) => Promise<Response> = fetch,
) {
  const jar = new CookieJar();
  const all = () => jar.getCookiesSync(baseUrl, { allPaths: true });
  const cookies = {
    get: (name: string) => all().find((cookie) => cookie.key === name)?.value,
    has: (name: string) => all().some((cookie) => cookie.key === name),
    set: (name: string, value: string) => void jar.setCookieSync(`${name}=${value}; Path=/`, baseUrl),
    clear: () => jar.removeAllCookiesSync(),
    get size() {
      return all().length;
    },
    *[Symbol.iterator](): IterableIterator<[string, string]> {
      for (const cookie of all()) yield [cookie.key, cookie.value];
    },
  };
  const client = {
    cookies,
    lastSetCookies: [] as string[],
    async request(path: string, init: RequestOptions = {}) {
      const url = `${baseUrl}${path}`;
      const headers: Record<string, string> = { origin: baseUrl, ...defaults.headers, ...init.headers };
      if (init.json !== undefined) headers["content-type"] = "application/json";
      if (init.form !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
      const cookie = jar.getCookieStringSync(url);
      if (cookie && headers.cookie === undefined) headers.cookie = cookie;
      const response = await send(url, {
        method: init.method ?? (init.json === undefined && init.form === undefined ? "GET" : "POST"),
        headers,
        body:
          init.form !== undefined
            ? new URLSearchParams(init.form).toString()
            : init.json === undefined
              ? undefined
              : JSON.stringify(init.json),
        redirect: init.redirect ?? "manual",
      });
      client.lastSetCookies = response.headers.getSetCookie();
      for (const line of client.lastSetCookies) jar.setCookieSync(line, url, { ignoreError: true });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // not JSON
      }
      return { status: response.status, headers: response.headers, text, body: body as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test client: bodies are asserted field by field
    },
    /**
     * Submits a page's `<form method="post">` through the door a browser uses: `document` without scripts (the
     * HTML answer, or a redirect's Location), `data` with scripts (React Router's single fetch to PATH.data, whose
     * answer is decoded: the action's data, or where its redirect goes).
     */
    async submit(path: string, fields: FormFields, door: PageDoor) {
      const [pathname, search = ""] = path.split("?");
      const target =
        door === "data" ? `${pathname === "/" ? "/_root" : pathname}.data${search ? `?${search}` : ""}` : path;
      // What a browser says of the request: a navigation without scripts, a fetch with them.
      const headers =
        door === "data"
          ? { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" }
          : { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" };
      const answer = await client.request(target, { form: fields, headers });
      if (door === "document")
        return { status: answer.status, location: answer.headers.get("location"), data: undefined, text: answer.text };
      const decoded = decodeSingleFetch(answer.text) as Record<string, unknown> | undefined;
      const redirect = typeof decoded?.redirect === "string" ? decoded.redirect : null;
      return {
        status: redirect ? Number(decoded!.status) : answer.status,
        location: redirect,
        data: decoded?.data as Record<string, any> | undefined, // eslint-disable-line @typescript-eslint/no-explicit-any -- asserted field by field
        text: answer.text,
      };
    },
  };
  return client;
}

/** A form's fields: by name, or as pairs when a name repeats (checkboxes). */
export type FormFields = Record<string, string> | Array<[string, string]>;

/** The two ways a page's form reaches its action: without scripts (a document POST) and with them (`.data`). */
export type PageDoor = "document" | "data";
export const PAGE_DOORS: readonly PageDoor[] = ["document", "data"];

/**
 * Decodes React Router's single-fetch answer (turbo-stream's flat form: a list whose first entry is the root, objects
 * as { "_keyIndex": valueIndex }, arrays as lists of indexes, negative indexes for null and undefined). Enough for
 * the plain data our actions return; a test that needs more should read the raw text.
 */
export function decodeSingleFetch(text: string): unknown {
  let values: unknown[];
  try {
    values = JSON.parse(text.split("\n")[0]!) as unknown[];
  } catch {
    return undefined;
  }
  const seen = new Map<number, unknown>();
  const hydrate = (index: number): unknown => {
    // turbo-stream's constants: -1 a hole, -5 null, -7 undefined; the others are numbers we never send.
    if (index === -5) return null;
    if (index < 0) return undefined;
    if (seen.has(index)) return seen.get(index);
    const value = values[index];
    if (Array.isArray(value)) {
      if (typeof value[0] === "string") return value; // a typed value (Date, Map…): left as turbo-stream wrote it
      const list: unknown[] = [];
      seen.set(index, list);
      for (const item of value) list.push(hydrate(item as number));
      return list;
    }
    if (value && typeof value === "object") {
      const object: Record<string, unknown> = {};
      seen.set(index, object);
      for (const [key, item] of Object.entries(value))
        object[values[Number(key.slice(1))] as string] = hydrate(item as number);
      return object;
    }
    return value;
  };
  return hydrate(0);
}

/**
 * One request on its own connection (node:http without an agent): each answer is judged alone. On a shared keep-alive
 * connection, a socket that the server closes after answering a request whose body it did not read can be picked for
 * the next request in the same instant, which tells nothing about that next request.
 */
export function requestOnFreshConnection(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; contentType: string; text: string }>((resolve, reject) => {
    // Node's client frames a DELETE body with neither Content-Length nor chunking unless told: say its length, as fetch does.
    const framing = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const outgoing = httpRequest(url, { method, headers: { ...headers, ...framing }, agent: false }, (incoming) => {
      let text = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => (text += chunk));
      incoming.on("end", () =>
        resolve({
          status: incoming.statusCode ?? 0,
          contentType: String(incoming.headers["content-type"] ?? ""),
          text,
        }),
      );
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/**
 * The build's scripts a served page names. Since pages paint before their scripts (app/document/paint-first.ts),
 * they are named in the module the page runs after its first paint, no longer in `modulepreload` links.
 */
export function scriptsNamedBy(html: string): string[] {
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))];
}
