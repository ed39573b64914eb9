/**
 * The Account security screen (two-factor sign-in, sessions): reached from the user menu, and
 * where sign-in takes an admin who must still set up the two-factor sign-in the server requires.
 */
export const ACCOUNT_SECURITY_PATH = '/account/security';
