import type { TwoFactorStatus } from '@coursedesk/contract/auth';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { TwoFactorSetupGate } from './two-factor-setup-gate';

function serveStatus(status: TwoFactorStatus) {
  server.use(http.get('/api/auth/2fa', () => HttpResponse.json({ success: true, data: status })));
}

const renderDashboard = () =>
  renderRoute(
    <TwoFactorSetupGate>
      <h1>Dashboard screen</h1>
    </TwoFactorSetupGate>,
    { path: '/dashboard', otherRoutes: { '/account/security': <h1>Security screen</h1> } },
  );

describe('TwoFactorSetupGate', () => {
  it('keeps an admin who must still set up two-factor sign-in on Account security', async () => {
    serveStatus({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: true });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Security screen' })).toBeInTheDocument();
  });

  it('lets everyone else through', async () => {
    serveStatus({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    const { queryClient } = renderDashboard();
    expect(screen.getByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(screen.getByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
  });
});
