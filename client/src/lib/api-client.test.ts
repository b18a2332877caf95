import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiJson, apiRequest, errorDescription, getQueryFn, serverHelp, serverMessage } from "./api-client";

function mockFetch(status: number, body: string, statusText = "") {
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends JSON with credentials", async () => {
    const fetchMock = mockFetch(200, '{"ok":true}');
    await apiRequest("POST", "/api/auth/login", { email: "a@b.co", password: "pw" });
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"email":"a@b.co","password":"pw"}',
      credentials: "include",
    });
  });

  it("sends no body and no content type when none is given", async () => {
    const fetchMock = mockFetch(200, "{}");
    await apiRequest("POST", "/api/auth/logout");
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/logout", {
      method: "POST",
      headers: {},
      body: undefined,
      credentials: "include",
    });
  });

  it("throws 'status: body' for a non-OK response", async () => {
    mockFetch(401, '{"error":"Invalid email or password"}', "Unauthorized");
    const error = await apiRequest("POST", "/api/auth/login", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"error":"Invalid email or password"}');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).body).toBe('{"error":"Invalid email or password"}');
  });

  it("falls back to the status text when the body is empty", async () => {
    mockFetch(502, "", "Bad Gateway");
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("502: Bad Gateway");
  });
});

describe("apiJson", () => {
  it("parses JSON and tolerates an empty body", async () => {
    mockFetch(200, '{"message":"ok"}');
    await expect(apiJson("POST", "/api/x")).resolves.toEqual({ message: "ok" });
    mockFetch(204, "");
    await expect(apiJson("DELETE", "/api/x")).resolves.toBeUndefined();
  });
});

describe("serverMessage", () => {
  it("reads the error field, then the message field", () => {
    expect(serverMessage(new ApiError(409, "Conflict", '{"error":"Taken"}'))).toBe("Taken");
    expect(serverMessage(new ApiError(400, "", '{"message":"Nope"}'))).toBe("Nope");
  });

  it("uses the fallback for non-JSON bodies and other errors", () => {
    expect(serverMessage(new ApiError(500, "Server Error", "<html>"), "Fallback")).toBe("Fallback");
    expect(serverMessage(new TypeError("Failed to fetch"), "Fallback")).toBe("Fallback");
    expect(serverMessage(new ApiError(500, "", "{}"))).toBeUndefined();
  });

  it("errorDescription prefers the server's words, then the error message", () => {
    expect(errorDescription(new ApiError(403, "", '{"error":"Owner only"}'))).toBe("Owner only");
    expect(errorDescription(new ApiError(500, "Internal Server Error", ""))).toBe("500: Internal Server Error");
    expect(errorDescription("weird")).toBe("An error occurred");
  });
});

describe("serverHelp", () => {
  it("reads an unknown file's accepted formats and sample row (issue 44 item 12)", () => {
    const body = JSON.stringify({ code: "unreadable_import", error: "Unknown", hint: "Accepted formats: CommSec", sample: "a,b\n1,2" });
    expect(serverHelp(new ApiError(400, "Bad Request", body))).toEqual({ hint: "Accepted formats: CommSec", sample: "a,b\n1,2" });
  });

  it("leaves out what is absent, blank or not text, and anything but a JSON error", () => {
    expect(serverHelp(new ApiError(400, "", JSON.stringify({ error: "x", hint: " ", sample: 3 })))).toEqual({});
    expect(serverHelp(new ApiError(502, "Bad Gateway", "<html>"))).toEqual({});
    expect(serverHelp(new TypeError("Failed to fetch"))).toEqual({});
  });
});

describe("getQueryFn", () => {
  const context = (queryKey: readonly unknown[]) => ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

  it("joins the key parts with '/' to form the GET path", async () => {
    const fetchMock = mockFetch(200, "[1,2]");
    const result = await getQueryFn({ on401: "throw" })(context(["/api/stocks", "abc", "shareholders"]));
    expect(result).toEqual([1, 2]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/stocks/abc/shareholders");
  });

  it("returns null on 401 when asked to", async () => {
    mockFetch(401, '{"error":"Not signed in"}', "Unauthorized");
    await expect(getQueryFn({ on401: "returnNull" })(context(["/api/auth/me"]))).resolves.toBeNull();
  });

  it("throws on 401 by default", async () => {
    mockFetch(401, '{"error":"Not signed in"}', "Unauthorized");
    await expect(getQueryFn({ on401: "throw" })(context(["/api/portfolio"]))).rejects.toThrow('401: {"error":"Not signed in"}');
  });
});
