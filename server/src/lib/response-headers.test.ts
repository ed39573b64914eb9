import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaders } from './response-headers.ts';

describe('security headers computed once', () => {
  it('are the ones the helmet middleware sets on a real response', () => {
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    response.setHeader('x-powered-by', 'something');
    helmet(helmetOptions)(request, response, () => {});
    const expected = Object.fromEntries(
      Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
    expect(securityHeaders).toEqual(expected);
    expect(Object.keys(securityHeaders)).toContain('strict-transport-security');
    expect(securityHeaders['x-powered-by']).toBeUndefined();
  });
});
