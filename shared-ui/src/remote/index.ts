/**
 * What a remote area uses to live inside the host: its session context (made per area), the HTTP client
 * under the host's token policy, file uploads with progress, protected files, and its route table. The
 * host never imports this entry. A record's files (list and upload panel) are `@gp/shared-ui/remote-files`,
 * apart, so an area's entry never reaches them.
 */

export * from './area-binding.js';
export * from './job-progress.js';
export * from './lookup-select.js';
export * from './protected-file.js';
export * from './register-api.js';
export * from './remote-api.js';
export * from './remote-area.js';
export * from './remote-context.js';
export * from './route-table.js';
export * from './status-action.js';
export * from './upload.js';
