// The matrix's rows of the journal, alerts and their settings.
import { journalBody, type Row } from "./table-types";

export const JOURNAL_AND_ALERT_ROWS: Row[] = [
  // Journal.
  {
    method: "post",
    path: "/api/journal",
    access: { owns: "stock" },
    ok: 201,
    call: (r) => ({ url: "/api/journal", body: journalBody(r.stockId) }),
  },
  { method: "get", path: "/api/journal", access: "signed-in", ok: 200, call: () => ({ url: "/api/journal" }) },
  {
    method: "get",
    path: "/api/journal/:id",
    access: { owns: "journal entry" },
    ok: 200,
    call: (r) => ({ url: `/api/journal/${r.journalEntryId}` }),
  },
  {
    method: "patch",
    path: "/api/journal/:id",
    access: { owns: "journal entry" },
    ok: 200,
    call: (r) => ({ url: `/api/journal/${r.journalEntryId}`, body: { notes: "edited by someone" } }),
  },
  {
    method: "delete",
    path: "/api/journal/:id",
    access: { owns: "journal entry" },
    ok: 200,
    call: (r) => ({ url: `/api/journal/${r.journalEntryId}` }),
  },
  // Alerts and their settings.
  { method: "get", path: "/api/alerts", access: "signed-in", ok: 200, call: () => ({ url: "/api/alerts?unread=true" }) },
  { method: "get", path: "/api/alerts/unread-count", access: "signed-in", ok: 200, call: () => ({ url: "/api/alerts/unread-count" }) },
  {
    method: "post",
    path: "/api/alerts/read",
    access: { owns: "alert" },
    ok: 200,
    call: (r) => ({ url: "/api/alerts/read", body: { ids: [r.alertId] } }),
  },
  { method: "get", path: "/api/alerts/settings", access: "signed-in", ok: 200, call: () => ({ url: "/api/alerts/settings" }) },
  {
    method: "put",
    path: "/api/alerts/settings",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/alerts/settings", body: { kinds: { "fv-change": false }, fvChangePercent: 7.5 } }),
  },
  // The matrix's app sends through a loopback SMTP server (access-control.test.ts).
  { method: "post", path: "/api/alerts/digest/test", access: "signed-in", ok: 200, call: () => ({ url: "/api/alerts/digest/test" }) },
];
