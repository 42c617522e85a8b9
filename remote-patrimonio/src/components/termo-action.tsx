import { FileProtectOutlined } from '@ant-design/icons';
import { reportFailure, useToast } from '@gp/shared-ui';
import { RowAction } from '@gp/shared-ui/list';
import { openDocument } from '@gp/shared-ui/remote';
import { useState } from 'react';
import { useRemote } from '../session/remote-context.js';
import { issueTermo, termoMovimentacaoPath } from './termos.js';

/**
 * A movement row's 'Emitir termo' (a transfer's or a baixa's): opens the movement's termo, issued on the
 * first click and the stored document afterwards (the API issues a movement's termo once).
 */
export function TermoMovimentacaoAction({
  movimentacaoId,
  codigo,
}: {
  movimentacaoId: string;
  codigo: number;
}) {
  const { api, session } = useRemote();
  const toast = useToast();
  const [issuing, setIssuing] = useState(false);
  return (
    <RowAction
      title="Emitir termo"
      label={`Emitir termo da movimentação do bem ${codigo}`}
      icon={<FileProtectOutlined />}
      disabled={issuing}
      onClick={async () => {
        setIssuing(true);
        try {
          await openDocument(api, session.apiBaseUrl, () =>
            issueTermo(api, termoMovimentacaoPath(movimentacaoId), {}),
          );
        } catch (error) {
          reportFailure(toast, error);
        } finally {
          setIssuing(false);
        }
      }}
    />
  );
}
