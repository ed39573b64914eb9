// One attempt to deliver a webhook: a POST of the stored body, signed as the payment webhook is
// (lib/webhook-signature.ts), to an address checked at connection time (address-guard.ts).
// A 2xx answer is a delivery; anything else, a redirect included (never followed), a failure.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { APP_VERSION } from '@coursedesk/contract/constants';
import { signWebhookPayload } from '../../lib/webhook-signature.ts';
import { guardedLookup, hostOf, isRefusedAddress } from './address-guard.ts';

export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

export interface WebhookSender {
  send(target: {
    url: string;
    secret: string;
    body: string;
    eventId: string;
    eventType: string;
  }): Promise<AttemptResult>;
  close(): void;
}

/** How long a receiver has to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const ANSWER_KEPT = 1024;

export function createWebhookSender({
  allowPrivate,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
}: {
  allowPrivate: boolean;
  timeoutMs?: number;
}): WebhookSender {
  const lookup = guardedLookup(allowPrivate);
  // Kept-alive connections: a receiver sent many events reuses one (each was checked when made).
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 64, lookup }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 64, lookup }),
  };
  return {
    send({ url, secret, body, eventId, eventType }) {
      const started = performance.now();
      const done = (result: Omit<AttemptResult, 'durationMs'>): AttemptResult => ({
        ...result,
        durationMs: Math.round(performance.now() - started),
      });
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return Promise.resolve(done({ ok: false, statusCode: null, error: 'invalid URL' }));
      }
      const host = hostOf(target);
      // An address in the URL is never looked up: checked here instead.
      if (!allowPrivate && isIP(host) && isRefusedAddress(host)) {
        return Promise.resolve(
          done({ ok: false, statusCode: null, error: `refused address ${host}` }),
        );
      }
      const agent = target.protocol === 'https:' ? agents['https:'] : agents['http:'];
      const request = target.protocol === 'https:' ? https.request : http.request;
      return new Promise<AttemptResult>((resolve) => {
        let settled = false;
        const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
          if (settled) return;
          settled = true;
          resolve(done(result));
        };
        const outgoing = request(
          target,
          {
            method: 'POST',
            agent,
            timeout: timeoutMs,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'user-agent': `Coursedesk-Webhooks/${APP_VERSION}`,
              'coursedesk-event-id': eventId,
              'coursedesk-event-type': eventType,
              'coursedesk-signature': signWebhookPayload(secret, body),
            },
          },
          (response) => {
            const status = response.statusCode ?? 0;
            let kept = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              if (kept.length < ANSWER_KEPT) kept += chunk.slice(0, ANSWER_KEPT - kept.length);
            });
            response.on('end', () => {
              if (status >= 200 && status < 300) {
                finish({ ok: true, statusCode: status, error: null });
              } else if (status >= 300 && status < 400) {
                finish({ ok: false, statusCode: status, error: 'redirect not followed' });
              } else {
                finish({ ok: false, statusCode: status, error: kept.trim() || null });
              }
            });
            response.on('error', (error) =>
              finish({ ok: false, statusCode: status, error: error.message }),
            );
          },
        );
        outgoing.on('timeout', () => {
          outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`));
        });
        outgoing.on('error', (error) =>
          finish({ ok: false, statusCode: null, error: error.message }),
        );
        outgoing.end(body);
      });
    },
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
