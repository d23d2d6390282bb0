/** A setting that is missing or wrong: the start stops with the variable's name (server/boot.ts). */
export class ConfigError extends Error {}

/** The message a start stops with, one line per variable. */
export const invalidSettings = (lines: string[]) => `Invalid environment variable(s):\n${lines.join('\n')}`;
