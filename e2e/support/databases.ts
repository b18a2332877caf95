// Databases in the browser layer's one embedded cluster: a lane's (e2e/support/global-setup.ts) and a
// test's own server's when no other app may share its rows or its refresh-job queue
// (e2e/support/own-server.ts). No vitest import: the global setup uses it.
import pg from "pg";

/** Creates database `name` in the cluster `clusterUrl` points at; answers its URL. */
export async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
