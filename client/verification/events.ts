/**
 * The event a form sends to show a message beside the code field (e.g. the server's 403). Its own
 * file: the forms' placeholder (components/verification-slot.tsx) and the block it loads
 * (PhoneVerification.tsx, a chunk of its own) both name it, and neither should load the other for it.
 */
export const VERIFICATION_ERROR_EVENT = 'verification-error';
