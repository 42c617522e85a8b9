import { localizacoesImoveis as li } from '../../../db/schema-patrimonio.js';
import { bemDetailRepository } from '../bens/bem-detail.repository.js';

/** Property locations: one record per property (imóvel). */
export const localizacoes = bemDetailRepository(li, 'localizacao', {
  sorts: { descricao: li.descricao, municipio: li.municipio, created_at: li.createdAt },
  search: [li.descricao, li.endereco, li.matricula, li.inscricaoImobiliaria],
});

export const findLocalizacao = localizacoes.find;
export type LocalizacaoWithBem = NonNullable<Awaited<ReturnType<typeof findLocalizacao>>>;
