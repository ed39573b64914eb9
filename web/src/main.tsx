import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { followThemeChanges } from './lib/theme';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

followThemeChanges();

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
