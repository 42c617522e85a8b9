import { FilePdfOutlined } from '@ant-design/icons';
import type { Movimentacao } from '@gp/shared-contracts';
import { formatDateTime } from '@gp/shared-ui';
import type { ListColumn, ListPageTexts } from '@gp/shared-ui/list';
import { ListPage, ParamFilter, PeriodoFilter } from '@gp/shared-ui/list';
import { JobProgress } from '@gp/shared-ui/remote';
import { Flex, Grid, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useBemUtils } from '../../components/bem-api.js';
import { PdfButton } from '../../components/pdf-button.js';
import { ClientFilter, useList, useRemote } from '../../session/remote-context.js';
import { listMovimentacoes } from './api.js';
import { amountAndAuthor, changeOf, place, termoColumn } from './movement-history.js';
import { relatorioMovimentacoesPath } from './relatorio.js';

/** What the page says (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Movimentações',
  subTitle: 'Incorporações, transferências, baixas e demais movimentações dos bens',
  loadError: 'Não foi possível carregar as movimentações.',
} satisfies ListPageTexts;

/** The list's filters, under the API's names (the report takes the same). */
const FILTERS = ['TipoMovimentacao', 'data_de', 'data_ate', { param: 'clientId', as: 'cliente_id' }] as const;

/**
 * /app/patrimonio/movimentacoes: every movement of the client, newest first, by period and type, with
 * the 'Relatório' (PDF by type with totals, for the accountant) of what the filters match.
 */
export function MovimentacoesListPage() {
  const { access, api, paths, session } = useRemote();
  // A report of more than 200 pages is made by a job: its progress and link shown above the list.
  const [pdfJob, setPdfJob] = useState<string | null>(null);
  const list = useList<Movimentacao>({
    resource: 'bens',
    part: 'movimentacoes',
    request: listMovimentacoes,
    exportar: { path: 'patrimonio/movimentacaobem', name: 'movimentacoes' },
    filters: FILTERS,
  });
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const clienteId = list.clientId ?? null;
  // The types are a table of the application; support reads them once a client is chosen.
  const utils = useBemUtils(clienteId, !isSuporte || Boolean(clienteId));
  const compact = !Grid.useBreakpoint().md;

  const columns = useMemo<ListColumn<Movimentacao>[]>(
    () => [
      { title: 'Data', dataIndex: 'Data', width: 150, render: (value: string) => formatDateTime(value) },
      {
        title: 'Bem',
        dataIndex: 'CodigoBEM',
        width: 90,
        render: (codigo: number, m) => (
          <Link to={paths.movimentacoes(m.bempatrimonial_id)} aria-label={`Movimentações do bem ${codigo}`}>
            {codigo}
          </Link>
        ),
      },
      {
        title: 'Movimentação',
        key: 'tipo',
        render: (_v, m) => (
          <Flex vertical gap={2}>
            <Flex gap={4} wrap align="center">
              <span>{m.tipo.descricao}</span>
              {m.estornada_por_id ? <Tag color="default">Estornada</Tag> : null}
            </Flex>
            {changeOf(m) ? <Typography.Text type="secondary">{changeOf(m)}</Typography.Text> : null}
          </Flex>
        ),
      },
      { title: 'Localização', key: 'local', render: (_v, m) => place(m) },
      ...amountAndAuthor,
      access.assets.update && termoColumn,
    ],
    [access.assets.update, paths],
  );

  return (
    <ListPage<Movimentacao>
      size="small"
      {...TEXTS}
      extra={[
        <PdfButton
          key="relatorio"
          compact={compact}
          icon={<FilePdfOutlined />}
          path={relatorioMovimentacoesPath(list.requestParams)}
          onQueued={setPdfJob}
        >
          Relatório
        </PdfButton>,
      ]}
      header={
        pdfJob ? (
          <JobProgress key={pdfJob} api={api} id={pdfJob} onClose={() => setPdfJob(null)} />
        ) : undefined
      }
      list={list}
      columns={columns}
      filters={
        <>
          <ParamFilter
            list={list}
            param="TipoMovimentacao"
            label="Tipo de movimentação"
            placeholder="Todos os tipos"
            options={(utils.data?.tiposMovimentacao ?? []).map((t) => ({
              value: String(t.id),
              label: t.descricao,
            }))}
            style={{ width: 240 }}
          />
          <PeriodoFilter
            list={list}
            from="data_de"
            to="data_ate"
            label="Período das movimentações"
            placeholder={['Data de', 'até']}
          />
          {isSuporte ? (
            <ClientFilter list={list} aria-label="Cliente" placeholder="Movimentações de qualquer cliente" />
          ) : null}
        </>
      }
    />
  );
}
