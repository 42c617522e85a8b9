import type { LoteAguardandoAceite } from '@gp/shared-contracts';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ACEITES_LINK_LABEL, aguardandoAceiteText } from '../../components/aguardando-aceite.js';
import { useRemote } from '../../session/remote-context.js';
import { bensWord } from './lote-text.js';

/**
 * The result of a batch transfer to another setor (decision 062): nothing moved yet; the batch waits for
 * the aceite of the setor's head, and its termo comes with it. A link opens the aceites list.
 */
export function LoteAguardando({ lote, onClose }: { lote: LoteAguardandoAceite; onClose: () => void }) {
  const { paths } = useRemote();
  const navigate = useNavigate();
  return (
    <Alert
      type="info"
      showIcon
      closable
      onClose={onClose}
      style={{ marginBottom: 16 }}
      message={aguardandoAceiteText(lote.recebedor.nome)}
      description={`${bensWord(lote.quantidade)} em lote: ${lote.quantidade === 1 ? 'será movimentado' : 'serão movimentados'} quando o aceite for registrado.`}
      action={
        <Button size="small" onClick={() => navigate(paths.aceites())}>
          {ACEITES_LINK_LABEL}
        </Button>
      }
    />
  );
}
