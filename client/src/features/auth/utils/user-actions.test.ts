import { describe, expect, it } from "vitest";
import type { PublicUser } from "@/api/auth";
import { actionsFor } from "./user-actions";

const user = (status: PublicUser["status"], role: PublicUser["role"] = "user", id = "u1"): PublicUser => ({
  id,
  email: `${id}@example.com`,
  role,
  status,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("the owner's actions on a user card", () => {
  it("follow the user's status", () => {
    expect(actionsFor(user("pending"), "owner")).toEqual(["approve", "reject", "delete"]);
    expect(actionsFor(user("approved"), "owner")).toEqual(["resetLink", "disable", "delete"]);
    expect(actionsFor(user("disabled"), "owner")).toEqual(["enable", "delete"]);
    expect(actionsFor(user("rejected"), "owner")).toEqual(["delete"]);
  });

  it("are none on the owner's own card", () => {
    expect(actionsFor(user("approved", "owner", "owner"), "owner")).toEqual([]);
    expect(actionsFor(user("approved", "user", "me"), "me")).toEqual([]);
  });
});
