import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaders, THEME_SCRIPT_HASH } from './response-headers.ts';

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

describe('the content security policy and the web app', () => {
  const indexHtml = fs.readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
  const inlineScripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );

  it("allows index.html's inline theme script by its hash, and no other inline script", () => {
    expect(inlineScripts).toHaveLength(1);
    const digest = createHash('sha256')
      .update(inlineScripts[0] ?? '')
      .digest('base64');
    expect(THEME_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
    const policy = securityHeaders['content-security-policy'] ?? '';
    expect(policy).toContain(`script-src 'self' ${THEME_SCRIPT_HASH};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
