import { FilePdfOutlined } from '@ant-design/icons';
import {
  ESTADOS_TRABALHO_FINAIS,
  type RelatorioTrimestral,
  type Trabalho,
  trimestreLabel,
} from '@gp/shared-contracts';
import { DataTable, formatDateTime, LoadError, reportFailure, useToast } from '@gp/shared-ui';
import { JobProgress, openDocument } from '@gp/shared-ui/remote';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useRemote } from '../../session/remote-context.js';
import { relatorioPath, useGerarRelatorio, useObraRelatorios } from './api.js';

const quarterKey = (q: { ano: number; trimestre: number }) => `${q.ano}-${q.trimestre}`;

/**
 * The work's quarterly reports (docs/domain.md, "Relatório trimestral"): generate (again) a quarter's,
 * follow its job in place, and open any stored version. The quarters offered, and why none may be, come
 * from the API (the same rule that refuses the others).
 */
export function RelatoriosCard({ obraId }: { obraId: string }) {
  const query = useObraRelatorios(obraId);
  const gerar = useGerarRelatorio();
  const { api } = useRemote();
  const toast = useToast();
  const [escolhido, setEscolhido] = useState<string | null>(null);
  const [trabalho, setTrabalho] = useState<string | null>(null);
  /** The followed job that has ended (its alert stays until closed; a new quarter may be asked). */
  const [terminado, setTerminado] = useState<string | null>(null);
  const data = query.data;
  const running = trabalho ?? data?.trabalho_id ?? null;
  const quarter = escolhido ?? (data?.trimestres[0] ? quarterKey(data.trimestres[0]) : null);
  // The list is read again once the followed job ends (JobProgress keeps the job under ['trabalho', id]).
  const queryClient = useQueryClient();
  const { refetch } = query;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const job = queryClient.getQueryData<Trabalho>(['trabalho', running]);
      if (job && ESTADOS_TRABALHO_FINAIS.includes(job.estado)) {
        clearInterval(timer);
        setTerminado(running);
        void refetch();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [running, queryClient, refetch]);
  return (
    <Card title="Relatórios trimestrais (PNTP)" size="small" style={{ marginBottom: 16 }}>
      {query.isError ? (
        <LoadError
          message="Não foi possível carregar os relatórios da obra."
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Flex vertical gap="small">
          {data.motivo ? (
            <Alert type="info" showIcon message={data.motivo} />
          ) : (
            <Flex gap="small" wrap align="center">
              <Select
                aria-label="Trimestre do relatório"
                style={{ minWidth: 220 }}
                value={quarter}
                onChange={setEscolhido}
                options={data.trimestres.map((q) => ({
                  value: quarterKey(q),
                  label: trimestreLabel(q.ano, q.trimestre),
                }))}
              />
              <Button
                type="primary"
                loading={gerar.isPending}
                disabled={!quarter || (running !== null && terminado !== running)}
                onClick={async () => {
                  const [ano, trimestre] = (quarter ?? '').split('-').map(Number) as [number, number];
                  try {
                    const res = await gerar.mutateAsync({ obraId, ano, trimestre });
                    setTrabalho(res.trabalho_id);
                  } catch (error) {
                    reportFailure(toast, error);
                  }
                }}
              >
                Gerar relatório
              </Button>
            </Flex>
          )}
          {running ? (
            <JobProgress
              key={running}
              api={api}
              id={running}
              onClose={() => {
                setTrabalho(null);
                void query.refetch();
              }}
            />
          ) : null}
          <RelatoriosTable relatorios={data.data} />
        </Flex>
      )}
    </Card>
  );
}

function RelatoriosTable({ relatorios }: { relatorios: RelatorioTrimestral[] }) {
  const { api, session } = useRemote();
  const toast = useToast();
  return (
    <DataTable
      label="Relatórios trimestrais da obra"
      emptyText="Nenhum relatório gerado ainda."
      data={relatorios}
      loading={false}
      columns={[
        {
          title: 'Trimestre',
          key: 'trimestre',
          render: (_v, r: RelatorioTrimestral) => trimestreLabel(r.ano, r.trimestre),
        },
        { title: 'Versão', dataIndex: 'versao', key: 'versao' },
        {
          title: 'Gerado em',
          key: 'gerado_em',
          render: (_v, r: RelatorioTrimestral) => formatDateTime(r.gerado_em),
        },
        {
          title: 'Por',
          key: 'gerado_por',
          render: (_v, r: RelatorioTrimestral) => r.gerado_por?.name ?? 'Agendamento trimestral',
        },
        { title: 'Páginas', dataIndex: 'paginas', key: 'paginas' },
        {
          title: '',
          key: 'abrir',
          render: (_v, r: RelatorioTrimestral) => (
            <Button
              size="small"
              icon={<FilePdfOutlined />}
              aria-label={`Abrir o relatório do ${trimestreLabel(r.ano, r.trimestre)}, versão ${r.versao}`}
              onClick={() =>
                openDocument(api, session.apiBaseUrl, relatorioPath(r.id)).catch((e) =>
                  reportFailure(toast, e),
                )
              }
            >
              Abrir
            </Button>
          ),
        },
      ]}
    />
  );
}
