export * from './data-table/index.js';
export * from './dates.js';
export * from './forbidden-result.js';
export * from './password-input.js';
export * from './providers/gp-providers.js';
export * from './providers/theme.js';
export * from './toast.js';
export * from './tooltip.js';
