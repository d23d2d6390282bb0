// Registers every model, so start-up can build all declared indexes.
export { Press } from '../press/model';
export { Admin } from '../auth/model';
export { Lead } from '../leads/model';
export { RateLimitCounter } from '../rate-limit/store';
