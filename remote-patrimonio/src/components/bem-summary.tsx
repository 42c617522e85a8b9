import type { Bem } from '@gp/shared-contracts';
import { formatMoney, LoadError } from '@gp/shared-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Descriptions, Skeleton } from 'antd';
import { SituacaoTag } from './asset-labels.js';

/** Who the asset is and where it stands now: the head of its movements and attachments. */
export function BemSummary({ bem }: { bem: Bem }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'codigo', label: 'Código', children: bem.CodigoBEM },
        { key: 'descricao', label: 'Descrição', children: bem.descricao },
        { key: 'categoria', label: 'Categoria', children: bem.categoria.nome },
        { key: 'situacao', label: 'Situação', children: <SituacaoTag situacao={bem.situacao} /> },
        {
          key: 'local',
          label: 'Localização',
          children: bem.setor ? `${bem.secretaria.name} / ${bem.setor.name}` : bem.secretaria.name,
        },
        { key: 'responsavel', label: 'Responsável', children: bem.responsavel ?? '-' },
        { key: 'valor', label: 'Valor atual', children: formatMoney(bem.valor_atual) },
      ]}
    />
  );
}

/**
 * The head of an asset's pages (movements, attachments): its summary in a card, a skeleton while it
 * loads, and the load error with a retry above it.
 */
export function BemSummaryCard({ bem }: { bem: UseQueryResult<Bem> }) {
  return (
    <>
      {bem.isError ? (
        <LoadError message="Não foi possível carregar o bem." onRetry={() => bem.refetch()} />
      ) : null}
      <Card>{bem.data ? <BemSummary bem={bem.data} /> : <Skeleton active paragraph={{ rows: 2 }} />}</Card>
    </>
  );
}
