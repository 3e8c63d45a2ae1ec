// /dev/outbox: the e-mail the app kept instead of sending (no SMTP_URL), as a
// small HTML page with clickable links. Development only: 404 in production.
import { Router } from 'express';
import type { OutboxService } from '../services/outbox/outbox.js';
import { escapeHtml } from '../services/auth/emails.js';

const LINK = /https?:\/\/[^\s<>"']+/g;

/** Escapes the text, then turns every URL in it into a link. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

/** The inside of the stored document's <body>: the markup is our own, escaped template (services/auth/emails.ts). */
const htmlBody = (html: string) => /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Lakbay</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a202c; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
  pre { white-space: pre-wrap; background: #f7fafc; padding: 1rem; border-radius: 6px; }
  .mail { border: 1px solid #e2e8f0; border-radius: 6px; padding: 1rem; }
  .muted { color: #718096; }
</style>
</head>
<body>
${body}
</body>
</html>
`;

export function devOutboxRoutes(outbox: OutboxService, enabled: boolean): Router {
  const router = Router();
  router.use('/outbox', (_req, res, next) => {
    if (!enabled) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/outbox', async (_req, res) => {
    const emails = await outbox.list();
    const rows = emails
      .map((email) => {
        const links = email.text.match(LINK) ?? [];
        return `<tr>
  <td class="muted">${escapeHtml(email.createdAt.toISOString())}</td>
  <td>${escapeHtml(email.to)}</td>
  <td><a href="/dev/outbox/${email.id}">${escapeHtml(email.subject)}</a></td>
  <td>${links.map((url) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`).join('<br>')}</td>
</tr>`;
      })
      .join('\n');
    res.type('html').send(
      page(
        'Outbox',
        `<h1>Development outbox</h1>
<p class="muted">E-mail Lakbay would have sent. Set SMTP_URL to send real mail. Newest first.</p>
${
  emails.length
    ? `<table>
<thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Links</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No e-mail yet.</p>'
}`,
      ),
    );
  });

  router.get('/outbox/:id', async (req, res) => {
    const id = Number(req.params.id);
    const email = Number.isSafeInteger(id) && id > 0 ? await outbox.get(id) : null;
    if (!email) {
      res
        .status(404)
        .type('html')
        .send(page('Not found', '<p>No such e-mail. <a href="/dev/outbox">Back to the outbox</a></p>'));
      return;
    }
    res.type('html').send(
      page(
        email.subject,
        `<p><a href="/dev/outbox">← Outbox</a></p>
<h1>${escapeHtml(email.subject)}</h1>
<p><strong>To:</strong> ${escapeHtml(email.to)}<br><strong>Sent:</strong> ${escapeHtml(email.createdAt.toISOString())}</p>
<h2>Plain text</h2>
<pre>${linkify(email.text)}</pre>
<h2>HTML</h2>
<div class="mail">${htmlBody(email.html)}</div>`,
      ),
    );
  });
  return router;
}
