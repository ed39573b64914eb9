/**
 * The screen where an admin chooses their own password: where sign-in takes an admin whose
 * password another admin set, before anything else; also reached from Account security.
 */
export const ACCOUNT_PASSWORD_PATH = '/account/password';
