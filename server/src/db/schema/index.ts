// The drizzle schema: one module per area, gathered here for drizzle-kit and the db client.
export * from './auth.ts';
