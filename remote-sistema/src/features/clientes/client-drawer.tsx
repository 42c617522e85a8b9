import type { Company } from '@gp/shared-contracts';
import { LoadError } from '@gp/shared-ui';
import { Alert, Drawer, Grid, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useRemote } from '../../session/remote-context.js';
import { useClientDetail } from './api.js';
import { ClientExercicios } from './client-exercicios.js';
import { ClientFiles } from './client-files.js';
import { ClientForm } from './client-form.js';

/** What the drawer shows: a new client, or the one with this id. */
export type ClientTarget = 'new' | { id: string };

type ClientDrawerProps = {
  target: ClientTarget | null;
  onClose: () => void;
  /** After a client is created the drawer goes on with it (files and months need its id). */
  onCreated: (client: Company) => void;
};

/**
 * A client's record: 'Dados' (every Company field), 'Arquivos' and 'Exercícios'. Files and months exist
 * only for a saved client, so both tabs open once it is created.
 */
export function ClientDrawer({ target, onClose, onCreated }: ClientDrawerProps) {
  const { access } = useRemote();
  const screens = Grid.useBreakpoint();
  const id = target && target !== 'new' ? target.id : null;
  const detail = useClientDetail(id);
  const [tab, setTab] = useState('dados');
  const creating = target === 'new';
  const client = detail.data ?? null;

  let content = null;
  if (target && !creating && detail.isError) {
    content = <LoadError message="Não foi possível carregar o cliente." onRetry={() => detail.refetch()} />;
  } else if (target && !creating && !client) {
    content = <Skeleton active paragraph={{ rows: 12 }} />;
  } else if (target) {
    const canEditData = creating ? access.clients.create : access.clients.update;
    content = (
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'dados',
            label: 'Dados',
            children: (
              <ClientForm
                key={client?.id ?? 'new'}
                client={client}
                readOnly={!canEditData}
                onCancel={onClose}
                onSaved={(saved, mode) => (mode === 'create' ? onCreated(saved) : onClose())}
              />
            ),
          },
          {
            key: 'arquivos',
            label: 'Arquivos',
            disabled: !client,
            children: client ? <ClientFiles companyId={client.id} canUpdate={access.clients.update} /> : null,
          },
          {
            key: 'exercicios',
            label: 'Exercícios',
            disabled: !client,
            children: client ? (
              <ClientExercicios companyId={client.id} canUpdate={access.clients.update} />
            ) : null,
          },
        ]}
      />
    );
  }

  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      title={creating ? 'Adicionar cliente' : client ? `Editar cliente · ${client.name}` : 'Editar cliente'}
      width={screens.lg ? 960 : '100%'}
      destroyOnHidden
      maskClosable={false}
    >
      {creating ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Arquivos e exercícios ficam disponíveis depois que o cliente for salvo."
        />
      ) : null}
      {content}
    </Drawer>
  );
}
