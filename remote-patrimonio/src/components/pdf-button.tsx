import { reportFailure, Tooltip, useToast } from '@gp/shared-ui';
import { openDocument } from '@gp/shared-ui/remote';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useRemote } from '../session/remote-context.js';

/**
 * GET /patrimonio/bempatrimonial/reports/movimentacoes/bem/{id}: an asset's movement history as PDF
 * ('Histórico (PDF)' of the asset's page and of its movements page).
 */
export const historicoPdfPath = (bemId: string) =>
  `patrimonio/bempatrimonial/reports/movimentacoes/bem/${encodeURIComponent(bemId)}`;

type PdfButtonProps = {
  /** The API call that answers the PDF (GET), relative to the API base. */
  path: string;
  icon: ReactNode;
  children: string;
  /** On a phone: the icon only, its name on hover and for screen readers. */
  compact?: boolean;
  /** A PDF of more than 200 pages is made by a job (202): the page shows its progress. */
  onQueued?: (trabalhoId: string) => void;
};

/**
 * A header button that opens a PDF document of the API in a new window, titled and named by the API;
 * loading until it is there.
 */
export function PdfButton({ path, icon, children, compact = false, onQueued }: PdfButtonProps) {
  const { api, session } = useRemote();
  const toast = useToast();
  const [opening, setOpening] = useState(false);
  const button = (
    <Button
      icon={icon}
      loading={opening}
      aria-label={compact ? children : undefined}
      onClick={async () => {
        setOpening(true);
        try {
          const job = await openDocument(api, session.apiBaseUrl, path, { mayQueue: Boolean(onQueued) });
          if (job) onQueued?.(job);
        } catch (error) {
          reportFailure(toast, error);
        } finally {
          setOpening(false);
        }
      }}
    >
      {compact ? null : children}
    </Button>
  );
  return compact ? <Tooltip title={children}>{button}</Tooltip> : button;
}
