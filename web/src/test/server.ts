import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Network for component tests: each test declares the API answers it needs. The site's settings
 * (no preview address) are answered for every test, as the editors ask for them.
 */
export const server = setupServer(
  http.get('/api/admin/site-settings', () =>
    HttpResponse.json({ success: true, data: { previewUrl: false } }),
  ),
);
