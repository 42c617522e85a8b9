import {
  CAMPO_IMPLANTACAO_LABELS,
  type CampoImplantacao,
  type CreateBemBody,
  CreateBemBodySchema,
  centsToMoney,
  type ErroLinha,
  ESTADO_LABELS,
  ESTADOS_CONSERVACAO,
  type LocalizacaoFields,
  type Mapeamento,
  moneyToCents,
} from '@gp/shared-contracts';
import * as v from 'valibot';
import {
  type Celula,
  type Lido,
  lerCpfCnpj,
  lerData,
  lerDinheiro,
  lerInteiro,
  lerTexto,
} from '../../lib/leitura/valores.js';
import {
  fornecedorNovo,
  type NovaSecretaria,
  type Novo,
  type NovoFornecedor,
  type NovoSetor,
  type Pendentes,
  problemaDoNome,
  proposta,
} from './implantacao-criacoes.js';
import { lerLocalizacao } from './implantacao-imoveis.js';
import { normalizarCabecalho } from './implantacao-mapeamento.js';

/**
 * One row of an import turned into an asset (docs/domain.md, "Implantação"): each mapped cell parsed as
 * Brazilian data, the references resolved (category by the code table or its name, secretaria and setor
 * by name, supplier by CPF/CNPJ), the opening balances at the cut-over, and then the asset form's own
 * contract (`CreateBemBodySchema`) over the result, so a row passes exactly when the form would take it.
 */

/** Incorporation type of every imported asset and of its movement (migration `implantacao`). */
export const TIPO_INCORPORACAO_IMPLANTACAO = 11;

export type Categoria = {
  id: string;
  nome: string;
  tipoBem: string;
  contaContabil: string;
  vidaUtilAnos: number;
  valorResidualPercentual: string;
  depreciavel: boolean;
  ativo: boolean;
};
export type Referencias = {
  categoriasPorId: Map<string, Categoria>;
  categoriasPorNome: Map<string, Categoria>;
  secretarias: Map<string, string>;
  /** `${secretariaId}|${nome}` → setor. */
  setores: Map<string, string>;
  fornecedores: Map<string, string>;
  /** NCM code (digits only) → the client's NCM reference. */
  ncm: Map<string, string>;
};

export type BemImportado = {
  chave: string;
  /** The secretaria, setor and supplier the row names that the commit creates (the user allowed it). */
  novos: Novo[];
  body: CreateBemBody;
  /** An imóvel's location, written with the asset (implantacao-imoveis.ts). */
  localizacao: LocalizacaoFields | null;
  valores: { vidaUtilMeses: number; valorResidual: string; depreciavel: boolean; contaContabil: string };
};
export type LinhaConvertida =
  | { bem: BemImportado; erros?: undefined }
  | { bem?: undefined; erros: Omit<ErroLinha, 'linha'>[] };

const chaveNome = (nome: string) => normalizarCabecalho(nome);

const TIPOS: Record<string, CreateBemBody['tipo']> = {
  movel: 'movel',
  m: 'movel',
  '1': 'movel',
  imovel: 'imovel',
  i: 'imovel',
  '2': 'imovel',
  intangivel: 'intangivel',
  '3': 'intangivel',
};
const ESTADOS = new Map<string, CreateBemBody['estado_conservacao']>(
  ESTADOS_CONSERVACAO.flatMap((e) => [[chaveNome(e), e] as const, [chaveNome(ESTADO_LABELS[e]), e] as const]),
);

/** Contract paths back to the mapping's fields, so each error names what the user mapped. */
const CAMPO_DO_CONTRATO: Record<string, CampoImplantacao> = {
  CodigoBEM: 'codigo',
  categoria_id: 'categoria',
  secretaria_id: 'secretaria',
  setor_id: 'setor',
  fornecedor_id: 'fornecedor',
  saldo_implantacao: 'depreciacao_acumulada',
  vida_util_meses: 'vida_util_restante',
  ncm_id: 'ncm',
};

const SIM_NAO = new Map<string, boolean>([
  ['sim', true],
  ['s', true],
  ['1', true],
  ['nao', false],
  ['n', false],
  ['0', false],
]);

