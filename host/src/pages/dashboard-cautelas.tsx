import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { StatCard } from './stat-card.js';

/** The Aceites e cautelas list filtered on the overdue cautelas (remote-patrimonio's `atrasadas` filter). */
export const CAUTELAS_VENCIDAS_LINK = '/app/patrimonio/aceites?atrasadas=true';

/**
 * "Cautelas vencidas" on the dashboard (docs/domain.md, "Carga patrimonial"): the accepted cautelas past
 * their expected return that the caller's Aceites e cautelas list shows (the API's count, null when the
 * caller's sidebar does not offer that screen: then no card), opening that list filtered. A count above
 * zero reads in red: an asset is out longer than agreed.
 */
export function CautelasVencidasCard({ value }: { value: number }) {
  return (
    // Named by its own text (title, figure, description), as the patrimônio cards (WCAG 2.5.3).
    <Link to={CAUTELAS_VENCIDAS_LINK} style={{ display: 'block', height: '100%' }}>
      <StatCard
        hoverable
        title="Cautelas vencidas"
        value={value}
        description={
          <Typography.Text type={value > 0 ? 'danger' : 'secondary'}>
            {value > 0 ? 'Bens fora além do retorno previsto' : 'Nenhum bem fora além do retorno previsto'}
          </Typography.Text>
        }
      />
    </Link>
  );
}
