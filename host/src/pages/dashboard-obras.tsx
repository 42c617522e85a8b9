import type { Dashboard } from '@gp/shared-contracts';
import { Card, Col, Empty, List, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type ObrasFigures = NonNullable<Dashboard['obras']>;

const OBRAS = '/app/obras/obra';
const LICENCAS = '/app/obras/licencaambiental';

type Figure = { key: string; label: string; value: number; to?: string; warn?: boolean };

/** One line of the card: the label (a link to the list filtered, when the list has that filter) and the count. */
function FigureItem({ figure }: { figure: Figure }) {
  const count = figure.value.toLocaleString('pt-BR');
  const label: ReactNode = figure.to ? (
    <Link to={figure.to} aria-label={`${figure.label}: ${count}`}>
      {figure.label}
    </Link>
  ) : (
    <Typography.Text>{figure.label}</Typography.Text>
  );
  return (
    <List.Item
      extra={
        <Typography.Text strong type={figure.warn && figure.value > 0 ? 'danger' : undefined}>
          {count}
        </Typography.Text>
      }
    >
      {label}
    </List.Item>
  );
}

function FigureList({ title, figures }: { title: string; figures: Figure[] }) {
  return (
    <List
      size="small"
      header={<Typography.Text strong>{title}</Typography.Text>}
      dataSource={figures}
      rowKey="key"
      renderItem={(figure) => <FigureItem figure={figure} />}
    />
  );
}

/**
 * The works at a glance on the dashboard (support with `hasObras`): the works by situação and what needs
 * attention (paralisadas, sem CNO, licences expiring or expired), each opening the list filtered where
 * the list has that filter. Support's figures are those of every client of the application.
 */
export function ObrasCard({
  figures,
  loading,
  allClients,
}: {
  figures: ObrasFigures | undefined;
  loading: boolean;
  allClients: boolean;
}) {
  return (
    <Card
      title="Obras"
      loading={loading}
      extra={
        <Typography.Text type="secondary">
          {allClients ? 'De todos os clientes · ' : ''}
          <Link to={OBRAS}>Ver obras</Link>
        </Typography.Text>
      }
    >
      {!figures || figures.total === 0 ? (
        <Empty description="Nenhuma obra cadastrada." />
      ) : (
        <Row gutter={[24, 8]}>
          <Col xs={24} md={12}>
            <FigureList
              title={`Por situação (${figures.total.toLocaleString('pt-BR')} obras)`}
              figures={figures.porSituacao.map((s) => ({
                key: `situacao-${s.situacao}`,
                label: s.descricao,
                value: s.quantidade,
                to: `${OBRAS}?situacao=${s.situacao}`,
              }))}
            />
          </Col>
          <Col xs={24} md={12}>
            <FigureList
              title="Atenção"
              figures={[
                { key: 'paralisadas', label: 'Paralisadas', value: figures.paralisadas, warn: true },
                {
                  key: 'paralisadas-mes',
                  label: 'Paralisadas há mais de um mês',
                  value: figures.paralisadasHaMaisDeUmMes,
                  warn: true,
                },
                {
                  key: 'sem-cno',
                  label: 'Sem CNO após 30 dias do início',
                  value: figures.semCno,
                  warn: true,
                },
                {
                  key: 'a-vencer',
                  label: 'Licenças a vencer (até 60 dias)',
                  value: figures.licencas.aVencer,
                  to: `${LICENCAS}?vencimento=a_vencer&ativo=true`,
                  warn: true,
                },
                {
                  key: 'vencidas',
                  label: 'Licenças vencidas',
                  value: figures.licencas.vencidas,
                  to: `${LICENCAS}?vencimento=vencida&ativo=true`,
                  warn: true,
                },
              ]}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}
