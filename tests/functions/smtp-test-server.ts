// A real SMTP server on 127.0.0.1 for the confirmation tests: it checks the login, parses every message it
// accepts, and can be told to refuse recipients, as a mail provider does for a blocked address.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'tischlein';
export const SMTP_PASS = 'smtp-secret';

export interface TestSmtpServer {
  readonly port: number;
  readonly received: ParsedMail[];
  /** The envelope's recipients (RCPT TO) of each message of `received`, in the same order. */
  readonly recipients: string[][];
  /** When set, RCPT TO is answered with 550 and nothing is delivered. */
  refuse: boolean;
  close(): Promise<void>;
}

/** Listens on `port` of 127.0.0.1, or on a free one (0): a server can come back on the port of one closed. */
export const startSmtpServer = async (port = 0): Promise<TestSmtpServer> => {
  const received: ParsedMail[] = [];
  const recipients: string[][] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback();
      const refusal = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const rcptTo = session.envelope.rcptTo.map((a) => a.address);
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          recipients.push(rcptTo);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    recipients,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A port on 127.0.0.1 that nothing listens on: taken from a server that is closed again. */
export const unusedPort = async (): Promise<number> => {
  const server = await startSmtpServer();
  await server.close();
  return server.port;
};
