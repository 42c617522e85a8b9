import type { Bem } from '@gp/shared-contracts';
import { formatDate } from '@gp/shared-ui';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { useRemote } from '../../session/remote-context.js';

/**
 * The asset is out on a cautela past its expected return (docs/domain.md, "Carga patrimonial"): the API's
 * `cautela_vencida`, the same item the aceites list shows as late, with where it went and with whom.
 */
export function BemCautelaAlert({ bem }: { bem: Bem }) {
  const { paths } = useRemote();
  const c = bem.cautela_vencida;
  if (!c) return null;
  const onde = [c.destino ? `destino ${c.destino}` : null, `com ${c.recebedor}`].filter(Boolean).join(', ');
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      message={`Cautela vencida desde ${formatDate(c.data_prevista_retorno)} — ${onde}`}
      description={
        <>
          O bem devia ter voltado nessa data. A devolução é registrada em{' '}
          <Link to={`${paths.aceites()}?atrasadas=true`}>Aceites e cautelas</Link>.
        </>
      }
    />
  );
}
