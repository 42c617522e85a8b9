export * from './dialog-form.js';
export * from './status.js';
export * from './status-dialog.js';
export * from './value-confirmation.js';
