import type { QueryFunction } from "@tanstack/react-query";

/**
 * Any non-OK response. The message is "<status>: <body text or status text>" (docs/product.md "Messages") so a
 * caller that only shows `error.message` still tells the user what happened.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  throw new ApiError(res.status, res.statusText, text);
}

/**
 * Sends a request with the session cookie. A plain body is sent as JSON; a FormData body goes out as
 * multipart (the browser sets the boundary). Returns the Response; throws ApiError when not OK.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const headers: Record<string, string> = {};
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  const res = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** apiRequest, then the parsed JSON body (undefined for an empty body such as 204). */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

function parseBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * The server's own words from a failed call: the `error` (or `message`) field of a JSON error body.
 * Returns the fallback when the error is not an ApiError or its body carries no such field.
 */
export function serverMessage(error: unknown): string | undefined;
export function serverMessage(error: unknown, fallback: string): string;
export function serverMessage(error: unknown, fallback?: string): string | undefined {
  if (error instanceof ApiError) {
    const parsed = parseBody(error.body);
    if (parsed && typeof parsed === "object") {
      const { error: err, message } = parsed as { error?: unknown; message?: unknown };
      if (typeof err === "string" && err.trim()) return err;
      if (typeof message === "string" && message.trim()) return message;
    }
  }
  return fallback;
}

/**
 * What an import's 400 carries beside its sentence (an unknown paste or file): `hint`, the accepted
 * formats, and `sample`, a row that would be read; each left out when absent, blank or not text.
 */
export function serverHelp(error: unknown): { hint?: string; sample?: string } {
  if (!(error instanceof ApiError)) return {};
  const parsed = parseBody(error.body);
  if (!parsed || typeof parsed !== "object") return {};
  const { hint, sample } = parsed as Record<string, unknown>;
  return {
    hint: typeof hint === "string" && hint.trim() ? hint : undefined,
    sample: typeof sample === "string" && sample.trim() ? sample : undefined,
  };
}

/** What a failure notice shows: the server's message, else the error's message, else a generic line. */
export function errorDescription(error: unknown): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof Error && error.message) return error.message;
  return "An error occurred";
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The default GET: the query key parts joined with "/" form the path (docs/product.md "Calls"). */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.map(String).join("/");
    const res = await fetch(url, { credentials: "include", signal });
    if (options.on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
