// A real SMTP server on 127.0.0.1 for tests: the app sends through nodemailer
// to it, and the test reads each message as a mail client would.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime.js';

export interface ReceivedMail {
  from: string;
  to: string[];
  mail: ParsedMail;
}

export interface TestSmtpServer {
  /** For SMTP_URL. */
  url: string;
  /** Every message received so far, oldest first. */
  inbox: ReceivedMail[];
  /** While true, every connection is answered "421 try again later", as by a mail server under maintenance. */
  refusing: boolean;
  stop(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const inbox: ReceivedMail[] = [];
  const state = { refusing: false };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!state.refusing) return callback();
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          mail: parseMail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    stop: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
