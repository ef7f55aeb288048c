import { APP_NAME } from '../../shared/routes';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The branded shell every message shares (colour bar, 600px card, footer). Parts are HTML, already escaped. */
export function mailLayout(parts: { title: string; content: string; footer: string }): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${parts.title}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#15803d;padding:16px 24px;color:#ffffff;font-size:18px;font-weight:700">${escapeHtml(APP_NAME)}</td></tr>
<tr><td style="padding:24px">
${parts.content}
</td></tr>
<tr><td style="padding:16px 24px;background:#f8fafc;color:#64748b;font-size:12px">${parts.footer}</td></tr>
</table></td></tr></table></body></html>`;
}

export interface ActionMail {
  title: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  note?: string;
}

/** A branded, responsive message with one call to action; every value is escaped. */
export function renderActionMail(mail: ActionMail): { html: string; text: string } {
  const p = (t: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1e293b">${escapeHtml(t)}</p>`;
  const button = mail.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;background:#15803d;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(mail.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#475569">Si el botón no funciona, copie este enlace en su navegador:<br><span style="word-break:break-all">${escapeHtml(mail.action.url)}</span></p>`
    : '';
  const html = mailLayout({
    title: escapeHtml(mail.title),
    content: `<h1 style="margin:0 0 16px;font-size:22px;color:#0f172a">${escapeHtml(mail.title)}</h1>
${p(mail.greeting)}${mail.paragraphs.map(p).join('')}${button}${mail.note ? p(mail.note) : ''}`,
    footer: 'Este mensaje se envió automáticamente; por favor no lo responda.',
  });
  const text = [
    mail.title,
    '',
    mail.greeting,
    '',
    ...mail.paragraphs.flatMap((t) => [t, '']),
    ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`, ''] : []),
    ...(mail.note ? [mail.note, ''] : []),
    `— ${APP_NAME}`,
  ].join('\n');
  return { html, text };
}
