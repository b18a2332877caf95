import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "../constants";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .email("Please enter a valid email address")
  .transform((v) => v.toLowerCase());

const newPassword = z
  .string({ error: "Password is required" })
  .min(MIN_PASSWORD_LENGTH, "Password must be at least 8 characters long")
  // bcrypt reads only the first 72 bytes; a longer password would silently be truncated.
  .max(72, "Password must be at most 72 characters long");

export const registerBody = z.object({ email, password: newPassword });
export const loginBody = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
});
export const requestResetBody = z.object({ email });
export const resetPasswordBody = z.object({
  token: z.string({ error: "Invalid reset token" }).min(1, "Invalid reset token").max(256, "Invalid reset token"),
  password: newPassword.refine((v) => v.length >= MIN_PASSWORD_LENGTH, "Password must be at least 8 characters"),
});
export const userIdParams = z.object({ id: z.string().uuid("Invalid user id") });

/** A user as every response shows one: never the password hash. */
export interface PublicUser {
  id: string;
  email: string;
  role: "owner" | "user";
  status: "pending" | "approved" | "rejected" | "disabled";
  createdAt: string;
}

/** POST /api/auth/users/{id}/reset-link: a one-time link the owner hands to the user. */
export interface ResetLinkResponse {
  link: string;
  expiresAt: string;
}
