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
    colorSuccess: '#2b7a0b',
    colorWarning: '#ad4e00',
    colorError: '#cf1322',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fa' },
  },
};
