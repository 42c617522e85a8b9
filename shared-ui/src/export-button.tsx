import { DownloadOutlined } from '@ant-design/icons';
import type { ExportFormat } from '@gp/shared-contracts';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { reportFailure } from './failure.js';
import { useToast } from './toast.js';

export type ExportChoice = { key: string; label: string; run: () => Promise<unknown> };

/**
 * What a choice's `run` returns when the API answered 202: the file is large and made by a job (docs/api.md,
 * "Trabalhos"); the user downloads it from the jobs panel when it is done.
 */
export const EXPORT_QUEUED = 'exportacao-na-fila';
export const EXPORT_QUEUED_TEXT =
  'A exportação é grande e está sendo gerada em segundo plano: baixe o arquivo em Trabalhos, no topo da página, quando terminar.';

const FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV (planilha, separador ;)',
  xlsx: 'XLSX (Excel)',
};

/** The two formats the server writes as menu choices; `part` names which file when a report has several. */
export const formatChoices = (
  run: (formato: ExportFormat) => Promise<unknown>,
  part?: string,
): ExportChoice[] =>
  (['csv', 'xlsx'] as const).map((formato) => ({
    key: `${part ?? ''}:${formato}`,
    label: part ? `${part}: ${FORMAT_LABELS[formato]}` : FORMAT_LABELS[formato],
    run: () => run(formato),
  }));

/**
 * A report's download button: a menu of its files (formats, parts); the server builds the file and the
 * button spins until it is saved; a failure is told in the toast.
 */
export function ExportButton({
  label,
  choices,
  compact = false,
}: {
  label: string;
  choices: ExportChoice[];
  /** Its icon only (a phone's header): the name stays its accessible name. */
  compact?: boolean;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (key: string) => {
    const choice = choices.find((c) => c.key === key);
    if (!choice) return;
    setBusy(true);
    try {
      if ((await choice.run()) === EXPORT_QUEUED) toast.info(EXPORT_QUEUED_TEXT);
    } catch (error) {
      reportFailure(toast, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items: choices.map(({ key, label }) => ({ key, label })), onClick: ({ key }) => run(key) }}
    >
      <Button
        icon={<DownloadOutlined />}
        loading={busy}
        aria-label={label}
        title={compact ? label : undefined}
      >
        {compact ? null : label}
      </Button>
    </Dropdown>
  );
}
