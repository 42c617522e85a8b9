/**
 * The standalone page of a remote area (ARCHITECTURE: every remote runs alone in development against
 * the API), kept out of the main entry: only a remote's index.html loads it, never its `./routes`.
 */
export * from './harness.js';
export * from './harness-api.js';
export * from './mount-harness.js';
