import http from 'node:http';
import type net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type CapturedMail } from './mime';

export interface MailCatcher {
  smtpPort: number;
  /** Loopback HTTP endpoint: GET /messages[?to=addr] lists captured mail as JSON, DELETE /messages clears it. */
  httpUrl: string;
  messages: CapturedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback that accepts anything and keeps it in memory for the specs to read. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        };
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const smtpPort = (smtp.server.address() as net.AddressInfo).port;

  const api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    if (req.method === 'DELETE') {
      messages.length = 0;
      res.writeHead(204).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(list));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', () => resolve()));
  const httpUrl = `http://127.0.0.1:${(api.address() as net.AddressInfo).port}`;

  return {
    smtpPort,
    httpUrl,
    messages,
    close: async () => {
      api.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => api.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}
