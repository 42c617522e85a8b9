import type { ThemeConfig } from 'antd';
import { gpTheme } from './theme.js';

/**
 * The back office's theme: the product theme plus the contrast the back office's texts need (WCAG 2.1
 * AA, checked by e2e/tests/acessibilidade.spec.ts), in a module of its own so the sign-in's bytes stay
 * as they are (its budget, e2e/support/budget.ts). Every area renders inside the host's `GpProviders`,
 * which applies it.
 */
export const backOfficeTheme: ThemeConfig = {
  ...gpTheme,
  token: {
    ...gpTheme.token,
    // WCAG 2.1 AA (contrast of 4.5:1 for text, eMAG 3.1): antd's lighter greys read at ≈ 3.4:1, so every
    // secondary text, description, label, form hint and placeholder takes these darker values (≥ 4.7:1
    // on white and on the page's #f5f7fa).
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Error texts under a field and error tags.
    colorError: '#cf1322',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
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
