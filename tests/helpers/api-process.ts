/**
 * How tests start the app as a separate process (tests/helpers/api-server.ts: API, database,
 * forwarder; no pages): `node` on one file that the unit tests' global setup bundles from it
 * (tests/global-api-server.ts). Loading the server through tsx, module by module, took about twice
 * as long at each of the suite's many process starts. Packages stay in node_modules, and the file
 * sits inside the project so `require.resolve` in the server finds them as it does from source.
 */
export const API_SERVER_BUNDLE = 'node_modules/.cache/test-processes/api-server.mjs';

/** The arguments after `node` that start an app process. */
export const apiServerArgs = (): string[] => [API_SERVER_BUNDLE];
