import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';

type StatCardProps = {
  title: string;
  value: number | string;
  /** After the value, smaller: "de 12". */
  suffix?: string;
  /** A line under the value. */
  description?: ReactNode;
  loading?: boolean;
  hoverable?: boolean;
};

/**
 * One figure of the dashboard: a card with its title, its value (thousands with a dot) and a line under it,
 * drawn with antd's Card and Statistic, as tall as the others of its row.
 */
export function StatCard({ title, value, suffix, description, loading, hoverable }: StatCardProps) {
  return (
    <Card hoverable={hoverable} loading={loading} style={{ height: '100%' }}>
      <Statistic title={title} value={value} suffix={suffix} groupSeparator="." />
      {description ? <div style={{ marginTop: 8 }}>{description}</div> : null}
    </Card>
  );
}
