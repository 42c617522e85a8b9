import { HistoryOutlined, PaperClipOutlined, SwapOutlined } from '@ant-design/icons';
import type { BemListItem } from '@gp/shared-contracts';
import { type DataTableColumn, formatDate, formatMoney } from '@gp/shared-ui';
import { actionsColumn, EditAction, RowAction } from '@gp/shared-ui/list';
import { Flex } from 'antd';
import { estadoLabel, SituacaoTag } from '../../components/asset-labels.js';
import type { PatrimonioPaths } from '../../paths.js';

type BensColumnsOptions = {
  paths: PatrimonioPaths;
  canUpdate: boolean;
  navigate: (to: string) => void;
  /** Opens the movement dialog of an asset. */
  onMove: (bemId: string) => void;
};

const localizacao = (bem: BemListItem) =>
  bem.setor ? `${bem.secretaria.name} · ${bem.setor.name}` : bem.secretaria.name;

/**
 * The asset list's columns. Descrição is the key column: it takes the width the others leave and wraps
 * to two lines (the whole text on hover); Categoria and Localização keep their width, cut to one line;
 * the figures never wrap. On a narrower table Estado and Aquisição leave first, then Categoria and
 * Situação (docs/frontend.md, "Listas").
 */
export function bensColumns({ paths, canUpdate, navigate, onMove }: BensColumnsOptions) {
  const columns: DataTableColumn<BemListItem>[] = [
    { title: 'Código', key: 'codigo', dataIndex: 'CodigoBEM', width: 84, sorter: true },
    { title: 'Descrição', key: 'descricao', dataIndex: 'descricao', main: true, sorter: true },
    { title: 'Categoria', dataIndex: ['categoria', 'nome'], ellipsis: true, minWidth: 140, priority: 2 },
    {
      title: 'Situação',
      dataIndex: 'situacao',
      width: 96,
      priority: 2,
      render: (situacao: string) => <SituacaoTag situacao={situacao} />,
    },
    { title: 'Estado', dataIndex: 'estado_conservacao', width: 84, priority: 3, render: estadoLabel },
    {
      title: 'Localização',
      key: 'local',
      ellipsis: true,
      minWidth: 180,
      render: (_v, bem) => localizacao(bem),
    },
    {
      title: 'Aquisição',
      key: 'data_aquisicao',
      dataIndex: 'data_aquisicao',
      width: 100,
      priority: 3,
      sorter: true,
      render: (value: string) => formatDate(value),
    },
    {
      title: 'Valor de aquisição',
      key: 'valor_aquisicao',
      dataIndex: 'valor_aquisicao',
      // The header takes two lines ('Valor de / aquisição'); the values never wrap.
      width: 118,
      money: true,
      align: 'right',
      sorter: true,
      render: (value: string) => formatMoney(value),
    },
    {
      title: 'Valor atual',
      dataIndex: 'valor_atual',
      width: 104,
      money: true,
      align: 'right',
      render: (value: string) => formatMoney(value),
    },
    actionsColumn<BemListItem>(canUpdate ? 4 : 3, (bem) => (
      <Flex justify="end" gap={2}>
        <EditAction
          what={`bem ${bem.CodigoBEM}`}
          readOnly={!canUpdate}
          onClick={() => navigate(paths.bemEditar(bem.id))}
        />
        {canUpdate ? (
          <RowAction
            title="Movimentar"
            label={`Movimentar bem ${bem.CodigoBEM}`}
            icon={<SwapOutlined />}
            onClick={() => onMove(bem.id)}
          />
        ) : null}
        <RowAction
          title="Anexos"
          label={`Anexos do bem ${bem.CodigoBEM}`}
          icon={<PaperClipOutlined />}
          onClick={() => navigate(paths.anexos(bem.id))}
        />
        <RowAction
          title="Histórico de movimentações"
          label={`Histórico do bem ${bem.CodigoBEM}`}
          icon={<HistoryOutlined />}
          onClick={() => navigate(paths.movimentacoes(bem.id))}
        />
      </Flex>
    )),
  ];
  return columns;
}
