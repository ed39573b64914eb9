import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { followThemeChanges } from './lib/theme';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

followThemeChanges();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
