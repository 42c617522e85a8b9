import {
  type CampoImplantacao,
  chaveSituacao,
  type Importacao,
  type Mapeamento,
  type OrigemCampo,
  problemasDoMapeamento,
  type SituacaoDoArquivo,
  type SituacaoObraImportavel,
  type TipoImplantacao,
  TODOS_CAMPOS_IMPLANTACAO,
} from '@gp/shared-contracts';

/**
 * The Implantação wizard's rules (docs/domain.md, "Implantação"), apart from its screens: the steps, where
 * an import opens, the mapping being edited (pre-filled with the API's suggestion, a preset applied, the
 * problems the API would refuse it for, computed by the contracts' own `problemasDoMapeamento`) and the
 * actions the API says the caller may take now.
 */

export const PASSOS = ['Arquivo', 'Prévia', 'Mapeamento', 'Simulação', 'Gravação'] as const;
export const PASSO = { arquivo: 0, previa: 1, mapeamento: 2, simulacao: 3, gravacao: 4 } as const;

/** The step an import opens on: the preview once sent, the dry run once validated, else the commit's. */
export function passoDe(imp: Pick<Importacao, 'situacao'>): number {
  if (imp.situacao === 'enviada') return PASSO.previa;
  if (imp.situacao === 'validada') return PASSO.simulacao;
  return PASSO.gravacao;
}

/** The furthest step the user may open: the dry run needs a validation, the commit a commit begun. */
export function ultimoPasso(imp: Pick<Importacao, 'situacao'>): number {
  if (imp.situacao === 'enviada') return PASSO.mapeamento;
  if (imp.situacao === 'validada') return PASSO.simulacao;
  return PASSO.gravacao;
}

/** The mapping the screen starts from: the one validated last, else the API's suggestion. */
export const mapeamentoInicial = (imp: Pick<Importacao, 'mapeamento' | 'sugestao'>): Mapeamento =>
  imp.mapeamento ?? imp.sugestao;

/** The mapping with one field's source changed; a field with neither column nor fixed value is left out. */
export function comOrigem(m: Mapeamento, campo: CampoImplantacao, mudanca: Partial<OrigemCampo>): Mapeamento {
  const atual = m.campos[campo] ?? { coluna: null, fixo: null };
  const nova = { ...atual, ...mudanca };
  const coluna = nova.coluna || null;
  const fixo = nova.fixo?.trim() ? nova.fixo : null;
  const campos = { ...m.campos };
  if (coluna || fixo) campos[campo] = { coluna, fixo };
  else delete campos[campo];
  return { ...m, campos };
}

/** A header compared without case, accents, spaces or punctuation (as the API suggests columns). */
const normal = (nome: string) =>
  nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * A preset applied to this file: each column is matched to the file's header by name (without case or
 * accents), and a column the file does not have is dropped and named, so the user sees what is missing.
 */
export function aplicarModelo(
  modelo: Mapeamento,
  cabecalho: readonly string[],
): { mapeamento: Mapeamento; ausentes: string[] } {
  const porNome = new Map(cabecalho.map((c) => [normal(c), c]));
  const ausentes: string[] = [];
  const campos: Mapeamento['campos'] = {};
  for (const campo of TODOS_CAMPOS_IMPLANTACAO) {
    const origem = modelo.campos[campo];
    if (!origem) continue;
    const coluna = origem.coluna ? (porNome.get(normal(origem.coluna)) ?? null) : null;
    if (origem.coluna && !coluna) ausentes.push(origem.coluna);
    if (coluna || origem.fixo) campos[campo] = { coluna, fixo: origem.fixo ?? null };
  }
  return { mapeamento: { ...modelo, campos }, ausentes };
}

/** Each field's problem (a column chosen twice, a column the file lacks, a required field left empty). */
export function problemasPorCampo(
  m: Mapeamento,
  cabecalho: readonly string[],
  tipo: TipoImplantacao = 'bens',
): Partial<Record<CampoImplantacao, string>> {
  const porCampo: Partial<Record<CampoImplantacao, string>> = {};
  for (const p of problemasDoMapeamento(m, cabecalho, tipo)) porCampo[p.campo] ??= p.mensagem;
  return porCampo;
}

/** A sample value of a column (the first non-empty one of the preview), to recognise it. */
export function exemploDe(imp: Pick<Importacao, 'cabecalho' | 'amostra'>, coluna: string | null | undefined) {
  if (!coluna) return null;
  const i = imp.cabecalho.indexOf(coluna);
  if (i < 0) return null;
  return imp.amostra.map((l) => l[i]).find((v) => v != null && v.trim() !== '') ?? null;
}