/** Months from the first month of use to the cut-over month (not counting it). */
const mesesAte = (inicio: string, corte: string) =>
  (Number(corte.slice(0, 4)) - Number(inicio.slice(0, 4))) * 12 +
  Number(corte.slice(5, 7)) -
  Number(inicio.slice(5, 7));

const dataBr = (iso: string) => iso.split('-').reverse().join('/');

/**
 * How any kind reads a row: each mapped field's cell (its column, or the fixed value), parsed by a
 * Brazilian reader, its error kept under the field's label.
 */
export function leitorDaLinha(celulas: Celula[], colunas: Map<string, number>, m: Mapeamento) {
  const erros: Omit<ErroLinha, 'linha'>[] = [];
  const erro = (campo: CampoImplantacao, mensagem: string) =>
    erros.push({ campo: CAMPO_IMPLANTACAO_LABELS[campo], mensagem });
  const celula = (campo: CampoImplantacao): Celula => {
    const origem = m.campos[campo];
    if (origem?.coluna) return celulas[colunas.get(origem.coluna) ?? -1] ?? null;
    return origem?.fixo ?? null;
  };
  function ler<T>(campo: CampoImplantacao, leitor: (c: Celula) => Lido<T>): T | null {
    const lido = leitor(celula(campo));
    if (lido.erro !== undefined) {
      erro(campo, lido.erro);
      return null;
    }
    return lido.valor;
  }
  return { erros, erro, ler };
}

