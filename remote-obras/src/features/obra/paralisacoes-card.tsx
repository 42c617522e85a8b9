import { PrinterOutlined } from '@ant-design/icons';
import {
  formatCpfCnpj,
  type ObraDetail,
  type ParalisacaoRegistro,
  RESPONSAVEL_PARALISACAO_LABELS,
  SITUACAO_OBRA_LABELS,
  type SituacaoObra,
} from '@gp/shared-contracts';
import { DataTable, formatDate, reportFailure, useToast } from '@gp/shared-ui';
import { openDocument } from '@gp/shared-ui/remote';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useRemote } from '../../session/remote-context.js';

/** GET /obras/obra/{id}/placa-paralisacao: the placa A3 of the open stoppage. */
export const placaPath = (obraId: string) => `/obras/obra/${obraId}/placa-paralisacao`;

/** The party responsible for a stoppage as the back-office shows it (support's area: the CPF whole). */
export function responsavelLabel(p: ParalisacaoRegistro): string {
  if (p.responsavel_tipo === 'apuracao') return `Em apuração: processo nº ${p.apuracao_numero ?? ''}`;
  if (!p.responsavel_tipo) return 'Não informado (registro anterior)';
  const doc = p.responsavel_documento ? ` (${formatCpfCnpj(p.responsavel_documento)})` : '';
  return `${RESPONSAVEL_PARALISACAO_LABELS[p.responsavel_tipo]}: ${p.responsavel_nome ?? ''}${doc}`;
}

const fimLabel = (p: ParalisacaoRegistro) =>
  p.data_fim
    ? `${formatDate(p.data_fim)}${p.situacao_fim ? ` (${SITUACAO_OBRA_LABELS[p.situacao_fim as SituacaoObra]})` : ''}`
    : 'Em curso';

/**
 * Each stoppage of the work (Lei 14.133 art. 115 §6º; docs/domain.md, "Works: the law's fields"), newest
 * first, and while one is open the placa de obra paralisada (A3 PDF) to print and fix at the site.
 */
export function ParalisacoesCard({ obra }: { obra: ObraDetail }) {
  const aberta = obra.paralisacoes.find((p) => p.data_fim === null);
  if (!obra.paralisacoes.length) return null;
  return (
    <Card
      title="Paralisações"
      size="small"
      style={{ marginBottom: 16 }}
      extra={aberta ? <PlacaButton obraId={obra.id} /> : null}
    >
      <DataTable
        label="Paralisações da obra"
        data={obra.paralisacoes}
        loading={false}
        columns={[
          {
            title: 'Início',
            key: 'data_inicio',
            dataIndex: 'data_inicio',
            width: 110,
            render: (d: string) => formatDate(d),
          },
          {
            title: 'Motivo',
            key: 'motivo',
            render: (_v, p: ParalisacaoRegistro) => (
              <Flex vertical gap={0}>
                <span>
                  {p.motivo_codigo} – {p.motivo_codigo_descricao}
                </span>
                <Typography.Text type="secondary">{p.motivo}</Typography.Text>
              </Flex>
            ),
          },
          {
            title: 'Responsável',
            key: 'responsavel',
            width: 280,
            render: (_v, p: ParalisacaoRegistro) => responsavelLabel(p),
          },
          {
            title: 'Previsão de reinício',
            key: 'previsao_reinicio',
            dataIndex: 'previsao_reinicio',
            width: 150,
            render: (d: string | null) => formatDate(d),
          },
          { title: 'Fim', key: 'data_fim', width: 190, render: (_v, p: ParalisacaoRegistro) => fimLabel(p) },
        ]}
      />
    </Card>
  );
}

function PlacaButton({ obraId }: { obraId: string }) {
  const { api, session } = useRemote();
  const toast = useToast();
  const [printing, setPrinting] = useState(false);
  return (
    <Button
      size="small"
      icon={<PrinterOutlined />}
      aria-label="Imprimir placa de obra paralisada"
      title="Imprimir placa de obra paralisada (A3)"
      loading={printing}
      onClick={async () => {
        setPrinting(true);
        try {
          await openDocument(api, session.apiBaseUrl, placaPath(obraId));
        } catch (error) {
          reportFailure(toast, error);
        } finally {
          setPrinting(false);
        }
      }}
    >
      Imprimir placa
    </Button>
  );
}
