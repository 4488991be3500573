import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';

export interface DemoMail {
  to: string;
  subject: string;
  link: string;
  /** The words of a mail that says more than its subject and link (the sign-up notice). */
  text?: string;
  /** A second link some mails carry (the newsletter's unsubscribe link). */
  unsubscribeLink?: string;
  at: string;
}

/** The last mails "sent" (server tests read them). */
export const demoOutbox: DemoMail[] = [];

/**
 * Demo mode has no mail service: outside production the server logs the mail's link and
 * appends it to data/demo-mail.jsonl (the e2e tests read the reset link there). In production
 * the log names only the recipient: a reset link in a log is a password for whoever reads it.
 */
export function sendDemoMail(request: FastifyRequest, mail: Omit<DemoMail, 'at'>): void {
  const entry: DemoMail = { ...mail, at: new Date().toISOString() };
  demoOutbox.push(entry);
  if (demoOutbox.length > 50) demoOutbox.shift();
  if (process.env.NODE_ENV === 'production') {
    request.log.info({ to: mail.to }, `demo mail: ${mail.subject}`);
    return;
  }
  request.log.info({ to: mail.to, link: mail.link, unsubscribeLink: mail.unsubscribeLink }, `demo mail: ${mail.subject}`);
  try {
    const dir = join(request.server.summit.root, 'data');
    mkdirSync(dir, { recursive: true });
    appendFileSync(join(dir, 'demo-mail.jsonl'), `${JSON.stringify(entry)}\n`);
  } catch (error) {
    request.log.warn({ err: error }, 'demo mail could not be written to data/demo-mail.jsonl');
  }
}
