import { PlusOutlined } from '@ant-design/icons';
import type { ConciliacaoResumo } from '@gp/shared-contracts';
import { formatDateTime } from '@gp/shared-ui';
import type { ListColumn, ListPageTexts } from '@gp/shared-ui/list';
import { ListPage } from '@gp/shared-ui/list';
import { Button, Tag } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ClientFilter, useList, useRemote } from '../../session/remote-context.js';
import { listConciliacoes } from './api.js';
import { dataBr, situacao } from './conciliacao.js';

/** What the page says (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Conciliação contábil',
  subTitle: 'O cadastro de bens por conta contábil (PCASP) comparado com o balancete da contabilidade',
  loadError: 'Não foi possível carregar as conciliações.',
} satisfies ListPageTexts;

/**
 * /app/patrimonio/conciliacao: the conciliações taken, newest first, each with whether it agrees; a new
 * one for who may take it (the API's rule: depreciations create).
 */
export function ConciliacoesPage() {
  const { access, paths, session } = useRemote();
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const list = useList<ConciliacaoResumo>({
    resource: 'conciliacoes',
    request: listConciliacoes,
    filters: [{ param: 'clientId', as: 'cliente_id' }],
  });

  const columns = useMemo<ListColumn<ConciliacaoResumo>[]>(
    () => [
      {
        title: 'Balancete de',
        dataIndex: 'data_balancete',
        width: 130,
        render: (data: string, c) => (
          <Link to={paths.conciliacao(c.id)} aria-label={`Conciliação com o balancete de ${dataBr(data)}`}>
            {dataBr(data)}
          </Link>
        ),
      },
      ...(isSuporte
        ? [
            {
              title: 'Cliente',
              key: 'cliente',
              render: (_v: unknown, c: ConciliacaoResumo) => c.cliente.name,
            },
          ]
        : []),
      {
        title: 'Situação',
        key: 'situacao',
        width: 220,
        render: (_v, c) => {
          const s = situacao(c);
          return <Tag color={s.color}>{s.label}</Tag>;
        },
      },
      { title: 'Contas', dataIndex: 'contas', width: 90, align: 'right' },
      {
        title: 'Registrada',
        key: 'criada',
        render: (_v, c) => `${formatDateTime(c.criada_em)} por ${c.criada_por}`,
      },
    ],
    [isSuporte, paths],
  );

  return (
    <ListPage<ConciliacaoResumo>
      size="small"
      {...TEXTS}
      extra={
        access.depreciations.create
          ? [
              <Link key="nova" to={paths.conciliacaoNova()}>
                <Button type="primary" icon={<PlusOutlined />}>
                  Nova conciliação
                </Button>
              </Link>,
            ]
          : []
      }
      list={list}
      columns={columns}
      filters={
        isSuporte ? (
          <ClientFilter list={list} aria-label="Cliente" placeholder="Conciliações de qualquer cliente" />
        ) : undefined
      }
    />
  );
}
