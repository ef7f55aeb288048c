import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
}

type Mode = { kind: 'ok' } | { kind: 'reject'; code: number; message: string };

/** A real SMTP server on 127.0.0.1 for tests: records what it receives, or answers with the error it is told to. */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  let mode: Mode = { kind: 'ok' };
  let delayMs = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (mode.kind === 'reject') {
        const error = Object.assign(new Error(mode.message), { responseCode: mode.code });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
        });
        callback();
      });
    },
  });
  // A sender that dies mid-session (the scale-out test kills a server process on purpose) resets its connection;
  // smtp-server reports that as an 'error' event, which without a listener would crash the test process itself.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('smtp de prueba:', error);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    accept: () => {
      mode = { kind: 'ok' };
    },
    /** Holds each accepted message this long before answering, like a slow server. */
    slow: (ms: number) => {
      delayMs = ms;
    },
    reject: (code: number, message: string) => {
      mode = { kind: 'reject', code, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
