import { FilePdfOutlined } from '@ant-design/icons';
import { MONTH_NAMES } from '@gp/shared-contracts';
import { ExportButton } from '@gp/shared-ui';
import { Card, Flex, Select, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { PdfButton } from '../../components/pdf-button.js';
import { useRemote } from '../../session/remote-context.js';
import { exportarRelatorioLegal, type RelatorioLegal, relatorioLegalPdfPath } from './api.js';

/**
 * "Relatórios legais" of the accounting page (docs/frontend.md, "Contabilidade"; decision 072): the
 * inventário analítico per account at the month's end, the Modelo 12 of months of a year and the yearly
 * summary for the notes, each with its period and its PDF, XLSX and CSV. A lazy chunk of the page: only
 * who opens the accounting page loads it. A month not processed answers in words (the API's 409).
 */

const MESES = MONTH_NAMES.map((label, i) => ({ value: i + 1, label }));
const periodo = (m: { mes: number; ano: number }) => `${String(m.mes).padStart(2, '0')}/${m.ano}`;

/** One report: its name, what it holds, its period pickers and its buttons. */
function Relatorio({
  titulo,
  descricao,
  pickers,
  relatorio,
  clienteId,
}: {
  titulo: string;
  descricao: string;
  pickers?: ReactNode;
  relatorio: RelatorioLegal;
  clienteId: string | null;
}) {
  const { api } = useRemote();
  const baixar = (formato: 'xlsx' | 'csv') => () =>
    exportarRelatorioLegal(api, relatorio, clienteId, formato);
  return (
    <Flex vertical gap={4} style={{ paddingBlock: 8, borderBottom: '1px solid #f0f0f0' }}>
      <Typography.Text strong>{titulo}</Typography.Text>
      <Typography.Text type="secondary">{descricao}</Typography.Text>
      <Flex wrap gap="small" align="center">
        {pickers}
        <PdfButton path={relatorioLegalPdfPath(relatorio, clienteId)} icon={<FilePdfOutlined />}>
          {`${titulo} (PDF)`}
        </PdfButton>
        <ExportButton
          label={`${titulo} (planilha)`}
          choices={[
            { key: 'xlsx', label: 'XLSX', run: baixar('xlsx') },
            { key: 'csv', label: 'CSV', run: baixar('csv') },
          ]}
        />
      </Flex>
    </Flex>
  );
}

export function RelatoriosLegais({
  m,
  anos,
  clienteId,
}: {
  m: { mes: number; ano: number };
  anos: { value: number; label: string }[];
  clienteId: string | null;
}) {
  const [m12, setM12] = useState({ ano: m.ano, mes_de: 1, mes_ate: m.mes });
  const [anoResumo, setAnoResumo] = useState(m.ano);
  return (
    <Card size="small" title="Relatórios legais (prestação de contas)">
      <Relatorio
        titulo="Inventário analítico"
        descricao={`Cada bem no fim de ${periodo(m)}, por conta contábil, com o responsável, o valor bruto, a depreciação acumulada e o valor líquido; o subtotal de cada conta é o saldo atual do RMB do mês (escolha o mês no alto da página).`}
        relatorio={{ tipo: 'inventario-analitico', ...m }}
        clienteId={clienteId}
      />
      <Relatorio
        titulo="Modelo 12"
        descricao="Demonstrativo da movimentação dos bens por conta: saldo anterior, incorporações, baixas, transferências, reavaliações, reduções, depreciação e saldo atual do período."
        pickers={
          <>
            <Select
              aria-label="Modelo 12: mês inicial"
              value={m12.mes_de}
              options={MESES}
              onChange={(mes_de) => setM12((p) => ({ ...p, mes_de, mes_ate: Math.max(mes_de, p.mes_ate) }))}
              style={{ width: 130 }}
            />
            <Typography.Text>a</Typography.Text>
            <Select
              aria-label="Modelo 12: mês final"
              value={m12.mes_ate}
              options={MESES.filter((x) => x.value >= m12.mes_de)}
              onChange={(mes_ate) => setM12((p) => ({ ...p, mes_ate }))}
              style={{ width: 130 }}
            />
            <Select
              aria-label="Modelo 12: ano"
              value={m12.ano}
              options={anos}
              onChange={(ano) => setM12((p) => ({ ...p, ano }))}
              style={{ width: 100 }}
            />
          </>
        }
        relatorio={{ tipo: 'modelo-12', ...m12 }}
        clienteId={clienteId}
      />
      <Relatorio
        titulo="Resumo anual"
        descricao="Para as notas explicativas: por conta, saldo inicial, adições, baixas, reavaliações, depreciação do ano e saldo final; bruto, acumulada e líquido; os métodos e a vida útil por categoria."
        pickers={
          <Select
            aria-label="Resumo anual: ano"
            value={anoResumo}
            options={anos}
            onChange={setAnoResumo}
            style={{ width: 100 }}
          />
        }
        relatorio={{ tipo: 'resumo-anual', ano: anoResumo }}
        clienteId={clienteId}
      />
    </Card>
  );
}

export default RelatoriosLegais;
