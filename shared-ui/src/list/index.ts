export * from './columns.js';
export * from './list-page.js';
export * from './list-params.js';
export * from './param-filter.js';
export * from './periodo-filter.js';
export * from './query-keys.js';
export * from './record-query.js';
export * from './server-list.js';
