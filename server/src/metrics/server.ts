// METRICS_PORT: GET /metrics on a port of its own, apart from the application's, so a scraper
// can reach it on a network the public cannot.
import http from 'node:http';
import { bearerMatches } from './http.ts';
import { metricsText } from './registry.ts';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** Listens on `port` (0 picks one); with `token` (METRICS_TOKEN) a scraper must present it. */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  token?: string;
}): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (options.token && !bearerMatches(request.headers.authorization, options.token)) {
      response
        .writeHead(401, {
          'content-type': 'text/plain; charset=utf-8',
          'www-authenticate': 'Bearer realm="metrics"',
        })
        .end('A valid bearer token is required.\n');
      return;
    }
    metricsText().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(body);
      },
      () => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
