import { escapeHtml } from './html-text';
import type { outbox, outboxAttachments } from './outbox-tables';

type Message = typeof outbox.$inferSelect;
type Attachment = Pick<typeof outboxAttachments.$inferSelect, 'position' | 'filename' | 'contentType' | 'content'>;

export interface MailboxListFilter {
  recipient: string;
  channel: '' | 'email' | 'sms';
}

/** Under the API prefix, e.g. /api/dev/mailbox. */
export interface MailboxPaths {
  list: string;
  message: (id: number) => string;
  html: (id: number) => string;
  attachment: (id: number, position: number) => string;
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b2430;background:#f4f7fb}
main{max-width:1100px;margin:0 auto;padding:16px}
h1{font-size:22px;margin:0 0 12px}
form{display:flex;flex-wrap:wrap;gap:8px;align-items:end;margin:0 0 16px}
label{display:flex;flex-direction:column;font-size:13px}
input,select,button{font:inherit;padding:6px 8px;border:1px solid #8a94a3;border-radius:4px}
button{background:#0b5ea8;color:#fff;border-color:#0b5ea8;cursor:pointer}
:focus-visible{outline:3px solid #e2a400;outline-offset:2px}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:start;padding:6px 8px;border-bottom:1px solid #d9dee5;vertical-align:top}
td.subject{overflow-wrap:anywhere}
.status-failed{color:#b00020;font-weight:bold}
.status-pending{color:#8a5a00}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;padding:12px;border:1px solid #d9dee5}
iframe{width:100%;height:70vh;border:1px solid #d9dee5;background:#fff}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;background:#fff;padding:12px}
input{max-width:100%}
@media (max-width:640px){
thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
table,tbody,tr,td{display:block}
tr{border-bottom:1px solid #d9dee5;padding:6px 0}
td{border:0;padding:2px 8px}
td::before{content:attr(data-label) ": ";font-weight:bold}
}
dt{font-weight:bold}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
dd{margin:0;overflow-wrap:anywhere}
`;

function page(title: string, content: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`,
    `<body><main>${content}</main></body>`,
    '</html>',
    '',
  ].join('\n');
}

const statusCell = (message: Message) =>
  `<span class="status-${message.status}">${escapeHtml(message.status)}</span>` +
  (message.lastError ? `<br><small>${escapeHtml(message.lastError)}</small>` : '');

/** The latest messages, newest first, with the recipient and channel filter. */
export function mailboxListPage(messages: Message[], filter: MailboxListFilter, paths: MailboxPaths): string {
  const option = (value: string, label: string) =>
    `<option value="${value}"${filter.channel === value ? ' selected' : ''}>${label}</option>`;
  const form =
    `<form method="get" action="${escapeHtml(paths.list)}">` +
    `<label>Recipient<input name="recipient" value="${escapeHtml(filter.recipient)}" ` +
    'placeholder="email or +phone" size="32"></label>' +
    `<label>Channel<select name="channel">${option('', 'All')}${option('email', 'Email')}${option('sms', 'SMS')}` +
    '</select></label><button type="submit">Show</button></form>';
  const rows = messages.map(
    (message) =>
      '<tr>' +
      `<td data-label="Sent">${escapeHtml(message.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td>` +
      `<td data-label="Channel">${escapeHtml(message.channel)}</td>` +
      `<td data-label="Recipient">${escapeHtml(message.recipient)}</td>` +
      `<td data-label="Subject" class="subject"><a dir="auto" href="${escapeHtml(paths.message(message.id))}">` +
      `${escapeHtml(message.subject || message.body.slice(0, 80) || '(no subject)')}</a></td>` +
      `<td data-label="Status">${statusCell(message)}</td>` +
      `<td data-label="Transport">${escapeHtml(message.transport ?? '')}</td>` +
      '</tr>',
  );
  const table = messages.length
    ? '<table><caption class="visually-hidden">Messages, newest first</caption><thead><tr><th scope="col">Sent</th>' +
      '<th scope="col">Channel</th><th scope="col">Recipient</th><th scope="col">Subject</th>' +
      `<th scope="col">Status</th><th scope="col">Transport</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    : '<p>No messages.</p>';
  return page('Dev mailbox', `<h1>Dev mailbox</h1>${form}${table}`);
}

/** One message: its facts, the text, the HTML version in a sandboxed frame, the attachments. */
export function mailboxMessagePage(message: Message, attachments: Attachment[], paths: MailboxPaths): string {
  const facts: [string, string][] = [
    ['Channel', message.channel],
    ['To', message.recipient],
    ['Subject', message.subject],
    ['Language', message.language ?? ''],
    ['Written', message.createdAt.toISOString()],
    ['Status', message.status],
    ['Attempts', String(message.attempts)],
    ['Transport', message.transport ?? ''],
    ['Transport id', message.transportMessageId ?? ''],
    ['Sent', message.sentAt?.toISOString() ?? ''],
    ['Last error', message.lastError ?? ''],
    ['Cleared', message.clearedAt ? `${message.clearedAt.toISOString()} (content removed after sending)` : ''],
  ];
  const list = facts
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `<dt>${name}</dt><dd dir="auto">${escapeHtml(value)}</dd>`)
    .join('');
  const files = attachments.length
    ? '<h2>Attachments</h2><ul>' +
      attachments
        .map(
          (file) =>
            `<li><a href="${escapeHtml(paths.attachment(message.id, file.position))}" download>` +
            `${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)}, ${file.content.length} bytes)</li>`,
        )
        .join('') +
      '</ul>'
    : '';
  const html = message.html
    ? '<h2>HTML</h2>' + `<iframe sandbox title="The HTML version" src="${escapeHtml(paths.html(message.id))}"></iframe>`
    : '';
  const content =
    `<p><a href="${escapeHtml(paths.list)}">All messages</a></p>` +
    `<h1 dir="auto">${escapeHtml(message.subject || `${message.channel} to ${message.recipient}`)}</h1>` +
    `<dl>${list}</dl><h2>Text</h2><pre dir="auto">${escapeHtml(message.body)}</pre>${html}${files}`;
  return page(message.subject || 'Message', content);
}
