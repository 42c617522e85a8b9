/**
 * What a remote area uses to live inside the host: its session context (made per area), the HTTP client
 * under the host's token policy, and file uploads with progress. The host never imports this entry.
 */
export * from './remote-api.js';
export * from './remote-context.js';
export * from './upload.js';
