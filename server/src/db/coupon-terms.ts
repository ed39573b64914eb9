// Moved to the coupons module (modules/coupons/terms/repository.ts). This forwarder serves the
// payment events path until it reads a coupon's terms through the coupons module's facade; delete
// it then.
// biome-ignore lint/style/noRestrictedImports: a forwarder for one caller, until it uses the facade
export * from '../modules/coupons/terms/repository.ts';
