import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import {
  centsToMoney,
  moneyToCents,
  type NfeNota,
  UUID_PATTERN,
  type XmlBemCriado,
  type XmlIncorporacao,
  type XmlNota,
} from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  formatDateTime,
  formatMoney,
  LoadError,
  NotFoundResult,
} from '@gp/shared-ui';
import { PageTitle } from '@gp/shared-ui/list';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { isHTTPError } from 'ky';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useRemote } from '../../session/remote-context.js';
import { useXmlNota } from './api.js';
import { ItensDaNota } from './incorporacao-passos.js';
import { IncorporacaoWizard } from './incorporacao-wizard.js';
import { formatChave, formatDocumento, formatEmissao } from './xml-format.js';
import { DescartarDialog, podeDescartar, useBaixarXml, XmlSituacaoTag } from './xml-parts.js';

const notFound = (
  <NotFoundResult
    title="Nota não encontrada"
    subTitle="A importação não existe ou não pertence a este local."
  />
);

/** '-' for an empty text. */
const text = (value: string | null | undefined) => (value?.trim() ? value : '-');

/** The party of a note: its name over its document. */
function Parte({ nome, documento }: { nome: string | null; documento: string | null }) {
  return (
    <Flex vertical>
      <span>{text(nome)}</span>
      <Typography.Text type="secondary">{formatDocumento(documento)}</Typography.Text>
    </Flex>
  );
}

/** Who the note is from and to, its number, dates and authorisation. */
function Cabecalho({ nota, nfe }: { nota: XmlNota; nfe: NfeNota | null }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        {
          key: 'chave',
          label: 'Chave de acesso',
          span: { xs: 1, sm: 2, lg: 3 },
          children: formatChave(nota.chave),
        },
        { key: 'situacao', label: 'Situação', children: <XmlSituacaoTag {...nota} /> },
        {
          key: 'numero',
          label: 'Número/Série',
          children: nota.numero !== null ? `${nota.numero}/${nota.serie ?? '-'}` : '-',
        },
        { key: 'emissao', label: 'Emissão', children: formatEmissao(nota.emissao) },
        {
          key: 'emitente',
          label: 'Emitente',
          children: <Parte nome={nota.emitente_nome} documento={nota.emitente_documento} />,
        },
        {
          key: 'destinatario',
          label: 'Destinatário',
          children: nfe ? <Parte {...nfe.destinatario} /> : '-',
        },
        {
          key: 'protocolo',
          label: 'Protocolo de autorização',
          children: nfe
            ? `${nfe.protocolo.numero}${nfe.protocolo.recebimento ? ` em ${formatDateTime(nfe.protocolo.recebimento)}` : ''}`
            : '-',
        },
        { key: 'natureza', label: 'Natureza da operação', children: text(nfe?.natureza_operacao) },
        { key: 'arquivo', label: 'Arquivo', children: nota.arquivo_nome },
        {
          key: 'importado',
          label: 'Importado por',
          children: `${nota.importado_por ?? '-'} em ${formatDateTime(nota.importado_em)}`,
        },
      ]}
    />
  );
}

/** The note's totals as it states them. */
function Totais({ nfe }: { nfe: NfeNota }) {
  const t = nfe.totais;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 4 }}
      items={[
        { key: 'produtos', label: 'Produtos', children: formatMoney(t.produtos) },
        { key: 'frete', label: 'Frete', children: formatMoney(t.frete) },
        { key: 'seguro', label: 'Seguro', children: formatMoney(t.seguro) },
        { key: 'outros', label: 'Outras despesas', children: formatMoney(t.outros) },
        { key: 'ipi', label: 'IPI', children: formatMoney(t.ipi) },
        { key: 'desconto', label: 'Desconto', children: formatMoney(t.desconto) },
        { key: 'nota', label: 'Total da nota', children: <strong>{formatMoney(t.nota)}</strong> },
      ]}
    />
  );
}

/** The assets the incorporation made, each opening its page in the patrimônio area. */
function BensCriados({ bens }: { bens: readonly XmlBemCriado[] }) {
  const { paths } = useRemote();
  const columns = useMemo<DataTableColumn<XmlBemCriado>[]>(
    () => [
      {
        title: 'Código',
        dataIndex: 'codigo',
        width: 100,
        sorter: true,
        render: (codigo: number, bem) => (
          <Link to={paths.bemEditar(bem.id)} aria-label={`Abrir bem ${codigo}`}>
            {codigo}
          </Link>
        ),
      },
      { title: 'Descrição', dataIndex: 'descricao', ellipsis: true },
      { title: 'Item da nota', dataIndex: 'item', width: 110, sorter: true },
      {
        title: 'Valor',
        dataIndex: 'valor',
        width: 140,
        align: 'right',
        render: (valor: string) => formatMoney(valor),
      },
    ],
    [paths],
  );
  const total = bens.reduce((sum, bem) => sum + moneyToCents(bem.valor), 0n);
  return (
    <Flex vertical gap="small">
      <DataTable<XmlBemCriado> label="Bens incorporados" columns={columns} data={bens} size="small" />
      <Typography.Text>{`Total dos bens: ${formatMoney(centsToMoney(total))}`}</Typography.Text>
    </Flex>
  );
}

