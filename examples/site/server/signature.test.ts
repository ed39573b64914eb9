import { describe, expect, it } from 'vitest';
// The server's own signer: what the site accepts is what Coursedesk sends.
import { signWebhookPayload } from '../../../server/src/lib/webhook-signature.ts';
import { TOLERANCE_SECONDS, verifySignature } from './signature.ts';

const secret = 'whsec_example_site_test_secret';
const body = Buffer.from(JSON.stringify({ id: 'evt_1', type: 'content.published' }));
const now = 1_800_000_000;

describe("the example site's check of a change notification", () => {
  it('accepts what the server signs, within five minutes either way', () => {
    expect(verifySignature(secret, signWebhookPayload(secret, body, now), body, now)).toBe(true);
    const early = signWebhookPayload(secret, body, now - TOLERANCE_SECONDS);
    expect(verifySignature(secret, early, body, now)).toBe(true);
    const ahead = signWebhookPayload(secret, body, now + TOLERANCE_SECONDS);
    expect(verifySignature(secret, ahead, body, now)).toBe(true);
  });

  it('refuses a signature older or newer than five minutes', () => {
    const old = signWebhookPayload(secret, body, now - TOLERANCE_SECONDS - 1);
    expect(verifySignature(secret, old, body, now)).toBe(false);
    const future = signWebhookPayload(secret, body, now + TOLERANCE_SECONDS + 1);
    expect(verifySignature(secret, future, body, now)).toBe(false);
  });

  it('refuses another body, another secret, or a time changed after signing', () => {
    const header = signWebhookPayload(secret, body, now);
    expect(verifySignature(secret, header, Buffer.from(`${body} `), now)).toBe(false);
    expect(verifySignature('whsec_another_secret', header, body, now)).toBe(false);
    expect(verifySignature(secret, header.replace(`t=${now}`, `t=${now - 1}`), body, now)).toBe(
      false,
    );
  });

  it('accepts any one of several signatures, as while a secret is rotated', () => {
    const current = signWebhookPayload(secret, body, now);
    const previous = signWebhookPayload('whsec_previous_secret', body, now);
    const both = `${previous},${current.split(',')[1]}`;
    expect(verifySignature(secret, both, body, now)).toBe(true);
    expect(verifySignature('whsec_unrelated', both, body, now)).toBe(false);
  });

  it('refuses a missing or malformed header without throwing', () => {
    const v1 = signWebhookPayload(secret, body, now).split(',')[1] as string;
    for (const header of [
      undefined,
      '',
      v1,
      `t=${now}`,
      `t=soon,${v1}`,
      `t=${now},v1=abc`,
      `t=${now},v1=${'z'.repeat(64)}`,
      `t=${now},${v1}${','.repeat(2100)}`,
    ]) {
      expect(verifySignature(secret, header, body, now), String(header)).toBe(false);
    }
  });
});
