import {
  type Importacao,
  type Mapeamento,
  SITUACAO_OBRA_LABELS,
  SITUACOES_OBRA_IMPORTAVEIS,
  type SituacaoDoArquivo,
  type SituacaoObraImportavel,
} from '@gp/shared-contracts';
import { DataTable, type DataTableColumn } from '@gp/shared-ui';
import { Alert, Card, Flex, Select, Tag, Typography } from 'antd';
import { comSituacao, situacaoEscolhida } from './implantacao.js';

/**
 * The works' mapping step: the words the file's situação column uses ("EM ANDAMENTO", "Paralisada"…),
 * listed by the last dry run with the rows that use each and the SICOM situação suggested, for the user to
 * confirm or change (docs/domain.md, "Implantação"; decision 069). The choices are part of the mapping
 * (and of a preset saved from it); validating confirms what the table shows.
 */

const OPCOES = SITUACOES_OBRA_IMPORTAVEIS.map((s) => ({
  value: s,
  label: `${s} — ${SITUACAO_OBRA_LABELS[s]}`,
}));

type Linha = SituacaoDoArquivo & { key: string };

export function ConfirmacaoSituacoes({
  imp,
  mapeamento,
  onChange,
}: {
  imp: Importacao;
  mapeamento: Mapeamento;
  onChange: (m: Mapeamento) => void;
}) {
  if (imp.tipo !== 'obras' || !mapeamento.campos.situacao_obra?.coluna) return null;
  const situacoes = imp.resumo?.situacoes;
  if (!situacoes)
    return (
      <Alert
        type="info"
        showIcon
        message="Situações das obras"
        description="Ao validar, as situações que o arquivo usa são listadas aqui, cada uma com a situação sugerida, para você confirmar ou trocar."
      />
    );
  const columns: DataTableColumn<Linha>[] = [
    { title: 'No arquivo', dataIndex: 'valor', key: 'valor' },
    {
      title: 'Linhas',
      dataIndex: 'linhas',
      key: 'linhas',
      width: 90,
      align: 'right',
      render: (n: number) => n.toLocaleString('pt-BR'),
    },
    {
      title: 'Situação da obra',
      key: 'situacao',
      width: 340,
      render: (_: unknown, s: Linha) => {
        const escolhida = situacaoEscolhida(mapeamento, s.valor);
        const valor = escolhida ?? s.sugestao;
        return (
          <Flex gap="small" align="center" wrap>
            <Select<SituacaoObraImportavel>
              aria-label={`Situação da obra para "${s.valor}"`}
              style={{ width: '100%', maxWidth: 280 }}
              placeholder="Escolha a situação"
              status={valor === null ? 'error' : undefined}
              value={valor ?? undefined}
              options={OPCOES}
              onChange={(codigo) => onChange(comSituacao(mapeamento, s.valor, codigo))}
            />
            {escolhida === null && s.sugestao !== null ? <Tag color="blue">Sugerida</Tag> : null}
          </Flex>
        );
      },
    },
    {
      title: 'Observação',
      dataIndex: 'aviso',
      key: 'aviso',
      render: (aviso: string | null) => aviso ?? '',
    },
  ];
  const pendentes = situacoes.filter((s) => situacaoEscolhida(mapeamento, s.valor) === null);
  return (
    <Card size="small" title="Situações das obras">
      <Flex vertical gap="small">
        <Typography.Text type="secondary">
          Confira a situação de cada palavra do arquivo. Obras recebidas entram como concluídas e não
          recebidas: o recebimento é registrado depois em cada obra, com o termo.
        </Typography.Text>
        {pendentes.length ? (
          <Alert
            type="warning"
            showIcon
            message={`${pendentes.length.toLocaleString('pt-BR')} ${pendentes.length === 1 ? 'situação ainda não confirmada' : 'situações ainda não confirmadas'}: ao validar, as mostradas aqui são confirmadas.`}
          />
        ) : null}
        <DataTable<Linha>
          label="Situações das obras"
          size="small"
          rowKey="key"
          columns={columns}
          data={situacoes.map((s) => ({ ...s, key: s.valor }))}
        />
      </Flex>
    </Card>
  );
}
