import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { XML_SITUACAO_LABELS, XML_SITUACOES, XML_SORTS, type XmlNotaListItem } from '@gp/shared-contracts';
import { formatDateTime, formatMoney } from '@gp/shared-ui';
import type { ListColumn, ListPageTexts } from '@gp/shared-ui/list';
import { actionsColumn, ListPage, ParamFilter, PeriodoFilter, RowAction } from '@gp/shared-ui/list';
import type { QueueItem } from '@gp/shared-ui/remote-files';
import { Alert, Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { UploadPanel } from '../../components/upload-panel.js';
import { ClientFilter, useList, useRemote } from '../../session/remote-context.js';
import { listXmlNotas, uploadedNota, useInvalidateXml, XML_UPLOAD_PATH } from './api.js';
import { formatChave, formatDocumento, formatEmissao } from './xml-format.js';
import {
  DescartarDialog,
  DescartarRecusadasDialog,
  nomeDaNota,
  podeDescartar,
  useBaixarXml,
  XmlSituacaoTag,
} from './xml-parts.js';

/** What the page says: title, search box, load failure (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'XML',
  subTitle: 'Notas fiscais eletrônicas (NF-e) importadas',
  search: { label: 'Buscar notas', placeholder: 'Buscar por chave, emitente (CNPJ ou nome) ou número' },
  loadError: 'Não foi possível carregar as notas importadas.',
} satisfies ListPageTexts;

/** The NF-e files the API takes (it reads and checks each note). */
const XML_FILE_ACCEPT = '.xml,text/xml,application/xml';
const XML_FILE_HINT = 'Arquivos XML de NF-e (modelo 55) autorizadas, um por nota. Vários de uma vez.';

/** A stored file's line in the upload panel: the link to the note it became. */
function Importada({ item }: { item: QueueItem }) {
  const { paths } = useRemote();
  const nota = uploadedNota(item.answer);
  if (!nota) return <Typography.Text type="success">Enviado</Typography.Text>;
  return (
    <Typography.Text type="success">
      Importado: <Link to={paths.xmlNota(nota.id)}>{`Abrir ${nomeDaNota(nota)}`}</Link>
    </Typography.Text>
  );
}

/**
 * /app/xml: the NF-e files imported by the client, newest first, with the panel that imports more (one
 * request per file, each with its own progress and its own answer: the note, or why it was refused).
 */
export function XmlPage() {
  const { access, paths, session } = useRemote();
  const navigate = useNavigate();
  const refresh = useInvalidateXml();
  const baixar = useBaixarXml();
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const canDelete = access.xmls.delete;
  const list = useList({
    resource: 'xmls',
    request: listXmlNotas,
    filters: ['situacao', 'data_de', 'data_ate', { param: 'clientId', as: 'cliente_id' }],
    sorts: XML_SORTS,
  });
  // Support imports for the client chosen in the list's filter (the API asks it for `cliente_id`).
  const uploadPath = !isSuporte
    ? XML_UPLOAD_PATH
    : list.clientId
      ? `${XML_UPLOAD_PATH}?cliente_id=${encodeURIComponent(list.clientId)}`
      : null;

  const columns = useMemo<ListColumn<XmlNotaListItem>[]>(
    () => [
      {
        title: 'Chave',
        key: 'chave',
        width: 210,
        render: (_v, nota) =>
          nota.chave ? (
            <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatChave(nota.chave)}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">{nota.arquivo_nome}</Typography.Text>
          ),
      },
      {
        title: 'Emitente',
        key: 'emitente',
        render: (_v, nota) =>
          nota.emitente_nome || nota.emitente_documento ? (
            <Flex vertical>
              <span>{nota.emitente_nome ?? '-'}</span>
              <Typography.Text type="secondary">{formatDocumento(nota.emitente_documento)}</Typography.Text>
            </Flex>
          ) : (
            '-'
          ),
      },
      {
        title: 'Número/Série',
        key: 'numero',
        dataIndex: 'numero',
        width: 130,
        sorter: true,
        render: (_n, nota) => (nota.numero !== null ? `${nota.numero}/${nota.serie ?? '-'}` : '-'),
      },
      {
        title: 'Emissão',
        key: 'emissao',
        dataIndex: 'emissao',
        width: 110,
        sorter: true,
        render: (emissao: string | null) => formatEmissao(emissao),
      },
      {
        title: 'Valor total',
        key: 'valor_total',
        dataIndex: 'valor_total',
        width: 140,
        align: 'right',
        sorter: true,
        render: (valor: string | null) => formatMoney(valor),
      },
      {
        title: 'Itens',
        dataIndex: 'itens',
        width: 70,
        align: 'right',
        render: (itens: number | null) => itens ?? '-',
      },
      {
        title: 'Situação',
        key: 'situacao',
        width: 120,
        render: (_v, nota) => <XmlSituacaoTag situacao={nota.situacao} motivo={nota.motivo} />,
      },
      {
        title: 'Importado por',
        key: 'importado_em',
        dataIndex: 'importado_em',
        width: 180,
        sorter: true,
        render: (_v, nota) => (
          <Flex vertical>
            <span>{nota.importado_por ?? '-'}</span>
            <Typography.Text type="secondary">{formatDateTime(nota.importado_em)}</Typography.Text>
          </Flex>
        ),
      },
      actionsColumn<XmlNotaListItem>(canDelete ? 3 : 2, (nota) => (
        <>
          <RowAction
            title="Abrir"
            label={`Abrir ${nomeDaNota(nota)}`}
            icon={<EyeOutlined />}
            onClick={() => navigate(paths.xmlNota(nota.id))}
          />
          {nota.situacao !== 'recusada' ? (
            // A refused file's bytes are not kept: only its name and reason.
            <RowAction
              title="Baixar XML"
              label={`Baixar ${nota.arquivo_nome}`}
              icon={<DownloadOutlined />}
              onClick={() => baixar(nota)}
            />
          ) : null}
          {canDelete && podeDescartar(nota) ? (
            <DescartarDialog
              nota={nota}
              trigger={
                <RowAction
                  title="Descartar"
                  label={`Descartar ${nomeDaNota(nota)}`}
                  icon={<DeleteOutlined />}
                  danger
                />
              }
            />
          ) : null}
        </>
      )),
    ],
    [baixar, canDelete, navigate, paths],
  );

  return (
    <ListPage<XmlNotaListItem>
      {...TEXTS}
      list={list}
      columns={columns}
      size="small"
      extra={
        // Support discards the refused imports of the client chosen in the filter (or of every client it sees).
        canDelete
          ? [<DescartarRecusadasDialog key="recusadas" clienteId={list.clientId ?? null} />]
          : undefined
      }
      header={
        access.xmls.create ? (
          <Card title="Importar NF-e (XML)" size="small">
            {uploadPath ? (
              <UploadPanel
                path={uploadPath}
                accept={XML_FILE_ACCEPT}
                hint={XML_FILE_HINT}
                stored={(item) => <Importada item={item} />}
                onStored={refresh}
                // A refused file is listed too (situação recusada, with its reason).
                onSettled={refresh}
              />
            ) : (
              <Alert
                type="info"
                showIcon
                message="Escolha o cliente no filtro da lista para importar as notas dele."
              />
            )}
          </Card>
        ) : null
      }
      filters={
        <>
          <ParamFilter
            list={list}
            param="situacao"
            label="Situação"
            placeholder="Todas as situações"
            options={XML_SITUACOES.map((s) => ({ value: s, label: XML_SITUACAO_LABELS[s] }))}
            style={{ width: 190 }}
          />
          <PeriodoFilter
            list={list}
            from="data_de"
            to="data_ate"
            label="Período de emissão"
            placeholder={['Emissão de', 'até']}
          />
          {isSuporte ? (
            <ClientFilter list={list} aria-label="Cliente" placeholder="Notas de qualquer cliente" />
          ) : null}
        </>
      }
    />
  );
}
