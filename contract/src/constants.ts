export const APP_VERSION = '1.0.0';
export const REQUEST_TIMEOUT_MS = 10_000;
export const TOAST_DURATION_MS = 4_000;
export const TOAST_SUCCESS_DURATION_MS = 3_000;
/** Below this width the sidebar is a drawer that closes after a link is chosen. */
export const SIDEBAR_BREAKPOINT_PX = 1024;
export const API_BASE_PATH = '/api';
