import { SITUACAO_IMPLANTACAO_LABELS, type SituacaoImplantacao } from '@gp/shared-contracts';
import { Tag } from 'antd';

/** An import's state as a tag, in the list and on the wizard's title. */
const COR: Record<SituacaoImplantacao, string> = {
  enviada: 'default',
  validada: 'processing',
  gravando: 'warning',
  gravada: 'success',
  desfeita: 'error',
};

export const SituacaoTag = ({ situacao }: { situacao: SituacaoImplantacao }) => (
  <Tag color={COR[situacao]}>{SITUACAO_IMPLANTACAO_LABELS[situacao]}</Tag>
);
