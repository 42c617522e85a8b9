import type { ThemeConfig } from 'antd';
import { gpTheme } from './theme.js';

/**
 * The back office's theme: the product theme plus the contrast of what only the back office draws
 * (status and preset tags, switches, locked fields), in a module of its own, out of the sign-in's bytes (its budget,
 * e2e/support/budget.ts). Every area renders inside the host's `GpProviders`, which applies it.
 */
export const backOfficeTheme: ThemeConfig = {
  ...gpTheme,
  token: {
    ...gpTheme.token,
    // The background of an unchecked switch, under its white text.
    colorTextQuaternary: 'rgba(0, 0, 0, 0.55)',
    // Readable disabled values (a field shown but locked still tells the user something).
    colorTextDisabled: 'rgba(0, 0, 0, 0.55)',
    // Status colours dark enough for text on their light backgrounds, which stay antd's own (a dark seed
    // would darken its derived backgrounds too).
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    // The preset tags' text (`<Tag color="green">`) is each palette's 7th shade, ≈ 3–3.6:1 on its 1st:
    // the 8th reads at ≥ 4.5:1. Only the presets the product uses.
    green7: '#237804',
    red7: '#a8071a',
    blue7: '#003eb3',
    geekblue7: '#10239e',
    cyan7: '#006d75',
    purple7: '#391085',
  },
};
