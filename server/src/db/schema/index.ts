// The drizzle schema: one module per area, gathered here for drizzle-kit and the db client.
export * from './about.ts';
export * from './activity.ts';
export * from './auth.ts';
export * from './blog.ts';
export * from './commerce.ts';
export * from './courses.ts';
export * from './customers.ts';
export * from './homepage.ts';
export * from './media.ts';
export * from './rollups.ts';
export * from './settings.ts';
export * from './site-keys.ts';
export * from './trash.ts';
export * from './versions.ts';
export * from './webhooks.ts';
