// Issue 45 item 9: `npm run backup -- /var/backups/asx/…` into a folder that did not exist failed
// naming a hidden temporary file (".asx-….backup.partial-1234"). The folder is created; one that
// cannot be is named.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupDatabase } from "../../backup/backup";
import { startTestApp, type TestApp } from "../support/test-app";

const dir = mkdtempSync(path.join(os.tmpdir(), "asx-backup-folder-"));
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a backup into a folder", () => {
  it("that does not exist creates it, readable by the owner only, and leaves only the archive in it", async () => {
    const folder = path.join(dir, "backups", "asx");
    const file = path.join(folder, "asx-2026-11-23.backup");
    const { bytes } = await backupDatabase(app.pool, file);
    expect(statSync(file).size).toBe(bytes);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(readdirSync(folder)).toEqual(["asx-2026-11-23.backup"]);
  });

  it("that cannot be made is named, never the hidden temporary file", async () => {
    const blocker = path.join(dir, "a-file");
    writeFileSync(blocker, "not a folder");
    const file = path.join(blocker, "inside", "x.backup");
    const failed = await backupDatabase(app.pool, file).catch((error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toBe(`Backup failed: the folder ${path.dirname(file)} cannot be created (ENOTDIR).`);
    expect((failed as Error).message).not.toMatch(/partial/);
    expect(existsSync(path.dirname(file))).toBe(false);
  });
});
