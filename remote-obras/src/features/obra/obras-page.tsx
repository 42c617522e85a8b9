import { AuditOutlined, UploadOutlined } from '@ant-design/icons';
import {
  OBRA_SORTS,
  type Obra,
  SITUACAO_OBRA_LABELS,
  TIPO_OBRA_LABELS,
  type TipoObra,
} from '@gp/shared-contracts';
import { type DataTableColumn, formatDate, formatMoney } from '@gp/shared-ui';
import type { ListPageTexts, ListQuery } from '@gp/shared-ui/list';
import { actionsColumn, ChoiceFilter, EditAction, ListPage, PeriodoFilter } from '@gp/shared-ui/list';
import { Button, Flex, Progress, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SecretariaSelect } from '../../components/lookup-selects.js';
import { ClientFilter, useList, useRemote } from '../../session/remote-context.js';
import { listObras } from './api.js';
import { remessasHref } from './remessas-link.js';
import { SituacaoDialog, SituacaoTag } from './situacao.js';

const TEXTS = {
  title: 'Obras',
  subTitle: 'Consulte abaixo as obras cadastradas',
  search: { label: 'Buscar obras', placeholder: 'Buscar por número ou objeto' },
  loadError: 'Não foi possível carregar as obras.',
} satisfies ListPageTexts;

/** "45,20%": the API's exact percentage, two decimals, with a comma. */
export const formatPercent = (value: string) => `${value.replace('.', ',')}%`;

/** How much of the work's value (contract + amendments) was measured: the bar, the percentage and the sum. */
export function Executado({ obra }: { obra: Pick<Obra, 'percentual_executado' | 'valor_medido'> }) {
  const percent = Number(obra.percentual_executado);
  return (
    <Flex vertical gap={0} style={{ minWidth: 100 }}>
      <Progress
        percent={Math.min(percent, 100)}
        size="small"
        showInfo={false}
        status={percent >= 100 ? 'success' : 'normal'}
        aria-label={`Executado ${formatPercent(obra.percentual_executado)}`}
      />
      <Typography.Text>{formatPercent(obra.percentual_executado)}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatMoney(obra.valor_medido)} medidos
      </Typography.Text>
    </Flex>
  );
}

/**
 * /app/obras/obra: the works of the application's clients (support chooses the client), with their
 * value (contract + amendments), the percentage executed and the situação, changed from the row.
 */
export function ObrasPage() {
  const { paths, session, access } = useRemote();
  const remessas = remessasHref(session, paths.home());
  const navigate = useNavigate();
  const list = useList({
    resource: 'obra',
    request: listObras,
    filters: [
      'situacao',
      'tipo',
      'secretaria_id',
      'inicio_de',
      'inicio_ate',
      { param: 'clientId', as: 'cliente_id' },
    ],
    sorts: OBRA_SORTS,
    exportar: { path: 'obras/obra', name: 'obras' },
  });

  const columns = useMemo<DataTableColumn<Obra>[]>(
    () => [
      { title: 'Número', key: 'numero', dataIndex: 'numero', width: 100, sorter: true },
      {
        title: 'Objeto',
        key: 'objeto',
        // The key column: the width the others leave, two lines of it; the tipo and the secretaria follow
        // the objeto, in grey, where the two lines leave room.
        main: true,
        render: (_v, o) => (
          <>
            {o.objeto}{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              · {TIPO_OBRA_LABELS[o.tipo as TipoObra]} · {o.secretaria.name}
            </Typography.Text>
          </>
        ),
      },
      {
        title: 'Valor da obra',
        key: 'valor_total',
        width: 150,
        align: 'right',
        render: (_v, o) => (
          <Flex vertical gap={0} align="end">
            <span>{formatMoney(o.valor_total)}</span>
            {o.valor_aditivos !== '0.00' ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                aditivos {formatMoney(o.valor_aditivos)}
              </Typography.Text>
            ) : null}
          </Flex>
        ),
      },
      {
        title: 'Executado',
        key: 'percentual_executado',
        width: 130,
        render: (_v, o) => <Executado obra={o} />,
      },
      {
        title: 'Situação',
        key: 'situacao',
        width: 170,
        render: (_v, o) => (
          <Flex gap={4} wrap>
            <SituacaoTag obra={o} />
            {o.sem_cno ? (
              <Tag color="red" title="Iniciada há mais de 30 dias sem Cadastro Nacional de Obras ativo.">
                Sem CNO
              </Tag>
            ) : null}
          </Flex>
        ),
      },
      {
        title: 'Início',
        key: 'data_inicio',
        dataIndex: 'data_inicio',
        width: 110,
        sorter: true,
        render: (d: string | null) => formatDate(d),
      },
      actionsColumn<Obra>(2, (o) => (
        <>
          <EditAction what={`obra ${o.numero}`} onClick={() => navigate(paths.edit('obra', o.id))} />
          <SituacaoDialog obra={o} row />
        </>
      )),
    ],
    [navigate, paths],
  );

  // The works' import is the Implantação's (remote-patrimonio), offered to who may create works: the
  // area's access, the rule the API's `tiposPermitidos` applies to the import of works (decision 069).
  const importar = access.obras.create ? (
    <Button
      key="importar"
      icon={<UploadOutlined />}
      onClick={() => navigate(importarObrasHref(paths.home()))}
    >
      Importar obras
    </Button>
  ) : null;

  return (
    <ListPage<Obra>
      {...TEXTS}
      extra={[
        ...(remessas
          ? [
              <Link key="remessas" to={remessas}>
                <Button icon={<AuditOutlined />}>Prestação de contas (AUDESP)</Button>
              </Link>,
            ]
          : []),
        ...(importar ? [importar] : []),
      ]}
      add={() => navigate(`${paths.create('obra')}${list.clientId ? `?clientId=${list.clientId}` : ''}`)}
      list={list}
      columns={columns}
      filters={
        <>
          <ChoiceFilter
            list={list}
            param="situacao"
            label="Situação"
            placeholder="Todas as situações"
            labels={SITUACAO_OBRA_LABELS}
            width={230}
          />
          <ChoiceFilter
            list={list}
            param="tipo"
            label="Tipo"
            placeholder="Todos os tipos"
            labels={TIPO_OBRA_LABELS}
          />
          <PeriodoFilter
            list={list}
            from="inicio_de"
            to="inicio_ate"
            label="Período de início"
            placeholder={['Início de', 'até']}
          />
          <ClientFilter list={list} clears={['secretaria_id']} />
          {list.clientId ? <SecretariaFilter list={list} clienteId={list.clientId} /> : null}
        </>
      }
    />
  );
}

/** The secretaria filter, once a client is chosen (its secretarias). */
function SecretariaFilter({ list, clienteId }: { list: ListQuery; clienteId: string }) {
  return (
    <SecretariaSelect
      clienteId={clienteId}
      aria-label="Secretaria"
      placeholder="Todas as secretarias"
      style={{ width: 220 }}
      value={list.params.get('secretaria_id') ?? undefined}
      onChange={(value) => list.set({ secretaria_id: value ?? null })}
    />
  );
}

/** The Implantação's new import with the works chosen, beside this area (/app/obras → /app/patrimonio). */
export const importarObrasHref = (home: string) =>
  `${home.slice(0, home.lastIndexOf('/'))}/patrimonio/implantacao/nova?tipo=obras`;
