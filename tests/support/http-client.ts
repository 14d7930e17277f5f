import { request as httpRequest } from "node:http";

/** A tiny HTTP client with a cookie jar, sending the Origin a browser would send. */
export function browserLike(
  baseUrl: string,
  defaults: { headers?: Record<string, string> } = {},
  send: (url: string, init: RequestInit) => Promise<Response> = fetch,
) {
  const cookies = new Map<string, string>();
  const client = {
    cookies,
    lastSetCookies: [] as string[],
    async request(
      path: string,
      init: {
        method?: string;
        json?: unknown;
        /** Fields sent as a form would send them (application/x-www-form-urlencoded). */
        form?: Record<string, string>;
        redirect?: RequestInit["redirect"];
        headers?: Record<string, string>;
      } = {},
    ) {
      const headers: Record<string, string> = { origin: baseUrl, ...defaults.headers, ...init.headers };
      if (init.json !== undefined) headers["content-type"] = "application/json";
      if (init.form !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
      if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      const response = await send(`${baseUrl}${path}`, {
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
      for (const line of client.lastSetCookies) {
        const [pair] = line.split(";");
        const [name, ...rest] = pair!.split("=");
        const value = rest.join("=");
        if (!value || /max-age=0/i.test(line)) cookies.delete(name!.trim());
        else cookies.set(name!.trim(), value);
      }
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // not JSON
      }
      return { status: response.status, headers: response.headers, body: body as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test client: bodies are asserted field by field
    },
  };
  return client;
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
