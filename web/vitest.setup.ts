import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearSession } from '@/lib/session';
import { server } from '@/test/server';

// How long `findBy…` and `waitFor` wait for what a test expects. A part loaded on demand is
// transformed on its first import, which on a busy two-core machine can take longer than the
// default second.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearSession();
  localStorage.clear();
});

afterAll(async () => {
  server.close();
  // sonner removes a dismissed toast on a timer of 200 ms that unmounting does not clear. It
  // must fire while jsdom's window still exists: after the file's environment is gone, React
  // throws from it and the run fails with an unhandled error.
  await new Promise((resolve) => setTimeout(resolve, 250));
});
