/** The pro-components part of the shared UI, imported only by pages that use pro-components. */
export * from './providers/gp-pro-provider.js';
