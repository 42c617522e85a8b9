import type { ThemeConfig } from 'antd';

/** Product theme: antd tokens only (no global CSS, so host and remotes never fight over styles). */
export const gpTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    colorInfo: '#1d4ed8',
    // WCAG 2.1 AA (contrast of 4.5:1 for text, eMAG 3.1): antd's lighter greys read at ≈ 3.4:1, so every
    // secondary text, description, label, form hint and placeholder takes these darker values (≥ 4.7:1
    // on white and on the page's #f5f7fa).
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Error texts under a field, on the sign-in too.
    colorError: '#cf1322',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fa' },
  },
};
