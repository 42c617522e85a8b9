import type { Movimentacao } from '@gp/shared-contracts';
import { DataTable, type DataTableColumn, formatDateTime, formatMoney } from '@gp/shared-ui';
import { actionsColumn } from '@gp/shared-ui/list';
import { Flex, Tag, Typography } from 'antd';
import { situacaoLabel } from '../../components/asset-labels.js';
import { TermoMovimentacaoAction } from '../../components/termo-action.js';
import { temTermo } from '../../components/termos.js';

export const place = (m: Movimentacao) =>
  m.setor ? `${m.secretaria.name} / ${m.setor.name}` : m.secretaria.name;

/** What the movement changed, in words (a transfer's origin, a new situação, value or holder). */
export function changeOf(m: Movimentacao): string | null {
  const parts: string[] = [];
  if (m.secretaria_anterior_id !== m.secretaria_id || m.setor_anterior_id !== m.setor_id)
    parts.push(`Para ${place(m)}`);
  if (m.situacao_anterior !== m.situacao)
    parts.push(`${situacaoLabel(m.situacao_anterior)} → ${situacaoLabel(m.situacao)}`);
  if (m.valor_anterior !== m.Valor && (m.tipo.efeito === 'reavaliacao' || m.tipo.efeito === 'reducao'))
    parts.push(`${formatMoney(m.valor_anterior)} → ${formatMoney(m.Valor)}`);
  if (m.responsavel_anterior !== m.Responsavel)
    parts.push(`Responsável: ${m.responsavel_anterior ?? 'nenhum'} → ${m.Responsavel ?? 'nenhum'}`);
  if (m.motivo_baixa) parts.push(`Motivo: ${m.motivo_baixa}`);
  return parts.length ? parts.join(' · ') : null;
}

/** 'Valor' and 'Registrada por': a movement's last columns, in the asset's history and in the list. */
export const amountAndAuthor: DataTableColumn<Movimentacao>[] = [
  {
    title: 'Valor',
    dataIndex: 'Valor',
    width: 140,
    align: 'right',
    render: (value: string) => formatMoney(value),
  },
  { title: 'Registrada por', key: 'user', width: 180, render: (_v, m) => m.user?.fullname ?? '-' },
];

const columns: DataTableColumn<Movimentacao>[] = [
  { title: 'Data', dataIndex: 'Data', width: 150, render: (value: string) => formatDateTime(value) },
  {
    title: 'Movimentação',
    dataIndex: ['tipo', 'descricao'],
    render: (descricao: string, m) => (
      <Flex vertical gap={2}>
        <Flex gap={4} wrap align="center">
          <span>{descricao}</span>
          {m.estornada_por_id ? <Tag color="default">Estornada</Tag> : null}
        </Flex>
        {changeOf(m) ? <Typography.Text type="secondary">{changeOf(m)}</Typography.Text> : null}
        {m.Observacao ? <Typography.Text type="secondary">Obs.: {m.Observacao}</Typography.Text> : null}
      </Flex>
    ),
  },
  { title: 'Localização', key: 'local', render: (_v, m) => place(m) },
  { title: 'Situação', dataIndex: 'situacao', width: 130, render: situacaoLabel },
  ...amountAndAuthor,
];

/** The row's 'Emitir termo', for a transfer or a baixa not reversed (the caller may update assets). */
export const termoColumn = actionsColumn<Movimentacao>(1, (m) =>
  temTermo(m) ? <TermoMovimentacaoAction movimentacaoId={m.id} codigo={m.CodigoBEM} /> : null,
);

/**
 * The asset's movements as the API lists them, newest first; movements are history, never edited. A
 * caller who may update assets issues the termo of a transfer or a baixa from its row.
 */
export function MovementHistory({
  movements,
  loading,
  termos = false,
}: {
  movements: readonly Movimentacao[] | undefined;
  loading: boolean;
  termos?: boolean;
}) {
  return (
    <DataTable<Movimentacao>
      label="Histórico de movimentações"
      columns={termos ? [...columns, termoColumn] : columns}
      data={movements}
      loading={loading}
      emptyText="Nenhuma movimentação registrada."
      scroll={{ x: 900 }}
    />
  );
}