export type AcaoImportacao = keyof Importacao['acoes'];

/** The actions the API offers now (its flags); the others are never shown as buttons. */
export const acoesPermitidas = (imp: Pick<Importacao, 'acoes'>): AcaoImportacao[] =>
  (Object.keys(imp.acoes) as AcaoImportacao[]).filter((a) => imp.acoes[a].permitido);

const CODIFICACOES: Record<string, string> = {
  ascii: 'ASCII (sem acentos)',
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252 (Latin-1)',
  misto: 'UTF-8 e Windows-1252, linha a linha',
};

/** How the file's text was read, in words (an XLSX is always Unicode). */
export const codificacaoLabel = (imp: Pick<Importacao, 'formato' | 'codificacao'>) =>
  imp.formato === 'xlsx' ? 'Unicode (planilha do Excel)' : (CODIFICACOES[imp.codificacao] ?? imp.codificacao);

const SEPARADORES: Record<string, string> = {
  ';': 'Ponto e vírgula (;)',
  ',': 'Vírgula (,)',
  '\t': 'Tabulação',
  '|': 'Barra vertical (|)',
};

export const separadorLabel = (separador: string | null) =>
  separador === null ? '—' : (SEPARADORES[separador] ?? `"${separador}"`);

/** A count in words, whole and with the thousands' dots ("1 linha", "1.234 linhas"). */
export const contagem = (n: number, um: string, varios: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? um : varios}`;

/** The words of each register's records in the screens' sentences. */
export const PALAVRAS: Record<
  TipoImplantacao,
  { um: string; varios: string; gravado: string; gravados: string; jaImportadas: string }
> = {
  bens: {
    um: 'bem',
    varios: 'bens',
    gravado: 'bem gravado',
    gravados: 'bens gravados',
    jaImportadas: 'Já importadas',
  },
  fornecedores: {
    um: 'fornecedor',
    varios: 'fornecedores',
    gravado: 'fornecedor gravado',
    gravados: 'fornecedores gravados',
    jaImportadas: 'Já cadastrados',
  },
  veiculos: {
    um: 'veículo',
    varios: 'veículos',
    gravado: 'veículo gravado',
    gravados: 'veículos gravados',
    jaImportadas: 'Já cadastrados',
  },
  ncm: {
    um: 'código NCM',
    varios: 'códigos NCM',
    gravado: 'código NCM gravado',
    gravados: 'códigos NCM gravados',
    jaImportadas: 'Já cadastrados',
  },
  obras: {
    um: 'obra',
    varios: 'obras',
    gravado: 'obra gravada',
    gravados: 'obras gravadas',
    jaImportadas: 'Já cadastradas',
  },
};

/** yyyy-MM-dd as dd/MM/yyyy. */
export const dataBr = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/**
 * Works: the situação chosen for a word of the file's situação column (the map is compared without case
 * or accents, as the API reads it), or null while not chosen.
 */
export function situacaoEscolhida(m: Mapeamento, valor: string): SituacaoObraImportavel | null {
  const chave = chaveSituacao(valor);
  const achada = Object.entries(m.situacoes ?? {}).find(([k]) => chaveSituacao(k) === chave);
  return achada ? achada[1] : null;
}

/** The mapping with a word of the file mapped to a situação (any earlier spelling of the word replaced). */
export function comSituacao(m: Mapeamento, valor: string, codigo: SituacaoObraImportavel): Mapeamento {
  const chave = chaveSituacao(valor);
  const resto = Object.entries(m.situacoes ?? {}).filter(([k]) => chaveSituacao(k) !== chave);
  return { ...m, situacoes: Object.fromEntries([...resto, [valor, codigo]]) };
}

/**
 * The mapping the dry run is asked with: each word the last dry run listed and the user left as suggested
 * takes its suggestion, so validating is confirming what the screen shows (decision 069).
 */
export function comSugestoes(m: Mapeamento, situacoes: readonly SituacaoDoArquivo[] | undefined): Mapeamento {
  let out = m;
  for (const s of situacoes ?? [])
    if (s.sugestao !== null && situacaoEscolhida(out, s.valor) === null)
      out = comSituacao(out, s.valor, s.sugestao);
  return out;
}

/** The words of the file whose situação the last dry run found unconfirmed. */
export const situacoesPendentes = (imp: Pick<Importacao, 'resumo'>) =>
  (imp.resumo?.situacoes ?? []).filter((s) => s.confirmada === null);
