// Company logos are uploaded like any image (docs/uploads.md): POST /api/admin/upload/company-logo.
import { uploadMessages } from '@coursedesk/contract/uploads';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';
import { pngImage } from '../test/images.ts';
import { imageForm, sendForm } from '../test/multipart.ts';

const { ctx, api, headers } = useTestApp();

const upload = (bytes: Buffer) =>
  sendForm(ctx.app, 'POST', '/api/admin/upload/company-logo', imageForm(bytes), headers);

describe('company logos', () => {
  it('stores an uploaded logo that a logo row names and the site shows', async () => {
    const response = await upload(await pngImage({ width: 256, height: 256 }));
    expect(response.statusCode, response.body).toBe(200);
    const { filename } = response.json();
    const created = await api.post('/api/admin/company-logos', {
      name: 'Acme',
      logo: filename,
      publishStatus: 'published',
    });
    expect(created.statusCode, created.body).toBe(201);
    const served = await ctx.app.inject({
      method: 'GET',
      url: `/uploads/company-logos/${filename}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const site = await ctx.app.inject({ method: 'GET', url: '/api/public/company-logos' });
    expect(site.json().data).toContainEqual({
      name: 'Acme',
      logo: `/uploads/company-logos/${filename}`,
      logoSize: expect.objectContaining({ width: 256, height: 256 }),
      updatedAt: expect.any(String),
    });
  });

  it('refuses an SVG with 415 and says to export it as PNG or WebP', async () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>',
    ]) {
      const response = await upload(Buffer.from(svg));
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(uploadMessages.svgRefused);
    }
  });

  it('still accepts a logo row naming a path on the site, as older logos do', async () => {
    const created = await api.post('/api/admin/company-logos', {
      publishStatus: 'published',
      name: 'Old',
      logo: '/logos/old.svg',
    });
    expect(created.statusCode, created.body).toBe(201);
    const site = await ctx.app.inject({ method: 'GET', url: '/api/public/company-logos' });
    expect(site.json().data).toContainEqual({
      name: 'Old',
      logo: '/logos/old.svg',
      logoSize: null,
      updatedAt: expect.any(String),
    });
  });
});
