// The alert digest e-mail: plain text and HTML, the alerts grouped by kind (in the order the
// settings list the kinds), one line per alert with the symbol, what crossed and the figures, and a
// link to the app's Alerts page. 'Send test e-mail' sends the same e-mail, marked as a test. Pure: the
// digest service reads the alerts and sends the result.
import { ALERT_KIND_LABELS, newAlertsMessage } from "@shared/contracts/alert-labels";
import { ALERT_KINDS, type AlertKind } from "@shared/domain/alerts";
import { formatDateTimeAU } from "@shared/domain/format";

export interface DigestLine {
  symbol: string;
  kind: string;
  message: string;
  createdAt: Date;
}

export interface DigestContent {
  subject: string;
  text: string;
  html: string;
}

const TITLE = "ASX Fair Value Dashboard";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function groups(lines: readonly DigestLine[]): [AlertKind, DigestLine[]][] {
  return ALERT_KINDS.map((kind): [AlertKind, DigestLine[]] => [kind, lines.filter((line) => line.kind === kind)]).filter(
    ([, items]) => items.length > 0,
  );
}

/** The line that opens a test e-mail, by the user's digest choice. */
function testLine(digestOn: boolean): string {
  return digestOn
    ? "This is a test e-mail: it holds what your next daily digest will send."
    : "This is a test e-mail. Your daily digest is off: turned on in Alert settings, it would send what follows.";
}

/**
 * `lines` are the listed alerts (newest first), `total` how many there are in all (a long digest
 * lists the newest and says how many more the app holds). `afterDigest`: a digest has gone out
 * before, so these are the alerts since it. `test`: the e-mail is 'Send test e-mail''s, and whether
 * the user's digest is on. `appUrl` is APP_URL; without it the e-mail names the page instead of
 * linking it. `timeZone` is for the alert times (Sydney).
 */
export function composeAlertDigest(options: {
  lines: readonly DigestLine[];
  total: number;
  afterDigest: boolean;
  test?: { digestOn: boolean };
  appUrl?: string;
  timeZone: string;
}): DigestContent {
  const { lines, total, timeZone, test } = options;
  const link = options.appUrl ? `${options.appUrl.replace(/\/+$/, "")}/alerts` : null;
  const when = (line: DigestLine) => formatDateTimeAU(line.createdAt, timeZone);
  const more = total - lines.length;
  const intro = `${total === 0 ? "No new alerts" : newAlertsMessage(total)}${options.afterDigest ? " since your last digest" : ""}.`;
  const opening = test ? [testLine(test.digestOn), ""] : [];

  const text: string[] = [TITLE, "", ...opening, intro];
  for (const [kind, items] of groups(lines)) {
    text.push("", `${ALERT_KIND_LABELS[kind]} (${items.length})`);
    for (const item of items) text.push(`- ${item.symbol}: ${item.message} (${when(item)})`);
  }
  if (more > 0) text.push("", `…and ${more} more in the app.`);
  text.push("", link ? `Open your alerts: ${link}` : "Open the dashboard's Alerts page to see them all.");

  const html: string[] = [
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111">`,
    `<h1 style="font-size:18px">${TITLE}</h1>`,
    ...(test ? [`<p><em>${escapeHtml(testLine(test.digestOn))}</em></p>`] : []),
    `<p>${escapeHtml(intro)}</p>`,
  ];
  for (const [kind, items] of groups(lines)) {
    html.push(`<h2 style="font-size:15px">${escapeHtml(ALERT_KIND_LABELS[kind])} (${items.length})</h2><ul>`);
    for (const item of items)
      html.push(
        `<li><strong>${escapeHtml(item.symbol)}</strong>: ${escapeHtml(item.message)} <small>(${escapeHtml(when(item))})</small></li>`,
      );
    html.push("</ul>");
  }
  if (more > 0) html.push(`<p>…and ${more} more in the app.</p>`);
  html.push(
    link ? `<p><a href="${escapeHtml(link)}">Open your alerts</a></p>` : "<p>Open the dashboard's Alerts page to see them all.</p>",
  );
  html.push("</body></html>");

  const subject = `${TITLE}${test ? " (test)" : ""}: ${total === 0 ? "no new alerts" : newAlertsMessage(total)}`;
  return { subject, text: text.join("\n"), html: html.join("\n") };
}
