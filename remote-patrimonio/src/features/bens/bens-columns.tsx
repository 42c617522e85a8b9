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
 * The asset list's columns. Each has a width and long texts are cut with the whole text on hover, so at
 * 1440 px with the menu open every header shows and no column covers another (docs/product.md, "Tabela
 * de dados").
 */
export function bensColumns({ paths, canUpdate, navigate, onMove }: BensColumnsOptions) {
  const columns: DataTableColumn<BemListItem>[] = [
    { title: 'Código', key: 'codigo', dataIndex: 'CodigoBEM', width: 84, sorter: true },
    // Descrição, Categoria and Localização take the room the fixed columns leave, cut to one line.
    {
      title: 'Descrição',
      key: 'descricao',
      dataIndex: 'descricao',
      ellipsis: true,
      sorter: true,
    },
    { title: 'Categoria', dataIndex: ['categoria', 'nome'], ellipsis: true },
    {
      title: 'Situação',
      dataIndex: 'situacao',
      width: 96,
      render: (situacao: string) => <SituacaoTag situacao={situacao} />,
    },
    { title: 'Estado', dataIndex: 'estado_conservacao', width: 84, render: estadoLabel },
    { title: 'Localização', key: 'local', ellipsis: true, render: (_v, bem) => localizacao(bem) },
    {
      title: 'Aquisição',
      key: 'data_aquisicao',
      dataIndex: 'data_aquisicao',
      width: 100,
      sorter: true,
      render: (value: string) => formatDate(value),
    },
    {
      title: 'Valor de aquisição',
      key: 'valor_aquisicao',
      dataIndex: 'valor_aquisicao',
      // The header takes two lines ('Valor de / aquisição'); the values fit one.
      width: 118,
      align: 'right',
      sorter: true,
      render: (value: string) => formatMoney(value),
    },
    {
      title: 'Valor atual',
      dataIndex: 'valor_atual',
      width: 104,
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
