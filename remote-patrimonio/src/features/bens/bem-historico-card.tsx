import { formatDateTime, LoadError } from '@gp/shared-ui';
import { Card, Empty, Skeleton, Timeline, Typography } from 'antd';
import { useHistorico } from './api.js';
import { actionLabel, describeValue, fieldLabel, type NameLookup, visibleChanges } from './bem-historico.js';

/** The asset's change history (every write is audited and shown on the asset page), newest first. */
export function BemHistoricoCard({ bemId, names }: { bemId: string; names: NameLookup }) {
  const historico = useHistorico(bemId);

  let body = <Skeleton active paragraph={{ rows: 4 }} />;
  if (historico.isError)
    body = <LoadError message="Não foi possível carregar o histórico." onRetry={() => historico.refetch()} />;
  else if (historico.data?.length === 0) body = <Empty description="Nenhuma alteração registrada." />;
  else if (historico.data)
    body = (
      <Timeline
        items={historico.data.map((item, index) => ({
          key: `${item.at}-${index}`,
          children: (
            <>
              <Typography.Text strong>{actionLabel(item.action, item.entity)}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {formatDateTime(item.at)} · {item.user?.fullname ?? 'Sistema'}
              </Typography.Text>
              {visibleChanges(item.changes).length > 0 ? (
                <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                  {visibleChanges(item.changes).map((change) => (
                    <li key={change.field}>
                      {fieldLabel(change.field)}: {describeValue(change.field, change.before, names)} →{' '}
                      {describeValue(change.field, change.after, names)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ),
        }))}
      />
    );

  return (
    <Card title="Histórico de alterações" id="historico">
      {body}
    </Card>
  );
}
