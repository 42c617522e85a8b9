export * from './column-layout.js';
export * from './data-table.js';
export * from './table-query.js';
