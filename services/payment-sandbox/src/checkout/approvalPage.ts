/** The buyer's side of checkout: small server-rendered pages, every dynamic text escaped. */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

export interface SummaryLine {
  label: string;
  amount: string;
}

export interface ApprovalPage {
  id: string;
  brand: string;
  kind: 'order' | 'subscription';
  lines: SummaryLine[];
  /** Small print under the lines, such as when regular billing starts. */
  notes: string[];
}

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f2f4f7; color: #1b1f24; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 28px;
    box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); }
  .banner { margin: -28px -28px 20px; padding: 10px 28px; border-radius: 12px 12px 0 0; background: #fff3c4;
    color: #6b4e00; font-size: 14px; font-weight: 600; }
  h1 { font-size: 22px; margin: 0 0 16px; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 12px; }
  td { padding: 8px 0; border-bottom: 1px solid #e6e8eb; }
  td.amount { text-align: right; white-space: nowrap; font-weight: 600; }
  .note { color: #5b636d; font-size: 14px; }
  button { width: 100%; padding: 12px; border: 0; border-radius: 24px; background: #0070e0; color: #fff;
    font-size: 16px; font-weight: 600; cursor: pointer; }
  a.secondary { display: block; margin-top: 14px; text-align: center; color: #0058b0; }
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox checkout</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner">Sandbox checkout — no real money</p>
${content}
</main>
</body>
</html>`;
}

export function renderApprovalPage(page: ApprovalPage): string {
  const base = `/checkoutnow/${encodeURIComponent(page.id)}`;
  const rows = page.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.label)}</td><td class="amount">${escapeHtml(line.amount)}</td></tr>`,
    )
    .join('\n');
  const notes = page.notes.map((note) => `<p class="note">${escapeHtml(note)}</p>`).join('\n');
  return layout(
    page.brand,
    `<h1>${escapeHtml(page.brand)}</h1>
<table>
${rows}
</table>
${notes}
<form method="post" action="${escapeHtml(`${base}/approve`)}">
<button type="submit">${page.kind === 'order' ? 'Pay Now' : 'Agree &amp; Subscribe'}</button>
</form>
<a class="secondary" href="${escapeHtml(`${base}/cancel`)}">Cancel and return</a>`,
  );
}

/** Pages without a decision to make: unknown link, already approved, no return URL to go back to. */
export function renderMessagePage(
  title: string,
  message: string,
  link?: { href: string; label: string },
): string {
  const action = link
    ? `<a class="secondary" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`
    : '';
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${action}`);
}
