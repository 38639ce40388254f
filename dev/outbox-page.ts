import type { ServerResponse } from 'node:http';
import { listOutboxMessages, type OutboxMessage } from '../lambdas/services/messages/outbox';

const HTML_ENTITIES: Partial<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);

/** One line per message for the console. */
export function formatOutboxLine(
  m: OutboxMessage | { channel: string; to: string; subject?: string; text: string },
): string {
  const head = m.channel === 'sms' ? `SMS to ${m.to}` : `E-mail to ${m.to}${m.subject ? ` "${m.subject}"` : ''}`;
  return `[outbox] ${head}: ${m.text.replace(/\s+/g, ' ').slice(0, 300)}`;
}

/** `GET /outbox.json`: the latest messages, newest first (`?to=` keeps one recipient's). */
export async function outboxJson(res: ServerResponse, url: URL): Promise<void> {
  const messages = await listOutboxMessages({
    to: url.searchParams.get('to') ?? undefined,
    limit: Number(url.searchParams.get('limit')) || 100,
  });
  const text = JSON.stringify({ messages });
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

/** `GET /outbox`: the same list as a plain page for the developer. */
export async function outboxPage(res: ServerResponse, url: URL): Promise<void> {
  const messages = await listOutboxMessages({ to: url.searchParams.get('to') ?? undefined, limit: 200 });
  const rows = messages
    .map(
      (m) =>
        `<li><p><strong>${m.channel === 'sms' ? 'SMS' : 'E-mail'}</strong> to <code>${escape(m.to)}</code> · <time>${escape(m.sentAt)}</time></p>${m.subject ? `<p><em>${escape(m.subject)}</em></p>` : ''}<pre>${escape(m.text)}</pre></li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox (local)</title>
<meta http-equiv="refresh" content="10">
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}li{border-bottom:1px solid #ddd;padding:.5rem 0;list-style:none}ul{padding:0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}</style>
</head><body>
<h1>Outbox</h1>
<p>E-mails and SMS the local stack has sent, newest first (this page refreshes every 10 s). <a href="/outbox.json">JSON</a></p>
${messages.length ? `<ul>\n${rows}\n</ul>` : '<p>No messages yet.</p>'}
</body></html>`;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}
