import createClient from 'openapi-fetch';
import type { paths } from './schema.d.ts';

/**
 * Where the Coursedesk server is: `VITE_API_URL` at build (or dev) time, else the page's `?api=`
 * parameter, else a server on this machine's port 3000.
 */
export const apiUrl =
  import.meta.env.VITE_API_URL ??
  new URLSearchParams(window.location.search).get('api') ??
  'http://localhost:3000';

/** The public content API, typed from its OpenAPI document (src/api/schema.d.ts). */
export const api = createClient<paths>({ baseUrl: apiUrl });
