// E-mail sent after the answer: a slow or failing mail server neither delays
// nor fails the request that caused it. A failure is logged; `idle()` lets
// shutdown and tests wait for everything handed over so far.
import type { Logger } from './logger.js';
import type { MailMessage, Mailer } from './mailer.js';

export function createBackgroundMail(mailer: Mailer, logger: Logger) {
  const pending = new Set<Promise<void>>();
  return {
    /** Hands the message to the mailer; `context` goes into the log line should sending fail. */
    deliver(message: MailMessage, context: Record<string, unknown> = {}) {
      const sending: Promise<void> = mailer
        .send(message)
        .catch((error: unknown) =>
          logger.error({ err: error, subject: message.subject, ...context }, 'could not send e-mail'),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },

    /** Resolves once every message handed over has been sent or has failed. */
    async idle(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
