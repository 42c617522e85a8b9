import { type DepreciacaoBem, periodLabel } from '@gp/shared-contracts';
import { DataTable, formatMoney, LoadError } from '@gp/shared-ui';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { chartPath, chartSentence, depreciationPoints, timeTicks, valueTicks } from './bem-depreciacao.js';
import { useDepreciacaoDoBem } from './bem-depreciacao-api.js';

const WIDTH = 600;
const HEIGHT = 140;
/** The value axis' three marks (top, middle, bottom), as keys. */
const TICK_KEYS = ['maximo', 'metade', 'zero'];
const money = (cents: number) => formatMoney((cents / 100).toFixed(2));

/**
 * The asset's book value over time on its page: each processed depreciation month (solid line) and the
 * straight line its remaining useful life takes it to the residual value (dashed), with the value and
 * time axes, a legend, the sentence that says it, and the months in a table. Shown to whoever may
 * read the depreciation; the numbers are the depreciation screen's.
 */
export function BemDepreciacaoCard({ bemId }: { bemId: string }) {
  const depreciacao = useDepreciacaoDoBem(bemId);
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
    const meses = depreciacao.data.meses;
    const points = depreciationPoints(meses);
    const done = points.filter((p) => !p.projected);
    const end = points.at(-1)!;
    const line = chartPath(points, WIDTH, HEIGHT);
    const solid = line.split(' ').slice(0, done.length).join(' ');
    const dashed = line
      .split(' ')
      .slice(done.length - 1)
      .join(' ');
    const description = chartSentence(points, money);
    const ticks = timeTicks(points);
    body = (
      <Flex vertical gap="small">
        <Typography.Text>{description}</Typography.Text>
        <figure aria-label="Gráfico do valor contábil" style={{ margin: 0 }}>
          <div style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 8 }}>
            {/* The value axis: its marks beside the drawing, in reais. */}
            <div
              aria-hidden
              style={{
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'space-between',
                textAlign: 'right',
                fontSize: 12,
                height: 160,
              }}
            >
              {valueTicks(points).map((c, i) => (
                <Typography.Text
                  key={TICK_KEYS[i]}
                  type="secondary"
                  style={{ fontSize: 12, whiteSpace: 'nowrap' }}
                >
                  {money(c)}
                </Typography.Text>
              ))}
            </div>
            <svg
              role="img"
              aria-label={description}
              viewBox={`-4 -4 ${WIDTH + 8} ${HEIGHT + 8}`}
              preserveAspectRatio="none"
              style={{
                width: '100%',
                height: 160,
                borderLeft: '1px solid #94a3b8',
                borderBottom: '1px solid #94a3b8',
              }}
            >
              <title>{description}</title>
              <line
                x1={0}
                y1={HEIGHT / 2}
                x2={WIDTH}
                y2={HEIGHT / 2}
                stroke="#e2e8f0"
                vectorEffect="non-scaling-stroke"
              />
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
            <span />
            {/* The time axis: the first month, the latest processed and the end of the forecast. */}
            <Flex aria-hidden justify="space-between">
              {ticks.map((t) => (
                <Typography.Text key={t} type="secondary" style={{ fontSize: 12 }}>
                  {t}
                </Typography.Text>
              ))}
            </Flex>
          </div>
          <figcaption>
            <Flex gap="middle" wrap style={{ fontSize: 12 }}>
              <span>
                <span aria-hidden style={{ color: '#1d4ed8' }}>
                  ━{' '}
                </span>
                Valor contábil (meses processados)
              </span>
              {end.projected ? (
                <span>
                  <span aria-hidden style={{ color: '#64748b' }}>
                    ┅{' '}
                  </span>
                  Previsto até o valor residual
                </span>
              ) : null}
            </Flex>
          </figcaption>
        </figure>
        <DataTable<DepreciacaoBem['meses'][number]>
          label="Meses de depreciação do bem"
          size="small"
          rowKey={(m) => `${m.ano}-${m.mes}`}
          data={meses}
          columns={[
            { title: 'Mês', key: 'mes', width: 90, render: (_v, m) => periodLabel(m) },
            { title: 'Valor anterior', dataIndex: 'valor_anterior', align: 'right', render: formatMoney },
            { title: 'Quota', dataIndex: 'quota', align: 'right', render: formatMoney },
            { title: 'Valor contábil', dataIndex: 'valor_atual', align: 'right', render: formatMoney },
            {
              title: 'Depreciação acumulada',
              dataIndex: 'depreciacao_acumulada',
              align: 'right',
              render: formatMoney,
            },
            { title: 'Meses restantes', dataIndex: 'meses_restantes', align: 'right', width: 110 },
          ]}
        />
      </Flex>
    );
  }
  return (
    <Card title="Depreciação" size="small" style={{ marginBottom: 16 }}>
      {body}
    </Card>
  );
}
