// "Preview on site" (docs/publishing.md, "Preview"): the editors ask the server for a short-lived
// preview token for the record and open the site's preview address with it.
import { envelope } from '@coursedesk/contract/envelope';
import { previewToken, siteSettings } from '@coursedesk/contract/publishing';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export async function getSiteSettings(signal?: AbortSignal) {
  return (await apiRequest('/admin/site-settings', envelope(siteSettings), { signal })).data;
}

export const siteSettingsQueryOptions = queryOptions({
  queryKey: ['site-settings'],
  queryFn: ({ signal }) => getSiteSettings(signal),
  // The server's settings change only with a restart.
  staleTime: Number.POSITIVE_INFINITY,
});

/** Whether the site has a preview address (SITE_PREVIEW_URL): the button shows only then. */
export function useSitePreview(): boolean {
  return useQuery(siteSettingsQueryOptions).data?.previewUrl === true;
}

export async function createPreviewToken(type: string, id: string) {
  return (
    await apiRequest('/admin/preview-tokens', envelope(previewToken), {
      method: 'POST',
      body: { type, id },
    })
  ).data;
}

/**
 * Opens the site's preview of a record in a new tab. The tab is opened at once (a browser lets a
 * click open one, not a later answer) and sent to the address when the token arrives.
 */
export function useOpenPreview() {
  return useMutation({
    mutationFn: async ({ type, id }: { type: string; id: string }) => {
      const tab = window.open('', '_blank');
      try {
        const { url } = await createPreviewToken(type, id);
        if (!url) throw new Error('The site has no preview address');
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
        return url;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
