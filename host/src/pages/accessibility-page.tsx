import { PageContainer } from '@ant-design/pro-layout';
import { PageTitle } from '@gp/shared-ui';
import { Card, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { ACCESS_KEYS } from '../layout/access-keys.js';

/** How each browser reaches an access key (eMAG's Acessibilidade page explains it). */
const BROWSERS = [
  { browser: 'Chrome, Edge e Opera (Windows e Linux)', keys: 'Alt + número' },
  { browser: 'Firefox (Windows e Linux)', keys: 'Alt + Shift + número' },
  { browser: 'Safari e Chrome (macOS)', keys: 'Control + Option + número' },
];

const CELL: CSSProperties = { textAlign: 'left', padding: '8px 12px', borderBottom: '1px solid #f0f0f0' };

/**
 * A plain table of a few fixed rows: antd's Table would add its module to the back office's bytes for
 * a page of static text (e2e/support/budget.ts).
 */
function SimpleTable({ headers, rows }: { headers: string[]; rows: string[][] }) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col" style={{ ...CELL, background: '#fafafa', fontWeight: 600 }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            {row.map((cell) => (
              <td key={cell} style={CELL}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /app/acessibilidade: the back office's accessibility page (eMAG 3.1): its access keys, how to use them,
 * and the other aids (the sidebar's shortcut, the session's extension).
 */
export function AccessibilityPage() {
  return (
    <PageContainer
      title={<PageTitle>Acessibilidade</PageTitle>}
      subTitle="Atalhos de teclado e recursos de acessibilidade do sistema"
    >
      <Card title="Teclas de atalho" style={{ marginBottom: 16 }}>
        <Typography.Paragraph>
          Seguindo o Modelo de Acessibilidade em Governo Eletrônico (eMAG), todas as páginas do sistema têm
          estas teclas de atalho:
        </Typography.Paragraph>
        <SimpleTable headers={['Tecla', 'Leva para']} rows={ACCESS_KEYS.map((k) => [k.key, k.label])} />
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 8 }}>
          Como usar a tecla em cada navegador:
        </Typography.Paragraph>
        <SimpleTable headers={['Navegador', 'Combinação']} rows={BROWSERS.map((b) => [b.browser, b.keys])} />
      </Card>
      <Card title="Outros recursos">
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          <li>Control + B (Command + B no macOS) abre e fecha o menu lateral.</li>
          <li>
            Antes de a sessão terminar, o sistema avisa e oferece o botão Continuar conectado, que a renova
            sem perder o que está na tela.
          </li>
          <li>Os atalhos também aparecem no topo da página ao navegar com a tecla Tab.</li>
        </ul>
      </Card>
    </PageContainer>
  );
}
