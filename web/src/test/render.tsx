import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';

interface RenderRouteOptions {
  path: string;
  /** Other screens the one under test may send the browser to, by path. */
  otherRoutes?: Record<string, ReactNode>;
}

/** A query client of its own for one test, which tries nothing twice: a failure shows at once. */
function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders a component that reads the API inside a fresh query client. */
export function renderWithQueries(element: ReactNode) {
  const queryClient = testQueryClient();
  const view = render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
  return { ...view, user: userEvent.setup(), queryClient };
}

/** Renders one screen inside a router and a fresh query client, as the app does. */
export function renderRoute(element: ReactNode, { path, otherRoutes = {} }: RenderRouteOptions) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(
    [
      { path, element },
      ...Object.entries(otherRoutes).map(([routePath, routeElement]) => ({
        path: routePath,
        element: routeElement,
      })),
    ],
    { initialEntries: [path] },
  );
  // Toasts outlive a test; a new Toaster would show the last test's again.
  toast.dismiss();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}
