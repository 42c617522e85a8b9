import type { ThemeConfig } from 'antd';

/** Product theme: antd tokens only (no global CSS, so host and remotes never fight over styles). */
export const gpTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    colorInfo: '#1d4ed8',
    // WCAG 2.1 AA (contrast of 4.5:1 for text, eMAG 3.1): antd's lighter greys and its status colours on
    // their own light backgrounds read at ≈ 2–3.4:1, so every secondary text, description, label, form
    // hint, placeholder and status tag of every area takes these darker values (≥ 4.7:1 on white and on
    // the page's #f5f7fa). Disabled text keeps antd's grey: it is exempt, and must look disabled.
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
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
    colorError: '#cf1322',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
    // The preset tags' text (`<Tag color="green">`) is each palette's 7th shade, ≈ 3–3.6:1 on its 1st:
    // the 8th or 9th reads at ≥ 4.5:1.
    green7: '#237804',
    gold7: '#874d00',
    orange7: '#ad4e00',
    volcano7: '#ad2102',
    red7: '#a8071a',
    blue7: '#003eb3',
    geekblue7: '#10239e',
    cyan7: '#006d75',
    purple7: '#391085',
    magenta7: '#9e1068',
    lime7: '#3f6600',
    yellow7: '#876800',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fa' },
  },
};
