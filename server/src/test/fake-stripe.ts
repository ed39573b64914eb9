// A stand-in for Stripe's API on a local port (STRIPE_API_URL in tests): it records every request
// the stripe package sends and answers with Stripe's shapes, enough for the checkout and webhook.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded body as Stripe's keys (`line_items[0][price_data][unit_amount]`). */
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
}

type Answer = { status?: number; body: unknown };

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  /** Answers `METHOD /v1/path` with this from now on (path without its query). */
  answer(route: string, reply: Answer | ((request: RecordedRequest) => Answer)): void;
  close(): Promise<void>;
}

/** Listens on `port` (a free one when 0). */
export async function startFakeStripe(port = 0): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const answers = new Map<string, Answer | ((request: RecordedRequest) => Answer)>();
  let sessions = 0;
  answers.set('POST /v1/checkout/sessions', (request) => {
    sessions += 1;
    const id = `cs_test_${sessions}`;
    return {
      body: {
        id,
        object: 'checkout.session',
        mode: request.form.mode,
        client_reference_id: request.form.client_reference_id,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
      },
    };
  });
  const server: Server = createServer((incoming, reply) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const [path = '', query = ''] = (incoming.url ?? '').split('?', 2);
      const text = Buffer.concat(chunks).toString('utf8') || query;
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path,
        form: Object.fromEntries(new URLSearchParams(text)),
        headers: incoming.headers,
      };
      requests.push(request);
      const found = answers.get(`${request.method} ${path}`);
      const answer: Answer = (typeof found === 'function' ? found(request) : found) ?? {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: `No such route: ${path}` } },
      };
      reply.writeHead(answer.status ?? 200, {
        'content-type': 'application/json',
        'request-id': `req_${requests.length}`,
      });
      reply.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    answer(route, reply) {
      answers.set(route, reply);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
