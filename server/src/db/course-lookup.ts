// Moved to the courses module (modules/courses/lookup/repository.ts), offered to the others as the
// `courses` facade of the module context. This forwarder serves the payment events path until it
// reads through the facade; delete it then.
// biome-ignore lint/style/noRestrictedImports: a forwarder for one caller, until it uses the facade
export * from '../modules/courses/lookup/repository.ts';
