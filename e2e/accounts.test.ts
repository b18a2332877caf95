import { describe, expect, it } from "vitest";
import { newPage, screenshot, signIn, toasts, chromiumForFile } from "./support/browser";
import { E2E_BCRYPT_ROUNDS } from "./support/app-process";
import { OWNER } from "./support/constants";
import { database } from "./support/database";

const browser = chromiumForFile();

const newcomer = { email: `newcomer-${Date.now()}@e2e.test`, password: "newcomer-pass-1" };

describe("registration, approval and sign-in", () => {
  it("a new registration shows the pending-approval notice and cannot sign in yet", async () => {
    const { context, page } = await newPage(browser());
    await page.goto("/register");
    await expect.poll(() => page.getByRole("heading", { name: "Create an Account" }).isVisible()).toBe(true);
    await page.getByLabel("Email").fill(newcomer.email);
    await page.getByLabel("Password", { exact: true }).fill(newcomer.password);
    await page.getByLabel("Confirm Password").fill(newcomer.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    const notice = toasts(page).getByText(
      "Registration successful! Your account is pending approval. You'll be able to log in once the owner approves your account.",
    );
    await notice.waitFor();
    await screenshot(page, "register-pending");
    // Hashed by bcrypt at the cost the app was started with (BCRYPT_ROUNDS, e2e/support/app-process.ts).
    const stored = await database().query<{ password: string }>("select password from users where email = $1", [newcomer.email]);
    expect(stored.rows[0].password).toMatch(new RegExp(`^\\$2b\\$${E2E_BCRYPT_ROUNDS}\\$`));
    expect(await page.getByRole("button", { name: "Create Account" }).isDisabled()).toBe(true);
    expect(await page.getByLabel("Email").inputValue()).toBe("");

    await page.goto("/login");
    await page.getByLabel("Email").fill(newcomer.email);
    await page.getByLabel("Password", { exact: true }).fill(newcomer.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await toasts(page)
      .getByText(/pending approval/)
      .last()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });

  it("the owner sees the pending badge and approves the newcomer in User Management", async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, OWNER);
    await page.goto("/");
    const nav = page.getByRole("link", { name: /User Management/ });
    await nav.waitFor();
    // The badge appears once the pending-users poll has answered.
    await expect.poll(() => nav.textContent(), { timeout: 10_000 }).toMatch(/User Management\D*1 pending/);
    await nav.click();
    await page.getByRole("heading", { name: "User Management" }).waitFor();
    const card = page.getByRole("article", { name: newcomer.email });
    await card.waitFor();
    await screenshot(page, "user-management-pending");
    await card.getByRole("button", { name: "Approve" }).click();
    await toasts(page).getByText("The user can now access the dashboard.", { exact: true }).waitFor();
    await page.getByText("No Pending Requests").waitFor();
    await context.close();
  });

  it("the approved user opening a protected page signs in and lands on that page", async () => {
    const { context, page } = await newPage(browser());
    await page.goto("/sectors");
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/sectors");
    await page.getByLabel("Email").fill(newcomer.email);
    await page.getByLabel("Password", { exact: true }).fill(newcomer.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/sectors");
    await page.getByRole("heading", { name: "Sector Distribution", exact: true }).waitFor();
    // A non-owner has no User Management entry and is refused the page.
    expect(await page.getByRole("link", { name: /User Management/ }).count()).toBe(0);
    await page.goto("/user-management");
    await page.getByText("Access Denied").waitFor();
    await page.getByText("You don't have permission to view this page.").waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.goto("/");
    await page.waitForURL((url) => url.pathname === "/login");
    await context.close();
  });
});
