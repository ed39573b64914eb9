// The outbox's sender (docs/webhooks.md, "Delivery"): every instance runs one. It claims due
// messages in batches (repository.ts `claimDue`), sends them, and records each attempt; a failure
// is tried again on a widening schedule. It wakes when a change commits (a notification on the
// outbox channel) and every second besides, so a message written while no instance listened, or
// left by an instance that stopped, is still sent. Beside it runs the go-live sweep: a scheduled
// record whose time has come is live at once (read time decides), and the sweep writes its
// `content.published` to the outbox, once across instances (repository.ts `claimDueGoLives`).
import type { FastifyBaseLogger } from 'fastify';
import { type Database, inProcessListenerOf, listenerOf } from '../../db/client.ts';
import { OUTBOX_CHANNEL, recordChanges } from '../../db/outbox.ts';
import { isSealed } from '../../lib/secret-box.ts';
import type { Mailer } from './mailer.ts';
import {
  type ClaimedMessage,
  claimDue,
  claimDueGoLives,
  type GoLiveSource,
  type Outcome,
  pruneMessages,
  settleAttempts,
} from './repository.ts';
import { openEndpointSecret, sealClearEndpointSecrets } from './secrets.ts';
import type { AttemptResult, WebhookSender } from './sender.ts';

/**
 * Seconds between attempts, after the first (made at once): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h,
 * 10 h — eight attempts over about 28 hours, then the message is marked failed.
 */
export const RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;

export interface OutboxWorkerOptions {
  db: Database;
  sender: WebhookSender;
  /** Without one (no SMTP_URL) email notices fail their attempts, saying why. */
  mailer: Mailer | undefined;
  log: FastifyBaseLogger;
  retryDelaysSeconds?: readonly number[];
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed message is held by its instance before another may take it. */
  leaseSeconds?: number;
  /** How long a notified sender waits for more commits before it claims. */
  gatherMs?: number;
  /** Days a finished message stays in the log. */
  keepDays: number;
  /** The tables whose records go live by a schedule; none: no go-live sweep. */
  goLiveSources?: readonly GoLiveSource[];
  /** How often the go-live sweep looks for schedules that have come. */
  goLiveMs?: number;
  /** The sweep's clock (tests give a fixed one). */
  now?: () => Date;
}

export interface OutboxWorker {
  /** Looks for due messages now (after a commit that wrote some). */
  wake(): void;
  /** Announces the go-lives due now; resolves with how many it wrote. */
  sweepGoLives(): Promise<number>;
  /** Stops claiming; resolves once the attempts under way are recorded. */
  stop(): Promise<void>;
}

/** How many go-lives of one table a sweep claims per transaction. */
const GO_LIVE_BATCH = 100;

const HOUR_MS = 3_600_000;

