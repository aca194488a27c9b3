import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the SMTP server received it: envelope and raw RFC 5322 text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpInbox {
  /** smtp://user:password@127.0.0.1:port, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message received for `to` (or already received and not yet taken). */
  next(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const USER = "store";
const PASSWORD = "smtp-test-password";

/**
 * A real SMTP server on loopback (smtp-server) that requires the store's login and keeps what it
 * receives; on a free port, or on `port` (one closed before, to bring a server back where it was).
 */
export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(mail);
        const index = waiting.findIndex((w) => mail.to.includes(w.to));
        if (index >= 0) {
          taken.add(mail);
          waiting.splice(index, 1)[0]?.resolve(mail);
        }
        callback();
      });
    },
  });
  // smtp-server passes its socket's errors on as its own (a port taken, say).
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${address.port}`,
    received,
    next(to) {
      const ready = received.find((mail) => !taken.has(mail) && mail.to.includes(to));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push({ to, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text of a quoted-printable or plain message body (enough to find a link in it). */
export function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
