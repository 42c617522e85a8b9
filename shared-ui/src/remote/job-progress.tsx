import { DownloadOutlined } from '@ant-design/icons';
import {
  ESTADO_TRABALHO_LABELS,
  ESTADOS_TRABALHO_FINAIS,
  parseJson,
  progressPercent,
  TrabalhoSchema,
} from '@gp/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Progress, Typography } from 'antd';
import type { KyInstance } from 'ky';
import { useState } from 'react';
import { formatDateTime } from '../dates.js';
import { reportFailure } from '../failure.js';
import { useToast } from '../toast.js';
import { downloadFile } from './protected-file.js';

/** How often a job is read again while it is queued or running. */
const POLL_MS = 1000;

/**
 * A job a screen started (docs/frontend.md, "Trabalhos"), shown where it was asked: a PDF of more than 200
 * pages the API makes in the background (202). Its progress while it runs, then its file's link (until it
 * expires), or its error; the same job is in the header's Trabalhos panel.
 */
export function JobProgress({ api, id, onClose }: { api: KyInstance; id: string; onClose?: () => void }) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const query = useQuery({
    queryKey: ['trabalho', id],
    queryFn: () => parseJson(TrabalhoSchema, api.get(`trabalhos/${encodeURIComponent(id)}`)),
    refetchInterval: (q) =>
      q.state.data && ESTADOS_TRABALHO_FINAIS.includes(q.state.data.estado) ? false : POLL_MS,
  });
  const job = query.data;
  if (!job) {
    return query.isError ? (
      <Alert
        type="error"
        showIcon
        message="Não foi possível acompanhar o trabalho."
        closable
        onClose={onClose}
      />
    ) : null;
  }
  const percent = progressPercent(job);
  const file = job.resultado?.arquivo;
  const failed = job.estado === 'falhou' || job.estado === 'cancelado';
  return (
    <Alert
      data-testid="trabalho-progresso"
      type={failed ? 'error' : job.estado === 'concluido' ? 'success' : 'info'}
      showIcon
      closable={Boolean(onClose)}
      onClose={onClose}
      message={`${job.titulo}: ${ESTADO_TRABALHO_LABELS[job.estado].toLowerCase()}`}
      description={
        <Flex vertical gap={4}>
          {ESTADOS_TRABALHO_FINAIS.includes(job.estado) ? null : (
            <>
              <Progress
                percent={percent ?? 100}
                status="active"
                showInfo={percent !== null}
                aria-label={`Progresso de ${job.titulo}`}
              />
              <Typography.Text type="secondary">
                {job.progresso.mensagem ?? 'Aguardando a vez na fila de trabalhos.'}
              </Typography.Text>
            </>
          )}
          {failed && job.erro ? <Typography.Text type="danger">{job.erro}</Typography.Text> : null}
          {job.estado === 'concluido' && file ? (
            <Flex align="center" gap={8} wrap>
              <Button
                icon={<DownloadOutlined />}
                loading={saving}
                onClick={async () => {
                  setSaving(true);
                  try {
                    await downloadFile(api, file.link, file.nome);
                  } catch (error) {
                    reportFailure(toast, error);
                  } finally {
                    setSaving(false);
                  }
                }}
              >
                Baixar {file.nome}
              </Button>
              <Typography.Text type="secondary">
                Disponível até {formatDateTime(file.expira_em)}
              </Typography.Text>
            </Flex>
          ) : null}
        </Flex>
      }
    />
  );
}
