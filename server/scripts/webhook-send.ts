// npm run webhook:send -- --event payment.succeeded [--course SLUG] [--amount POUNDS] [--email ADDRESS] …
// Signs a test payment event with PAYMENT_WEBHOOK_SECRET, the way the payment provider does, and
// posts it to a running server's webhook (docs/payments-webhook.md). Prints the answer.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  PAYMENT_WEBHOOK_PATH,
  type PaymentEventInput,
  paymentEventTypes,
  SIGNATURE_HEADER,
} from '@coursedesk/contract/payment-events';
import { signWebhookPayload } from '../src/lib/webhook-signature.ts';

const USAGE = `Usage: npm run webhook:send -- --event TYPE [options]

--event     ${paymentEventTypes.join(', ')} (required)
--url       the server (default WEBHOOK_URL, else http://localhost:$PORT or :3000)
--course    a course's slug or id (default full-stack-web-development)
--amount    the amount paid in pounds (default 1499)
--email     the customer's email (default ada@example.com)
--name      the customer's name (default Ada Lovelace)
--order     the order's reference (default a new ord_… each time)
--coupon    a coupon code (none by default)
--id        the event's id (default a new evt_… each time; give one again to see a repeat)

The event is signed with PAYMENT_WEBHOOK_SECRET, which must be the server's.`;

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      event: { type: 'string' },
      url: { type: 'string' },
      course: { type: 'string' },
      amount: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      order: { type: 'string' },
      coupon: { type: 'string' },
      id: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help' as const;
  const type = values.event;
  if (!type || !(paymentEventTypes as readonly string[]).includes(type)) {
    throw new Error(`--event must be one of: ${paymentEventTypes.join(', ')}`);
  }
  const amount = Number(values.amount ?? 1499);
  if (!Number.isFinite(amount) || amount < 0) throw new Error('--amount must be a number ≥ 0');
  return { ...values, type: type as PaymentEventInput['type'], amount };
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

async function main(): Promise<void> {
  let options: ReturnType<typeof parseOptions>;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  if (options === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const secret = process.env.PAYMENT_WEBHOOK_SECRET;
  if (!secret) {
    process.stderr.write('PAYMENT_WEBHOOK_SECRET is not set: give the server’s secret.\n');
    process.exitCode = 2;
    return;
  }
  const base =
    options.url ?? process.env.WEBHOOK_URL ?? `http://localhost:${process.env.PORT || 3000}`;
  const event: PaymentEventInput = {
    id: options.id ?? newId('evt'),
    type: options.type,
    created: Math.floor(Date.now() / 1000),
    data: {
      orderId: options.order ?? newId('ord'),
      customer: {
        name: options.name ?? 'Ada Lovelace',
        email: options.email ?? 'ada@example.com',
        phone: '+44 7700 900123',
      },
      course: options.course ?? 'full-stack-web-development',
      amount: options.amount,
      currency: 'GBP',
      method: 'card',
      couponCode: options.coupon ?? null,
      paymentType: 'full_payment',
      installment: null,
    },
  };
  const body = JSON.stringify(event);
  const url = new URL(PAYMENT_WEBHOOK_PATH, base);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhookPayload(secret, body),
    },
    body,
  });
  process.stdout.write(`POST ${url} ${event.type} ${event.id} (order ${event.data.orderId})\n`);
  process.stdout.write(`${response.status} ${await response.text()}\n`);
  if (!response.ok) process.exitCode = 1;
}

await main();
