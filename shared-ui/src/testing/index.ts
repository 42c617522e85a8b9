export * from './document-window.js';
export * from './fake-api.js';
export * from './render-area.js';
