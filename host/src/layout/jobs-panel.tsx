import { CloudSyncOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  ESTADO_TRABALHO_LABELS,
  ESTADOS_TRABALHO_FINAIS,
  parseJson,
  progressPercent,
  type Trabalho,
  TrabalhosListSchema,
} from '@gp/shared-contracts';
import { formatDateTime, reportFailure, saveBlob, Tooltip, useToast } from '@gp/shared-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Drawer, Empty, Flex, List, Progress, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useHost, useSession } from '../app/host-context.js';

/**
 * Trabalhos (docs/frontend.md, "Trabalhos"): the long work the user started — a depreciation run, a large
 * export — with its progress, its result's link and its error, from the header of every page. The list
 * is read again every 2 s while something of it is queued or running, every 15 s otherwise.
 */

const STATE_COLORS: Record<Trabalho['estado'], string> = {
  na_fila: 'default',
  executando: 'processing',
  concluido: 'success',
  falhou: 'error',
  cancelado: 'warning',
};

const active = (j: Trabalho) => !ESTADOS_TRABALHO_FINAIS.includes(j.estado);

/** One job: title, state, progress bar while it runs, its error, its result and file. */
function JobItem({ job, onDownload }: { job: Trabalho; onDownload: (j: Trabalho) => void }) {
  const percent = progressPercent(job);
  const file = job.resultado?.arquivo;
  return (
    <List.Item data-testid={`trabalho-${job.id}`}>
      <Flex vertical gap={4} style={{ width: '100%' }}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text strong>{job.titulo}</Typography.Text>
          <Tag color={STATE_COLORS[job.estado]}>{ESTADO_TRABALHO_LABELS[job.estado]}</Tag>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Iniciado em {formatDateTime(job.criado_em)}
          {job.terminado_em ? ` · terminou em ${formatDateTime(job.terminado_em)}` : ''}
        </Typography.Text>
        {active(job) ? (
          <>
            <Progress
              percent={percent ?? 100}
              status="active"
              showInfo={percent !== null}
              aria-label={`Progresso de ${job.titulo}`}
            />
            {job.progresso.mensagem ? (
              <Typography.Text type="secondary">{job.progresso.mensagem}</Typography.Text>
            ) : null}
          </>
        ) : null}
        {job.estado === 'falhou' && job.erro ? (
          <Typography.Text type="danger">{job.erro}</Typography.Text>
        ) : null}
        {job.estado === 'concluido' ? (
          <Flex align="center" gap={8} wrap>
            {job.resultado?.quantidade !== null && job.resultado?.quantidade !== undefined ? (
              <Typography.Text>
                {job.resultado.quantidade.toLocaleString('pt-BR')}{' '}
                {job.resultado.quantidade === 1 ? 'registro' : 'registros'}
              </Typography.Text>
            ) : null}
            {file ? (
              <Tooltip title={`Disponível até ${formatDateTime(file.expira_em)}`}>
                <Button size="small" icon={<DownloadOutlined />} onClick={() => onDownload(job)}>
                  Baixar {file.nome}
                </Button>
              </Tooltip>
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </List.Item>
  );
}

/** The jobs, newest first (the drawer's content). */
export function JobsList({ jobs, onDownload }: { jobs: Trabalho[]; onDownload: (j: Trabalho) => void }) {
  if (jobs.length === 0) {
    return <Empty description="Nenhum trabalho iniciado por você." image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  }
  return (
    <List dataSource={jobs} rowKey="id" renderItem={(j) => <JobItem job={j} onDownload={onDownload} />} />
  );
}

/** The header's button: a badge counting what runs now, and the drawer with the list. */
export function JobsButton() {
  const { api } = useHost();
  const toast = useToast();
  const queryClient = useQueryClient();
  const localId = useSession((s) => s.selected?.location.id ?? null);
  const [open, setOpen] = useState(false);
  const jobs = useQuery({
    queryKey: ['trabalhos', localId],
    enabled: localId !== null,
    queryFn: async () => (await parseJson(TrabalhosListSchema, api.get('trabalhos'))).data,
    // Every 2 s while something runs; else every 15 s, so a job started by a screen shows up in the badge.
    refetchInterval: (q) => (q.state.data?.some(active) ? 2000 : 15_000),
  });
  const running = jobs.data?.filter(active).length ?? 0;
  const download = (j: Trabalho) => {
    const file = j.resultado?.arquivo;
    if (!file) return;
    // The file is served only with the token: fetched through the host's client, then saved.
    api
      .get(file.link.replace(/^\/+/, ''))
      .blob()
      .then((blob) => saveBlob(blob, file.nome))
      .catch((error: unknown) => reportFailure(toast, error));
  };
  return (
    <>
      <Tooltip title="Trabalhos">
        <Badge count={running} size="small">
          <Button
            type="text"
            aria-label="Trabalhos"
            data-testid="jobs-button"
            icon={<CloudSyncOutlined />}
            onClick={() => {
              setOpen(true);
              void queryClient.invalidateQueries({ queryKey: ['trabalhos', localId] });
            }}
          />
        </Badge>
      </Tooltip>
      <Drawer title="Trabalhos" open={open} onClose={() => setOpen(false)} width={420} destroyOnHidden>
        {jobs.isError ? (
          <Typography.Text type="danger">Não foi possível carregar os trabalhos.</Typography.Text>
        ) : (
          <JobsList jobs={jobs.data ?? []} onDownload={download} />
        )}
      </Drawer>
    </>
  );
}
