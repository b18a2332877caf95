import { MIN_PASSWORD_LENGTH } from "@shared/constants";

export interface PasswordErrors {
  password?: string;
  confirmPassword?: string;
}

export function hasErrors(errors: PasswordErrors): boolean {
  return Boolean(errors.password || errors.confirmPassword);
}

/** Registration (docs/product.md "Accounts and access"): at least 8 characters; the confirmation must match. */
export function validateRegistration(password: string, confirmPassword: string): PasswordErrors {
  const errors: PasswordErrors = {};
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = "Password must be at least 8 characters long";
  if (password !== confirmPassword) errors.confirmPassword = "Passwords do not match";
  return errors;
}

/** Reset password (docs/product.md "Accounts and access"): the same rules, worded as the reset screen words them. */
export function validateNewPassword(password: string, confirmPassword: string): PasswordErrors {
  const errors: PasswordErrors = {};
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = "Password must be at least 8 characters";
  if (password !== confirmPassword) errors.confirmPassword = "Passwords do not match";
  return errors;
}