export async function startOutboxWorker(options: OutboxWorkerOptions): Promise<OutboxWorker> {
  const listen = listenerOf(options.db);
  const {
    db,
    sender,
    mailer,
    log,
    retryDelaysSeconds = RETRY_DELAYS_SECONDS,
    pollMs = 1000,
    batchSize = 128,
    leaseSeconds = 60,
    gatherMs,
    keepDays,
    goLiveSources = [],
    goLiveMs = 5000,
    now = () => new Date(),
  } = options;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  const attempt = async (message: ClaimedMessage): Promise<AttemptResult> => {
    if (message.channel === 'email') {
      if (!mailer || !message.recipient) {
        return { ok: false, statusCode: null, durationMs: 0, error: 'SMTP_URL is not set' };
      }
      return mailer.send(message.recipient, JSON.parse(message.body));
    }
    if (!message.url || !message.secret || !message.endpoint_id) {
      return { ok: false, statusCode: null, durationMs: 0, error: 'no endpoint' };
    }
    let secret: string;
    if (isSealed(message.secret)) {
      const opened = openEndpointSecret(message.endpoint_id, message.secret);
      if (!opened.ok) {
        log.error({ endpointId: message.endpoint_id }, opened.error);
        return { ok: false, statusCode: null, durationMs: 0, error: opened.error };
      }
      secret = opened.secret;
    } else {
      // Kept in clear by an older version still running beside this one (a rolling upgrade):
      // it signs as stored, and is sealed now rather than at this server's next start.
      secret = message.secret;
      try {
        await sealClearEndpointSecrets(db);
      } catch (error) {
        log.warn({ err: error }, 'webhook secrets kept in clear could not be sealed now');
      }
    }
    return sender.send({
      url: message.url,
      secret,
      body: message.body,
      eventId: message.event_id,
      eventType: message.event_type,
    });
  };

  const retryAfter = (attempts: number): number | null => retryDelaysSeconds[attempts - 1] ?? null;

  const drain = async () => {
    while (!stopped) {
      const claimed = await claimDue(db, batchSize, leaseSeconds);
      if (claimed.length === 0) return;
      const outcomes: Outcome[] = await Promise.all(
        claimed.map(async (message) => {
          const result = await attempt(message);
          return {
            id: message.id,
            ...result,
            // An email with no way to send it is not tried again.
            retryInSeconds:
              result.ok || (message.channel === 'email' && !mailer)
                ? null
                : retryAfter(message.attempts),
          };
        }),
      );
      await settleAttempts(db, outcomes);
      if (claimed.length < batchSize && !again) return;
      again = false;
    }
  };

  // PostgreSQL serves the sender on connections of its own; the embedded engine has one for all.
  const gatherFor = gatherMs ?? (listen ? 100 : 500);
  let gathering: NodeJS.Timeout | undefined;
  /**
   * After a commit: waits `gatherMs` so the events of the saves around it go in one claim. On the
   * embedded engine, where the sender's statements queue with the admins' on one connection,
   * a claim and a settle per save would slow every save; one per batch costs little.
   */
  const wakeSoon = () => {
    if (stopped || gathering) return;
    gathering = setTimeout(() => {
      gathering = undefined;
      wake();
    }, gatherFor);
  };

  const wake = () => {
    if (stopped) return;
    if (running !== undefined) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'outbox delivery failed'))
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          wake();
        }
      });
  };

  /**
   * One transaction per batch: the go-lives claimed and their events commit together, so a
   * sweep that fails leaves them to the next one, and one that commits has written them once.
   */
  let sweeping: Promise<number> | undefined;
  const sweepGoLives = (): Promise<number> => {
    if (stopped || goLiveSources.length === 0) return Promise.resolve(0);
    sweeping ??= (async () => {
      let written = 0;
      for (;;) {
        const due = await db.transaction(async (tx) => {
          const claimed = await claimDueGoLives(tx, goLiveSources, now(), GO_LIVE_BATCH);
          await recordChanges(
            tx,
            claimed.map(({ kind, id, slug }) => ({
              type: 'content.published' as const,
              data: { type: kind, id, slug },
            })),
          );
          return claimed.length;
        });
        written += due;
        if (due === 0 || stopped) return written;
      }
    })().finally(() => {
      sweeping = undefined;
    });
    return sweeping;
  };
  const sweepInBackground = () => {
    sweepGoLives().catch((error: unknown) => log.error({ err: error }, 'go-live sweep failed'));
  };

  const prune = () => {
    pruneMessages(db, keepDays).catch((error: unknown) =>
      log.error({ err: error }, 'outbox prune failed'),
    );
  };

  const closers: (() => Promise<void> | void)[] = [];
  if (listen) {
    const listener = listen(OUTBOX_CHANNEL, {
      onNotification: wakeSoon,
      onUp: wakeSoon,
      onDown() {},
    });
    closers.push(() => listener.close());
    await listener.ready;
  } else {
    // Unreachable (a closed engine, an outage at start): the poll below still finds the work.
    await Promise.resolve(inProcessListenerOf(db)?.(OUTBOX_CHANNEL, wakeSoon)).catch(
      (error: unknown) => log.warn({ err: error }, 'outbox listener not started; polling only'),
    );
  }
  const poll = setInterval(wake, pollMs);
  poll.unref();
  const pruning = setInterval(prune, HOUR_MS);
  pruning.unref();
  const goLives = setInterval(sweepInBackground, goLiveMs);
  goLives.unref();
  prune();
  sweepInBackground();
  wake();

  return {
    wake,
    sweepGoLives,
    async stop() {
      stopped = true;
      clearTimeout(gathering);
      clearInterval(poll);
      clearInterval(pruning);
      clearInterval(goLives);
      await sweeping?.catch(() => undefined);
      await running;
      for (const close of closers) await close();
      sender.close();
      mailer?.close();
    },
  };
}
