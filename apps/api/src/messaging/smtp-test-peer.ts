// A real SMTP server on a loopback port for the suites (smtp-server), reading what arrives with
// mailparser: no mocked transport, the bytes nodemailer writes are the bytes parsed.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const PEER_USER = 'shop';
export const PEER_PASSWORD = 'peer-secret';

export interface SmtpPeer {
  /** smtp://shop:peer-secret@127.0.0.1:<port> */
  url: string;
  received: ParsedMail[];
  /** Answer the next messages' DATA with these reply codes (e.g. 451, 550) before accepting again. */
  failNext(...codes: number[]): void;
  /** Resolves once `count` messages in all have been accepted. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  const failures: number[] = [];
  let queueId = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === PEER_USER && auth.password === PEER_PASSWORD) return callback(null, { user: PEER_USER });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const code = failures.shift();
        if (code !== undefined) {
          const error = new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later') as Error & {
            responseCode: number;
          };
          error.responseCode = code;
          return callback(error);
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail);
            queueId += 1;
            callback(null, `OK: queued as PEER${queueId}`);
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${PEER_USER}:${PEER_PASSWORD}@127.0.0.1:${port}`,
    received,
    failNext: (...codes) => failures.push(...codes),
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
