// Issue 45 items 1 and 2 in the browser: the owner disables a signed-in user (signed out at their next
// request, refused at sign-in with a message), enables them again, hands them a one-time reset link,
// and deletes an account after a confirmation. The screen at 1400 and 360 px: screenshots, no
// sideways scroll, axe-core's serious violations none in either theme.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { COLOUR_RULES, seriousViolations } from "./support/axe";
import { chromiumForFile, newPage, registerThroughApi, settle, shot, signIn, toasts } from "./support/browser";
import { approvedUser } from "./support/dashboard";
import { database } from "./support/database";
import { pageOverflowX, phonePage, smallTouchTargets } from "./support/phone";

const browser = chromiumForFile();

async function openUserManagement(page: Page, tab: "Pending" | "Approved" | "Rejected" | "Disabled" | "All") {
  await page.goto("/user-management");
  await page.getByRole("heading", { name: "User Management" }).waitFor();
  await page.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
}

async function signInThroughForm(page: Page, credentials: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Password", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

describe("the owner revokes and restores access", () => {
  it("disabling signs the user out at their next request and refuses their sign-in; enabling lets them back", async () => {
    const user = await approvedUser();
    const member = await newPage(browser());
    await signInThroughForm(member.page, user);
    await member.page.waitForURL((url) => url.pathname === "/");

    const owner = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(owner.page);
    await openUserManagement(owner.page, "Approved");
    const card = owner.page.getByRole("article", { name: user.email });
    await card.getByRole("button", { name: "Disable" }).click();
    await toasts(owner.page).getByText("The user can no longer sign in, and their sessions have ended.").waitFor();
    await owner.page.getByRole("tab", { name: "Disabled" }).click();
    await owner.page.getByRole("article", { name: user.email }).getByText("Disabled", { exact: true }).waitFor();
    await shot(owner.page, "user-management-disabled-1400");

    // The member's open page: its next read is refused, and the app goes to the sign-in page.
    await member.page.goto("/sectors");
    await member.page.waitForURL((url) => url.pathname === "/login");
    await signInThroughForm(member.page, user);
    await toasts(member.page).getByText("Your account has been disabled, so you cannot sign in. Contact the owner.").last().waitFor();
    expect(new URL(member.page.url()).pathname).toBe("/login");

    await owner.page.getByRole("article", { name: user.email }).getByRole("button", { name: "Enable" }).click();
    await toasts(owner.page).getByText("The user can sign in again.").waitFor();
    await signInThroughForm(member.page, user);
    await member.page.waitForURL((url) => url.pathname === "/");
    await member.context.close();
    await owner.context.close();
  });

  it("a reset link from the owner sets the user's new password once", async () => {
    const user = await approvedUser();
    const owner = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(owner.page);
    await openUserManagement(owner.page, "Approved");
    await owner.page.getByRole("article", { name: user.email }).getByRole("button", { name: "Reset link" }).click();
    const dialog = owner.page.getByRole("dialog", { name: "Reset link" });
    await dialog.getByText(`Send this link to ${user.email} yourself.`, { exact: false }).waitFor();
    const link = await dialog.getByLabel("Link").inputValue();
    expect(link).toMatch(/\/reset-password\?token=[\w-]{43}$/);
    await shot(owner.page, "user-management-reset-link-1400");
    await dialog.getByRole("button", { name: "Close" }).click();

    const member = await newPage(browser());
    await member.page.goto(new URL(link).pathname + new URL(link).search);
    await member.page.getByLabel("New Password").fill("owner-link-pass-1");
    await member.page.getByLabel("Confirm Password").fill("owner-link-pass-1");
    await member.page.getByRole("button", { name: "Reset Password" }).click();
    await member.page.getByText("Password reset successful!").waitFor();
    await signInThroughForm(member.page, { email: user.email, password: "owner-link-pass-1" });
    await member.page.waitForURL((url) => url.pathname === "/");
    await member.context.close();
    await owner.context.close();
  });

  it("deleting asks first; the account and its data are then gone", async () => {
    const user = await approvedUser();
    const owner = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(owner.page);
    await openUserManagement(owner.page, "All");
    await owner.page.getByRole("article", { name: user.email }).getByRole("button", { name: "Delete" }).click();
    const confirm = owner.page.getByRole("alertdialog", { name: "Delete User" });
    await confirm.getByText(`Are you sure you want to delete ${user.email}?`, { exact: false }).waitFor();
    await shot(owner.page, "user-management-delete-1400");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect((await database().query("select 1 from users where id = $1", [user.id])).rowCount).toBe(1);

    await owner.page.getByRole("article", { name: user.email }).getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete user" }).click();
    await toasts(owner.page).getByText("The user and all their data were deleted.").waitFor();
    await expect.poll(() => owner.page.getByRole("article", { name: user.email }).count()).toBe(0);
    expect((await database().query("select 1 from users where id = $1", [user.id])).rowCount).toBe(0);
    await owner.context.close();
  });
});

describe("the User Management screen", () => {
  it("at 1400 and 360 px: every status and its actions, no sideways scroll, touch-sized buttons, axe clean in both themes", async () => {
    const stamp = Date.now();
    const pending = await registerThroughApi(`um-pending-${stamp}@e2e.test`, "pending-pass-1");
    const rejected = await registerThroughApi(`um-rejected-${stamp}@e2e.test`, "rejected-pass-1");
    const disabled = await approvedUser();
    await database().query("update users set status = 'rejected' where id = $1", [rejected.id]);
    await database().query("update users set status = 'disabled' where id = $1", [disabled.id]);

    const problems: string[] = [];
    const audit = async (page: Page, screen: string, scope?: string) => {
      for (const theme of ["dark", "light"] as const) {
        await page.evaluate((next) => document.documentElement.classList.toggle("dark", next === "dark"), theme);
        await settle(page);
        const violations = await seriousViolations(page, { scope, rules: theme === "dark" ? undefined : COLOUR_RULES });
        for (const v of violations)
          for (const node of v.nodes) problems.push(`${screen} ${theme}: ${v.rule} ${node.target} — ${node.summary}`);
      }
      await page.evaluate(() => document.documentElement.classList.add("dark"));
    };

    const desktop = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(desktop.page);
    await openUserManagement(desktop.page, "All");
    await desktop.page.getByRole("article", { name: pending.email }).getByRole("button", { name: "Approve" }).waitFor();
    await shot(desktop.page, "user-management-all-1400");
    await audit(desktop.page, "1400 All");
    await desktop.context.close();

    const phone = await phonePage(browser());
    await signIn(phone.page);
    await openUserManagement(phone.page, "All");
    const disabledCard = phone.page.getByRole("article", { name: disabled.email });
    await disabledCard.getByRole("button", { name: "Enable" }).waitFor();
    await shot(phone.page, "user-management-all-360");
    expect(await pageOverflowX(phone.page)).toBe(0);
    expect(await smallTouchTargets(phone.page, "main")).toEqual([]);
    await audit(phone.page, "360 All");
    await phone.page.getByRole("article", { name: disabled.email }).getByRole("button", { name: "Delete" }).click();
    await phone.page.getByRole("alertdialog", { name: "Delete User" }).waitFor();
    await shot(phone.page, "user-management-delete-360");
    await audit(phone.page, "360 delete dialog", '[role="alertdialog"]');
    await phone.page.getByRole("button", { name: "Cancel" }).click();

    const approved = await approvedUser();
    await phone.page.reload();
    await phone.page.getByRole("tab", { name: "Approved" }).click();
    await phone.page.getByRole("article", { name: approved.email }).getByRole("button", { name: "Reset link" }).click();
    await phone.page.getByRole("dialog", { name: "Reset link" }).getByLabel("Link").waitFor();
    await shot(phone.page, "user-management-reset-link-360");
    expect(await pageOverflowX(phone.page)).toBe(0);
    await audit(phone.page, "360 reset link dialog", '[role="dialog"]');
    await phone.context.close();

    for (const id of [pending.id, rejected.id, disabled.id, approved.id]) await database().query("delete from users where id = $1", [id]);
    expect(problems).toEqual([]);
  }, 120_000);
});
