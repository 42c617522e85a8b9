import { PUBLICO_CSV_COLUMNS } from '@gp/shared-contracts';

/**
 * What each column of the downloads holds, shown on the page (the names are fixed: scripts and
 * spreadsheets rely on them). A column added to the contract without its description fails to compile.
 */
export const COLUMN_DESCRIPTIONS: Record<(typeof PUBLICO_CSV_COLUMNS)[number], string> = {
  codigo: 'Número de patrimônio (tombamento) do bem na entidade.',
  descricao: 'Descrição do bem.',
  categoria: 'Categoria do bem (por exemplo, Veículos, Mobiliário).',
  situacao: 'Situação: Em uso, Ocioso, Em manutenção, Cedido ou Baixado.',
  estado_conservacao: 'Estado de conservação: Novo, Ótimo, Bom, Regular, Ruim ou Inservível.',
  secretaria: 'Secretaria (departamento) responsável pelo bem.',
  setor: 'Setor onde o bem está, quando informado.',
  data_aquisicao: 'Data de aquisição (CSV: dd/mm/aaaa; JSON: AAAA-MM-DD).',
  valor_aquisicao: 'Valor de aquisição em reais (CSV: vírgula decimal; JSON: texto "1234.56").',
  valor_contabil: 'Valor contábil: o de aquisição menos a depreciação registrada.',
  baixado: 'Se o bem foi baixado (CSV: Sim/Não; JSON: true/false).',
};

export const COLUMNS = PUBLICO_CSV_COLUMNS.map((name) => ({ name, description: COLUMN_DESCRIPTIONS[name] }));
