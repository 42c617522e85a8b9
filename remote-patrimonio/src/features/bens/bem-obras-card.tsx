import type { Bem } from '@gp/shared-contracts';
import { Card, List } from 'antd';
import { Link } from 'react-router-dom';
import { useRemote } from '../../session/remote-context.js';

const COMO = { imovel: 'Originou o imóvel', melhoria: 'Melhoria' } as const;

/**
 * The works (Obras) received definitively that made this imóvel or improved it (docs/domain.md, "Obras"),
 * each linking to the work's page in the works area, beside this one under the same parent (/app).
 */
export function BemObrasCard({ bem }: { bem: Bem }) {
  const { paths } = useRemote();
  if (bem.obras.length === 0) return null;
  const obras = paths.bens().replace(/\/patrimonio$/, '/obras');
  return (
    <Card title="Obras" size="small" style={{ marginBottom: 16 }}>
      <List
        size="small"
        dataSource={bem.obras}
        renderItem={(o) => (
          <List.Item key={o.id}>
            <Link to={`${obras}/obra/editar?id=${encodeURIComponent(o.id)}`}>
              {o.numero} — {o.objeto}
            </Link>{' '}
            ({COMO[o.incorporacao]})
          </List.Item>
        )}
      />
    </Card>
  );
}
