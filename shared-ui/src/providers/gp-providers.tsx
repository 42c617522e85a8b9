import { App, ConfigProvider } from 'antd';
// `antd/locale/pt_BR` comes out undefined under Vite; pro-components would then fall back to Chinese
// and switch the shared dayjs to zh-cn for every app (`antd/locale/pt_BR` comes out undefined under Vite).
import ptBR from 'antd/es/locale/pt_BR';
import type { ReactNode } from 'react';
import { configureDayjs } from '../dayjs-setup.js';
import { TOAST_CONFIG } from '../toast.js';
import { backOfficeTheme } from './back-office-theme.js';

configureDayjs();

type GpProvidersProps = { children: ReactNode };

/**
 * The look and language of every app (the host, and each remote when it runs on its own): antd in pt-BR,
 * the product theme, dayjs in pt-br with weeks from Sunday, toasts at the bottom right (docs/product.md, "Mensagens e textos").
 * pro-components' part is `GpProProvider` (from `@gp/shared-ui/pro`), kept apart so a page without
 * pro-components (the login) does not download them. A remote mounted in the host renders inside the
 * host's providers and adds none of its own.
 */
export function GpProviders({ children }: GpProvidersProps) {
  return (
    <ConfigProvider locale={ptBR} theme={backOfficeTheme}>
      <App
        notification={TOAST_CONFIG}
        message={{ maxCount: TOAST_CONFIG.maxCount, duration: TOAST_CONFIG.duration }}
      >
        {children}
      </App>
    </ConfigProvider>
  );
}
