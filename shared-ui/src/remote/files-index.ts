/**
 * A record's files in a remote area (decision 010): the list with preview and download, and the upload of
 * several files with progress. An entry of its own (`@gp/shared-ui/remote-files`), imported only by the
 * pages that show files, so an area's entry and its list pages never load them.
 */
export * from './file-list.js';
export * from './files-card.js';
export * from './upload-panel.js';
export * from './upload-queue.js';
