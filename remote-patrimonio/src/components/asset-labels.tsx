import {
  ESTADO_LABELS,
  type EstadoConservacao,
  SITUACAO_LABELS,
  type SituacaoBem,
  TIPO_BEM_LABELS,
  type TipoBem,
} from '@gp/shared-contracts';
import { Tag } from 'antd';

const SITUACAO_COLORS: Record<SituacaoBem, string> = {
  em_uso: 'success',
  ocioso: 'default',
  em_manutencao: 'warning',
  cedido: 'processing',
  baixado: 'error',
};

/** Situação of an asset (docs/domain.md, "Bens e categorias") as a coloured tag. */
export function SituacaoTag({ situacao }: { situacao: string }) {
  const known = situacao in SITUACAO_LABELS ? (situacao as SituacaoBem) : null;
  return (
    <Tag color={known ? SITUACAO_COLORS[known] : 'default'}>{known ? SITUACAO_LABELS[known] : situacao}</Tag>
  );
}

export const estadoLabel = (estado: string) => ESTADO_LABELS[estado as EstadoConservacao] ?? estado;
export const tipoBemLabel = (tipo: string) => TIPO_BEM_LABELS[tipo as TipoBem] ?? tipo;
export const situacaoLabel = (situacao: string) => SITUACAO_LABELS[situacao as SituacaoBem] ?? situacao;
