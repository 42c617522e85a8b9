import { DepreciacaoBemSchema, parseJson } from '@gp/shared-contracts';
import { formatMoney, LoadError } from '@gp/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import type { KyInstance } from 'ky';
import { keys } from '../../query-keys.js';
import { useRemote } from '../../session/remote-context.js';
import { chartPath, depreciationPoints } from './bem-depreciacao.js';

// The call lives with the card, on the asset page's own chunk: the depreciation contracts stay out of
// the code every visit to the area downloads.
/** GET /patrimonio/depreciacao/bem/{id}: the asset's processed depreciation months, oldest first. */
export async function getDepreciacaoDoBem(api: KyInstance, bemId: string) {
  return parseJson(DepreciacaoBemSchema, api.get(`patrimonio/depreciacao/bem/${encodeURIComponent(bemId)}`));
}

/** The asset's depreciation over time; read again with the asset and with every depreciation action. */
export function useDepreciacaoDoBem(bemId: string, enabled: boolean) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: [...keys.resource(localId, 'depreciacao'), 'bem', bemId],
    queryFn: () => getDepreciacaoDoBem(api, bemId),
    enabled,
  });
}

const WIDTH = 600;
const HEIGHT = 140;
const money = (cents: number) => formatMoney((cents / 100).toFixed(2));

/**
 * The asset's book value over time on its page: each processed depreciation month (solid line) and the
 * straight line its remaining useful life takes it to the residual value (dashed). Shown to whoever may
 * read the depreciation; the numbers are the depreciation screen's.
 */
export function BemDepreciacaoCard({ bemId }: { bemId: string }) {
  const depreciacao = useDepreciacaoDoBem(bemId, true);
  let body = <Skeleton active paragraph={{ rows: 3 }} />;
  if (depreciacao.isError)
    body = (
      <LoadError
        message="Não foi possível carregar a depreciação do bem."
        onRetry={() => depreciacao.refetch()}
      />
    );
  else if (depreciacao.data?.meses.length === 0)
    body = <Empty description="Nenhum mês de depreciação processado para este bem." />;
  else if (depreciacao.data) {
    const points = depreciationPoints(depreciacao.data.meses);
    const done = points.filter((p) => !p.projected);
    const first = points[0]!;
    const last = done.at(-1)!;
    const end = points.at(-1)!;
    const line = chartPath(points, WIDTH, HEIGHT);
    const solid = line.split(' ').slice(0, done.length).join(' ');
    const dashed = line
      .split(' ')
      .slice(done.length - 1)
      .join(' ');
    const description =
      `Valor contábil de ${money(first.cents)} em ${first.label} a ${money(last.cents)} em ${last.label}` +
      (end.projected ? `; previsto ${money(end.cents)} (residual) em ${end.label}.` : '.');
    body = (
      <Flex vertical gap="small">
        <svg
          role="img"
          aria-label={description}
          viewBox={`-4 -4 ${WIDTH + 8} ${HEIGHT + 8}`}
          preserveAspectRatio="none"
          style={{ width: '100%', height: 160 }}
        >
          <title>{description}</title>
          <polyline
            points={solid}
            fill="none"
            stroke="#1d4ed8"
            strokeWidth={2.5}
            vectorEffect="non-scaling-stroke"
          />
          {end.projected ? (
            <polyline
              points={dashed}
              fill="none"
              stroke="#64748b"
              strokeWidth={2}
              strokeDasharray="6 5"
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
        </svg>
        <Typography.Text type="secondary">{description}</Typography.Text>
      </Flex>
    );
  }
  return (
    <Card title="Depreciação" size="small" style={{ marginBottom: 16 }}>
      {body}
    </Card>
  );
}
