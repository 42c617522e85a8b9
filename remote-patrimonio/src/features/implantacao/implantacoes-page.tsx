import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import {
  type ImportacaoResumo,
  type SituacaoImplantacao,
  TIPO_IMPLANTACAO_LABELS,
  type TipoImplantacao,
} from '@gp/shared-contracts';
import { DataTable, type DataTableColumn, formatDateTime, LoadError } from '@gp/shared-ui';
import { PageTitle, useListQuery } from '@gp/shared-ui/list';
import { Alert, Button, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ClientCard, useRemote } from '../../session/remote-context.js';
import { useImportacoes } from './api.js';
import { contagem } from './implantacao.js';
import { SituacaoTag } from './situacao-tag.js';

/** The rows of an import in words: how many, and how many were written or had errors. */
function linhasDe(i: ImportacaoResumo) {
  if (!i.resumo) return 'Não validada';
  const partes = [contagem(i.resumo.total, 'linha', 'linhas')];
  if (i.resumo.gravadas) partes.push(contagem(i.resumo.gravadas, 'gravada', 'gravadas'));
  if (i.resumo.com_erro) partes.push(contagem(i.resumo.com_erro, 'com erro', 'com erro'));
  return partes.join(', ');
}

/**
 * /app/patrimonio/implantacao: the client's imports of its old registers (the 50 latest), each with its
 * file, register (assets or suppliers), date, state, rows and who sent it; a new one for who may import (the API's `implantacao:create`).
 * Support chooses the client first.
 */
export function ImplantacoesPage() {
  const { access, paths, session } = useRemote();
  const list = useListQuery();
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const clienteId = list.clientId ?? null;
  const importacoes = useImportacoes(clienteId);

  const columns = useMemo<DataTableColumn<ImportacaoResumo>[]>(
    () => [
      {
        title: 'Arquivo',
        dataIndex: 'nome',
        key: 'nome',
        render: (nome: string, i) => (
          <Link to={paths.implantacao(i.id)} aria-label={`Abrir a importação de ${nome}`}>
            {nome}
          </Link>
        ),
      },
      {
        title: 'Cadastro',
        dataIndex: 'tipo',
        key: 'tipo',
        width: 170,
        render: (t: TipoImplantacao) => TIPO_IMPLANTACAO_LABELS[t],
      },
      {
        title: 'Enviada em',
        dataIndex: 'criado_em',
        key: 'criado_em',
        width: 150,
        render: (v: string) => formatDateTime(v),
      },
      {
        title: 'Situação',
        dataIndex: 'situacao',
        key: 'situacao',
        width: 120,
        render: (s: SituacaoImplantacao) => <SituacaoTag situacao={s} />,
      },
      { title: 'Linhas', key: 'linhas', render: (_v, i) => linhasDe(i) },
      {
        title: 'Enviada por',
        dataIndex: 'criado_por',
        key: 'criado_por',
        width: 200,
        render: (v: string | null) => v ?? '—',
      },
    ],
    [paths],
  );

  return (
    <PageContainer
      title={<PageTitle>Implantação</PageTitle>}
      subTitle="O cadastro antigo de bens trazido de uma planilha (CSV ou XLSX)"
      extra={
        access.implantacao.create
          ? [
              <Link key="nova" to={`${paths.implantacaoNova()}${clienteId ? `?clientId=${clienteId}` : ''}`}>
                <Button type="primary" icon={<PlusOutlined />}>
                  Nova importação
                </Button>
              </Link>,
            ]
          : []
      }
    >
      <Flex vertical gap="middle">
        {isSuporte ? <ClientCard list={list} /> : null}
        {importacoes.isError ? (
          <LoadError
            message="Não foi possível carregar as importações."
            onRetry={() => importacoes.refetch()}
          />
        ) : (
          <DataTable<ImportacaoResumo>
            label="Importações"
            size="small"
            columns={columns}
            data={importacoes.data?.data}
            loading={importacoes.isPending}
            emptyText={
              <Flex vertical align="center" gap={4}>
                <Typography.Text>Nenhuma importação ainda.</Typography.Text>
                {access.implantacao.create ? (
                  <Typography.Text type="secondary">
                    Use "Nova importação" para enviar a planilha do cadastro antigo.
                  </Typography.Text>
                ) : null}
              </Flex>
            }
          />
        )}
        <Alert
          type="info"
          showIcon
          message="Como funciona"
          description="Envie a planilha, confira a prévia, ligue cada coluna a um campo do bem, simule (nada é gravado) e grave as linhas válidas. Enquanto nenhum mês de depreciação incluir os bens, a importação pode ser desfeita."
        />
      </Flex>
    </PageContainer>
  );
}