/**
 * /app/xml/{id}: an imported NF-e. The note as read, its totals and the warnings; once incorporated, the
 * assets it made; while pending, the incorporation wizard for a location that may create assets.
 */
export function XmlNotaPage() {
  const { access, paths } = useRemote();
  const navigate = useNavigate();
  const baixar = useBaixarXml();
  const { id = '' } = useParams();
  const valid = UUID_PATTERN.test(id);
  const query = useXmlNota(valid ? id : null);
  const [resultado, setResultado] = useState<XmlIncorporacao | null>(null);
  const missing =
    !valid || (query.isError && isHTTPError(query.error) && query.error.response.status === 404);
  if (missing) return notFound;

  const nota = query.data;
  const nfe = nota?.nota ?? null;
  const canIncorporate = access.xmls.update && access.assets.create;
  const bens = nota?.bens.length ? nota.bens : (resultado?.bens ?? []);
  const back = () => navigate(paths.xml());

  return (
    <PageContainer
      title={<PageTitle>Nota fiscal eletrônica</PageTitle>}
      subTitle={
        nota
          ? nota.numero !== null
            ? `Nº ${nota.numero} · ${text(nota.emitente_nome)}`
            : nota.arquivo_nome
          : undefined
      }
      onBack={back}
      extra={
        nota
          ? [
              ...(nota.arquivo_id
                ? [
                    <Button key="baixar" icon={<DownloadOutlined />} onClick={() => baixar(nota)}>
                      Baixar XML
                    </Button>,
                  ]
                : []),
              ...(access.xmls.delete && podeDescartar(nota) && !resultado
                ? [
                    <DescartarDialog
                      key="descartar"
                      nota={nota}
                      onDone={back}
                      trigger={
                        <Button danger icon={<DeleteOutlined />}>
                          Descartar
                        </Button>
                      }
                    />,
                  ]
                : []),
            ]
          : undefined
      }
    >
      <Flex vertical gap="middle">
        {query.isError ? (
          <LoadError message="Não foi possível carregar a nota." onRetry={() => query.refetch()} />
        ) : null}
        {!nota ? (
          <Card>
            <Skeleton active paragraph={{ rows: 4 }} />
          </Card>
        ) : (
          <>
            {nota.situacao === 'recusada' ? (
              <Alert
                type="error"
                showIcon
                message="Arquivo recusado"
                description={nota.motivo ?? undefined}
              />
            ) : null}
            {nfe && !nota.destinatario_confere ? (
              <Alert type="warning" showIcon message="O destinatário desta nota não é este cliente." />
            ) : null}
            {resultado ? (
              <Alert
                type="success"
                showIcon
                message={`Nota incorporada: ${resultado.bens.length === 1 ? '1 bem cadastrado' : `${resultado.bens.length} bens cadastrados`}, total ${formatMoney(resultado.total)}.`}
                description={`Fornecedor: ${resultado.fornecedor.razao_social}${resultado.fornecedor.criado ? ' (cadastrado agora)' : ''}.`}
              />
            ) : null}
            <Card title="Dados da nota">
              <Cabecalho nota={nota} nfe={nfe} />
            </Card>
            {nfe ? (
              <Card title="Totais">
                <Totais nfe={nfe} />
              </Card>
            ) : null}
            {bens.length > 0 ? (
              <Card
                title="Bens incorporados"
                extra={
                  nota.incorporada_em ? (
                    <Typography.Text type="secondary">
                      {`Incorporada por ${nota.incorporada_por ?? '-'} em ${formatDateTime(nota.incorporada_em)}`}
                    </Typography.Text>
                  ) : null
                }
              >
                <BensCriados bens={bens} />
              </Card>
            ) : null}
            {nfe && nota.situacao === 'pendente' && !resultado && canIncorporate ? (
              <Card title="Incorporação">
                <IncorporacaoWizard nota={nota} nfe={nfe} onIncorporada={setResultado} />
              </Card>
            ) : nfe ? (
              <Card title="Itens da nota">
                <ItensDaNota nfe={nfe} />
              </Card>
            ) : null}
          </>
        )}
      </Flex>
    </PageContainer>
  );
}
