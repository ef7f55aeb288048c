import { expect } from '@playwright/test';
import type { CapturedMail } from './mime';
import { mailUrl } from './env';

/** Waits until the local SMTP server has received a message for `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 30_000): Promise<CapturedMail> {
  const endpoint = mailUrl();
  if (!endpoint) throw new Error('Falta E2E_MAIL_URL: el servidor SMTP de prueba no está en marcha.');
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${endpoint}/messages?to=${encodeURIComponent(to.toLowerCase())}`);
        const messages = (await response.json()) as CapturedMail[];
        found = messages.find((m) => subject.test(m.subject));
        return !!found;
      },
      { message: `correo «${subject.source}» para ${to}`, timeout: timeoutMs, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** The first link in the message's plain-text body that goes to `path`. */
export function linkTo(mail: CapturedMail, path: string): string {
  // A plain-text body may put the link in parentheses; our links never hold one.
  const pattern = new RegExp(`https?://[^\\s"'<>()]+${path.replace(/[/?]/g, '\\$&')}[^\\s"'<>()]*`);
  const match = pattern.exec(mail.text) ?? pattern.exec(mail.html.replace(/&amp;/g, '&'));
  if (!match) throw new Error(`El correo «${mail.subject}» no contiene un enlace a ${path}:\n${mail.text}`);
  return match[0];
}

/** Follows the confirmation link a new staff account gets: until then it holds no staff permission (issue 19). */
export async function confirmarCorreo(request: { get(url: string, options?: { maxRedirects?: number }): Promise<{ status(): number }> }, to: string) {
  const link = linkTo(await waitForMail(to, /Confirme su correo/), '/api/email/verify?token=');
  const res = await request.get(link, { maxRedirects: 0 });
  expect(res.status(), 'el enlace de confirmación lleva a la página de éxito').toBe(303);
}
