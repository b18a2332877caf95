// A signed-in API client over fetch with its own cookie jar (one session cookie), where every
// request has a deadline: a request that hangs is a failure, not a stuck test.
export interface ApiResponse {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  ms: number;
}

export const REQUEST_TIMEOUT_MS = 15_000;

export class ApiClient {
  cookie: string | undefined;

  constructor(
    public baseURL: string,
    cookie?: string,
  ) {
    this.cookie = cookie;
  }

  /** The same session against another instance. */
  on(baseURL: string): ApiClient {
    return new ApiClient(baseURL, this.cookie);
  }

  async request(method: string, path: string, body?: unknown, timeoutMs = REQUEST_TIMEOUT_MS): Promise<ApiResponse> {
    const started = performance.now();
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(this.baseURL + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      if (pair.startsWith("asx.sid=")) this.cookie = pair;
    }
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, ms };
  }

  get = (path: string, timeoutMs?: number) => this.request("GET", path, undefined, timeoutMs);
  post = (path: string, body?: unknown, timeoutMs?: number) => this.request("POST", path, body ?? {}, timeoutMs);
  patch = (path: string, body: unknown) => this.request("PATCH", path, body);
  delete = (path: string) => this.request("DELETE", path);
}

/** Signs in and returns a client holding the session cookie. */
export async function signIn(baseURL: string, email: string, password: string): Promise<ApiClient> {
  const client = new ApiClient(baseURL);
  const res = await client.post("/api/auth/login", { email, password });
  if (res.status !== 200 || !client.cookie) throw new Error(`Sign-in as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}
