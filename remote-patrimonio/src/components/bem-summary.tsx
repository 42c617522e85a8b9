import type { Bem } from '@gp/shared-contracts';
import { formatMoney } from '@gp/shared-ui';
import { Descriptions } from 'antd';
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
