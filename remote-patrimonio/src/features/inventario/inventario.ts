import { ESTADO_INVENTARIO_LABELS, type Inventario, TIPO_INVENTARIO_LABELS } from '@gp/shared-contracts';
import { formatDate } from '@gp/shared-ui';

/** How a campaign is named on its pages: its kind, its unit, its state (pure, tested). */
export const tipoTexto = (i: Pick<Inventario, 'tipo'>) => TIPO_INVENTARIO_LABELS[i.tipo];
export const estadoTexto = (i: Pick<Inventario, 'estado'>) => ESTADO_INVENTARIO_LABELS[i.estado];
export const estadoCor = (i: Pick<Inventario, 'estado'>) =>
  i.estado === 'aberta' ? 'processing' : 'default';

/** "Ana Lima (presidente), Bruno Dias": the commission, its president first. */
export const comissaoTexto = (i: Pick<Inventario, 'comissao'>) =>
  [...i.comissao]
    .sort((a, b) => Number(b.presidente) - Number(a.presidente))
    .map((m) => (m.presidente ? `${m.servidor.nome} (presidente)` : m.servidor.nome))
    .join(', ');

/** "Portaria nº 123/2026, de 10/01/2026". */
export const portariaTexto = (i: Pick<Inventario, 'portaria_numero' | 'portaria_data'>) =>
  `Portaria nº ${i.portaria_numero}, de ${formatDate(i.portaria_data)}`;
