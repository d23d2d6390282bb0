// Registers every model, so start-up can build all declared indexes.
export { Press } from './press';
export { Admin } from './admin';
export { Lead } from './lead';
