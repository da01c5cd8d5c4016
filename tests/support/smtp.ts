import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  port: number;
  url: string;
  messages: ParsedMail[];
  /** Each message as it came over the wire, headers and encoded parts, in the order of `messages`. */
  sources: string[];
  /** Stops listening: connections are refused, as when the mail server is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** From now on rejects `address` as `refuse` does, or nobody. */
  refusing(address: string | undefined): void;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepts. `refuse` names a recipient
 * it rejects, quoting the address the way real servers do. `onMessage` runs once a message is
 * kept, before the server answers 250, to break something at the moment the sender would learn
 * it was accepted.
 */
export async function startTestSmtp({
  refuse,
  onMessage,
}: { refuse?: string; onMessage?: (mail: ParsedMail) => void | Promise<void> } = {}): Promise<TestSmtp> {
  let refused = refuse;
  const messages: ParsedMail[] = [];
  const sources: string[] = [];
  let server: SMTPServer;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (address.address !== refused) return callback();
          callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 }));
        },
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.once('end', () => {
            const source = Buffer.concat(chunks);
            simpleParser(source)
              .then(async (mail) => {
                messages.push(mail);
                sources.push(source.toString('latin1'));
                await onMessage?.(mail);
                callback();
              })
              .catch(callback);
          });
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    sources,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: listen,
    refusing: (address) => {
      refused = address;
    },
  };
}
