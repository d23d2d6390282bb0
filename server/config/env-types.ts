/** Value kinds several settings share. */
import { z } from 'zod';

/** On or off: 1/0, true/false, on/off, yes/no. */
export const bool = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));
