import { gpTheme } from '@gp/shared-ui';
import { ConfigProvider, theme } from 'antd';
// As in GpProviders: `antd/locale/pt_BR` comes out undefined under Vite.
import ptBR from 'antd/es/locale/pt_BR';
import type { ReactNode } from 'react';

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
    <ConfigProvider locale={ptBR} theme={gpTheme}>
      <AppFrame>{children}</AppFrame>
    </ConfigProvider>
  );
}
