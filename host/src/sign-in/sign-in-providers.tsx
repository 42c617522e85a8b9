import { gpTheme } from '@gp/shared-ui';
import { ConfigProvider, theme } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { ReactNode } from 'react';

/**
 * antd's locale for the sign-in: the language alone. The form's texts and messages are its own (the
 * contract's), and none of antd's pt-BR texts (pickers, pagination, tables: ≈ 1.5 KB gzip) is drawn
 * on it; a component added to the sign-in that draws antd's texts needs `antd/es/locale/pt_BR` here.
 */
const signInLocale: Locale = { locale: 'pt-br' };

/** What antd's `App` draws around the page: its font, size, line height and text colour. */
function AppFrame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      className="ant-app"
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}

/**
 * `GpProviders` (shared-ui) for the light sign-in alone: antd in pt-BR with the product theme, and the
 * frame antd's `App` draws, without `App` itself, whose toasts and dialogs (notification, message, modal)
 * the form never shows (≈ 10 KB gzip, decision 026). The back office draws the real `GpProviders` when
 * it starts.
 */
export function SignInProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={signInLocale} theme={gpTheme}>
      <AppFrame>{children}</AppFrame>
    </ConfigProvider>
  );
}
