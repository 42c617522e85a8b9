import { PageContainer } from '@ant-design/pro-layout';
import { PageTitle } from '@gp/shared-ui';
import { Card, Table, Typography } from 'antd';
import { ACCESS_KEYS } from '../layout/access-keys.js';

/** How each browser reaches an access key (eMAG's Acessibilidade page explains it). */
const BROWSERS = [
  { browser: 'Chrome, Edge e Opera (Windows e Linux)', keys: 'Alt + número' },
  { browser: 'Firefox (Windows e Linux)', keys: 'Alt + Shift + número' },
  { browser: 'Safari e Chrome (macOS)', keys: 'Control + Option + número' },
];

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
        <Table
          pagination={false}
          rowKey="key"
          dataSource={ACCESS_KEYS.map((k) => ({ key: k.key, label: k.label }))}
          columns={[
            { title: 'Tecla', dataIndex: 'key', width: 100 },
            { title: 'Leva para', dataIndex: 'label' },
          ]}
        />
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 8 }}>
          Como usar a tecla em cada navegador:
        </Typography.Paragraph>
        <Table
          pagination={false}
          rowKey="browser"
          dataSource={BROWSERS}
          columns={[
            { title: 'Navegador', dataIndex: 'browser' },
            { title: 'Combinação', dataIndex: 'keys' },
          ]}
        />
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
