import { setupServer } from 'msw/node';

/** Network for component tests: each test declares the API answers it needs. */
export const server = setupServer();