/** The contract's issues under the mapped fields' labels (one per field; those already reported skipped). */
export function errosDoContrato(
  erros: Omit<ErroLinha, 'linha'>[],
  issues: readonly v.BaseIssue<unknown>[],
  campoDe: Record<string, CampoImplantacao> = {},
) {
  const vistos = new Set(erros.map((e) => e.campo));
  for (const issue of issues) {
    const chaveContrato = v.getDotPath(issue) ?? '';
    const campo = (campoDe[chaveContrato] ?? chaveContrato) as CampoImplantacao;
    const rotulo = CAMPO_IMPLANTACAO_LABELS[campo] ?? chaveContrato;
    if (!vistos.has(rotulo)) erros.push({ campo: rotulo, mensagem: issue.message });
    vistos.add(rotulo);
  }
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one row's fields in the order the form has them; each is a line or two.
export function converterLinha(
  celulas: Celula[],
  colunas: Map<string, number>,
  m: Mapeamento,
  refs: Referencias,
  corte: string,
  pendentes: Pendentes,
): LinhaConvertida {
  const { erros, erro, ler } = leitorDaLinha(celulas, colunas, m);

  const chave = ler('chave_origem', lerTexto);
  if (chave === null && !erros.length) erro('chave_origem', 'Informe o código do bem no sistema antigo.');
  const categoriaTexto = ler('categoria', lerTexto);
  const categoria =
    categoriaTexto === null
      ? null
      : (refs.categoriasPorId.get(m.categorias[categoriaTexto] ?? '') ??
        refs.categoriasPorNome.get(chaveNome(categoriaTexto)) ??
        null);
  if (categoriaTexto !== null && !categoria)
    erro('categoria', `Categoria "${categoriaTexto}" não encontrada.`);
  else if (categoria && !categoria.ativo) erro('categoria', `A categoria "${categoria.nome}" está inativa.`);

  let secretariaNome = ler('secretaria', lerTexto);
  let setorNome = ler('setor', lerTexto);
  const combinado = ler('secretaria_setor', lerTexto);
  if (combinado !== null) {
    const [sec, ...resto] = combinado.split(m.separador_secretaria_setor);
    secretariaNome ??= sec?.trim() || null;
    setorNome ??= resto.join(m.separador_secretaria_setor).trim() || null;
  }
  const novos: Novo[] = [];
  const { opcoes } = pendentes;
  let secretariaId =
    secretariaNome === null ? null : (refs.secretarias.get(chaveNome(secretariaNome)) ?? null);
  if (secretariaNome !== null && !secretariaId) {
    const problema = opcoes.criar_secretarias ? problemaDoNome(secretariaNome, 'secretaria') : null;
    if (!opcoes.criar_secretarias) erro('secretaria', `Secretaria "${secretariaNome}" não encontrada.`);
    else if (problema) erro('secretaria', problema);
    else {
      const nova = proposta<NovaSecretaria>(pendentes, {
        tipo: 'secretaria',
        chave: chaveNome(secretariaNome),
        nome: secretariaNome,
      });
      novos.push(nova);
      secretariaId = nova.id;
    }
  }
  let setorId =
    setorNome === null || !secretariaId
      ? null
      : (refs.setores.get(`${secretariaId}|${chaveNome(setorNome)}`) ?? null);
  if (setorNome !== null && secretariaId && !setorId) {
    const problema = opcoes.criar_setores ? problemaDoNome(setorNome, 'setor') : null;
    if (!opcoes.criar_setores)
      erro('setor', `Setor "${setorNome}" não encontrado na secretaria "${secretariaNome}".`);
    else if (problema) erro('setor', problema);
    else {
      const novo = proposta<NovoSetor>(pendentes, {
        tipo: 'setor',
        chave: `${secretariaId}|${chaveNome(setorNome)}`,
        nome: setorNome,
        secretariaId,
        secretariaNome: secretariaNome as string,
      });
      novos.push(novo);
      setorId = novo.id;
    }
  }

  const documento = ler('fornecedor', lerCpfCnpj);
  let fornecedorId = documento === null ? null : (refs.fornecedores.get(documento) ?? null);
  if (documento !== null && !fornecedorId) {
    const nome = opcoes.criar_fornecedores ? ler('fornecedor_nome', lerTexto) : null;
    const novo = nome === null ? null : fornecedorNovo(documento, nome);
    if (!opcoes.criar_fornecedores) erro('fornecedor', `Fornecedor de CPF/CNPJ ${documento} não cadastrado.`);
    else if (!novo)
      erro(
        'fornecedor',
        `Fornecedor de CPF/CNPJ ${documento} não cadastrado: para criá-lo, escolha a coluna de "${CAMPO_IMPLANTACAO_LABELS.fornecedor_nome}".`,
      );
    else if (novo.erro !== undefined) erro('fornecedor', novo.erro);
    else {
      const f = proposta<NovoFornecedor>(pendentes, {
        tipo: 'fornecedor',
        chave: documento,
        body: novo.body,
      });
      novos.push(f);
      fornecedorId = f.id;
    }
  }

  const tipoTexto = ler('tipo', lerTexto);
  const tipo = tipoTexto === null ? categoria?.tipoBem : TIPOS[chaveNome(tipoTexto)];
  if (tipoTexto !== null && !tipo)
    erro('tipo', `Tipo "${tipoTexto}" inválido: use móvel, imóvel ou intangível.`);
  const estadoTexto = ler('estado_conservacao', lerTexto);
  const estado = estadoTexto === null ? 'bom' : ESTADOS.get(chaveNome(estadoTexto));
  if (!estado) erro('estado_conservacao', `Estado de conservação "${estadoTexto}" inválido.`);

  const aquisicao = ler('data_aquisicao', lerData);
  const inicioUso = ler('data_inicio_uso', lerData);
  const incorporacao = ler('data_incorporacao', lerData);
  const depreciavelTexto = ler('depreciavel', lerTexto);
  const depreciavel = depreciavelTexto === null ? undefined : SIM_NAO.get(chaveNome(depreciavelTexto));
  if (depreciavelTexto !== null && depreciavel === undefined)
    erro('depreciavel', `"${depreciavelTexto}" não é sim nem não.`);
  const ncmTexto = ler('ncm', lerTexto);
  const ncmId = ncmTexto === null ? null : (refs.ncm.get(ncmTexto.replace(/\D/g, '')) ?? null);
  if (ncmTexto !== null && !ncmId)
    erro('ncm', `NCM ${ncmTexto} não cadastrado nas referências NCM do cliente.`);
  if (aquisicao !== null && aquisicao >= corte)
    erro(
      'data_aquisicao',
      `A aquisição é posterior ao início da implantação (${dataBr(corte)}): cadastre o bem no sistema.`,
    );
  const valor = ler('valor_aquisicao', lerDinheiro);
  const residualLido = ler('valor_residual', lerDinheiro);
  const acumulada = ler('depreciacao_acumulada', lerDinheiro);
  const restante = ler('vida_util_restante', lerInteiro);
  if (restante !== null && restante < 0)
    erro('vida_util_restante', 'A vida útil restante não pode ser negativa.');

  let residual = residualLido;
  if (residual === null && valor !== null && categoria) {
    const centavos = (moneyToCents(valor) * moneyToCents(categoria.valorResidualPercentual) + 5000n) / 10000n;
    residual = centsToMoney(centavos);
  }
  if (
    acumulada !== null &&
    valor !== null &&
    residual !== null &&
    moneyToCents(acumulada) > moneyToCents(valor) - moneyToCents(residual)
  )
    erro('depreciacao_acumulada', 'A depreciação acumulada passa do valor menos o residual.');
  const inicio = inicioUso ?? aquisicao;
  const vidaUtilMeses =
    restante !== null && inicio !== null
      ? Math.max(0, mesesAte(inicio, corte)) + restante
      : (categoria?.vidaUtilAnos ?? 0) * 12;

  const descricao = ler('descricao', lerTexto);
  // The location needs an imóvel: the category's kind when it is not one, else the asset's own.
  const localizacao = lerLocalizacao({ erro, ler }, erros, {
    descricao,
    tipo: (categoria && categoria.tipoBem !== 'imovel' ? categoria.tipoBem : tipo) as
      | CreateBemBody['tipo']
      | undefined,
    categoria: categoria?.nome ?? null,
  });
  const body = {
    CodigoBEM: ler('codigo', lerInteiro) ?? undefined,
    descricao,
    especificacao: ler('especificacao', lerTexto),
    categoria_id: categoria?.id ?? (categoriaTexto === null ? null : ZERO),
    tipo: tipo ?? 'movel',
    estado_conservacao: estado ?? 'bom',
    TipoIncorporacao: TIPO_INCORPORACAO_IMPLANTACAO,
    data_aquisicao: aquisicao,
    data_incorporacao: incorporacao ?? aquisicao ?? undefined,
    data_inicio_uso: inicioUso,
    valor_aquisicao: valor,
    valor_residual: residual ?? undefined,
    vida_util_meses: vidaUtilMeses,
    depreciavel: depreciavel ?? categoria?.depreciavel ?? true,
    saldo_implantacao: acumulada,
    conta_contabil: ler('conta_contabil', lerTexto) ?? categoria?.contaContabil ?? undefined,
    fornecedor_id: fornecedorId,
    nota_fiscal_numero: ler('nota_fiscal_numero', lerTexto),
    nota_fiscal_serie: ler('nota_fiscal_serie', lerTexto),
    nota_fiscal_chave: ler('nota_fiscal_chave', lerTexto),
    ncm_id: ncmId,
    empenho: ler('empenho', lerTexto),
    secretaria_id: secretariaId ?? (secretariaNome === null ? null : ZERO),
    setor_id: setorId,
    responsavel: ler('responsavel', lerTexto),
    numero_serie: ler('numero_serie', lerTexto),
    marca: ler('marca', lerTexto),
    modelo: ler('modelo', lerTexto),
    observacoes: ler('observacoes', lerTexto),
  };
  const contrato = v.safeParse(CreateBemBodySchema, body);
  if (!contrato.success) errosDoContrato(erros, contrato.issues, CAMPO_DO_CONTRATO);
  if (erros.length || !contrato.success || chave === null) return { erros };
  const b = contrato.output;
  return {
    bem: {
      chave,
      novos,
      body: b,
      localizacao,
      valores: {
        vidaUtilMeses: b.vida_util_meses ?? vidaUtilMeses,
        valorResidual: b.valor_residual ?? '0.00',
        depreciavel: b.depreciavel ?? true,
        contaContabil: b.conta_contabil ?? '',
      },
    },
  };
}

/** The id a row carries for a reference it named but that was not found, so the contract still checks the rest of the row (the reference's own error is already reported). */
const ZERO = '00000000-0000-4000-8000-000000000000';
