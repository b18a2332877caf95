import { describe, expect, it } from "vitest";
import { cn } from "./utils";

describe("cn", () => {
  it("lets a later class win over an earlier one of the same group, and keeps what it does not know", () => {
    expect(cn("px-2 py-1 h-9", "px-4", "h-8")).toBe("py-1 px-4 h-8");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
    expect(cn("text-sm text-muted-foreground", "text-destructive")).toBe("text-sm text-destructive");
    expect(cn("flex", false, undefined, "hidden md:flex")).toBe("hidden md:flex");
    expect(cn("my-own-class", "another")).toBe("my-own-class another");
  });
});
