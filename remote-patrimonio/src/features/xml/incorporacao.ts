import {
  centsToMoney,
  type EstadoConservacao,
  MAX_BENS_POR_NOTA,
  type ModoItem,
  modoSugerido,
  type NfeNota,
  problemaDoModo,
  type Rateio,
  ratearNota,
  type XmlIncorporarBody,
  XmlIncorporarBodySchema,
  type XmlNota,
} from '@gp/shared-contracts';
import { formatMoney, type Issue, schemaIssues } from '@gp/shared-ui';
import type { Dayjs } from 'dayjs';
import * as v from 'valibot';
import { emissaoDia } from './xml-format.js';

/**
 * The incorporation wizard's rules, apart from the screen (docs/domain.md, "NF-e"): what it proposes for
 * a note, the costs of each asset for the chosen modes (the shared apportioning the API also uses), the
 * messages that keep a choice from being sent, and the body of POST /xml/{id}/incorporar.
 */

/** The wizard's steps, in order; their titles are the step names on screen. */
export const PASSOS = ['Fornecedor', 'Itens', 'Custos', 'Destino', 'Confirmar'] as const;
export type Passo = (typeof PASSOS)[number];

/** What the wizard asks of one line of the note. */
export type ItemValues = {
  /** The line's `nItem`, fixed. */
  item: number;
  modo: ModoItem;
  categoria_id?: string | null;
  /** The assets' description; left blank, the line's own is sent. */
  descricao?: string | null;
};

/** The wizard's form: one entry per line of the note (in the note's order) and the assets' destination. */
export type IncorporacaoValues = {
  itens: ItemValues[];
  secretaria_id?: string | null;
  setor_id?: string | null;
  estado_conservacao?: EstadoConservacao | null;
  data_incorporacao?: Dayjs | null;
};

/** New assets bought with a note start as new. */
const ESTADO_INICIAL: EstadoConservacao = 'novo';

/**
 * The wizard's first proposal: each line as `modoSugerido` says (one asset per unit when the quantity is
 * whole), the category the API suggests by its NCM, its own description; incorporated on the note's
 * emission day.
 */
export function valoresIniciais(nota: XmlNota): IncorporacaoValues {
  const sugerida = new Map(nota.sugestoes.map((s) => [s.item, s.categoria?.id ?? null]));
  return {
    itens: (nota.nota?.itens ?? []).map((item) => ({
      item: item.numero,
      modo: modoSugerido(item),
      categoria_id: sugerida.get(item.numero) ?? null,
      descricao: item.descricao,
    })),
    secretaria_id: null,
    setor_id: null,
    estado_conservacao: ESTADO_INICIAL,
    data_incorporacao: emissaoDia(nota.nota?.emissao),
  };
}

/** The mode chosen for each line, by its `nItem` (what `ratearNota` takes). */
export const modosDe = (values: Pick<IncorporacaoValues, 'itens'>): Map<number, ModoItem> =>
  new Map(values.itens.map((i) => [i.item, i.modo]));

/** What every asset costs for the chosen modes. */
export const ratear = (nfe: NfeNota, values: Pick<IncorporacaoValues, 'itens'>): Rateio =>
  ratearNota(nfe.itens, nfe.totais, modosDe(values));

/**
 * The distinct values of a line's assets with how many have each, in the order they come:
 * '2 × R$ 35,56 e 1 × R$ 35,55'; '1 × R$ 70,00'; '-' for none.
 */
export function resumoValores(valores: readonly bigint[]): string {
  const counts = new Map<bigint, number>();
  for (const value of valores) counts.set(value, (counts.get(value) ?? 0) + 1);
  const parts = [...counts].map(([value, n]) => `${n} × ${formatMoney(centsToMoney(value))}`);
  if (parts.length === 0) return '-';
  return parts.length === 1 ? (parts[0] as string) : `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}

export const MENSAGENS = {
  nenhumItem: 'Escolha ao menos um item para incorporar.',
  categoria: (item: number) => `Item ${item}: informe a categoria do bem.`,
  negativo: (item: number) =>
    `Item ${item}: o desconto é maior que o valor da linha; não pode ser incorporado.`,
  bensDemais: (bens: number) =>
    `A escolha geraria ${bens} bens; o máximo por nota é ${MAX_BENS_POR_NOTA}. Incorpore alguns itens como "Um bem para a linha".`,
  secretaria: 'Informe a secretaria.',
  estado: 'Informe o estado de conservação.',
  data: 'Informe a data de incorporação.',
} as const;

/**
 * Why the choices cannot be sent yet, each under the field it names (`itens.0.categoria_id`,
 * `secretaria_id`) or on the items as a whole (`itens`). Empty when they can.
 */
export function problemas(nfe: NfeNota, values: IncorporacaoValues): Issue[] {
  const issues: Issue[] = [];
  const rateio = ratear(nfe, values);
  values.itens.forEach((choice, index) => {
    if (choice.modo === 'nao_incorporar') return;
    const item = nfe.itens.find((i) => i.numero === choice.item);
    const modo = item ? problemaDoModo(item, choice.modo) : null;
    if (modo) issues.push({ path: `itens.${index}.modo`, message: modo });
    else if (rateio.linhas.find((l) => l.item === choice.item && l.total < 0n))
      issues.push({ path: `itens.${index}.modo`, message: MENSAGENS.negativo(choice.item) });
    if (!choice.categoria_id)
      issues.push({ path: `itens.${index}.categoria_id`, message: MENSAGENS.categoria(choice.item) });
  });
  if (!values.itens.some((i) => i.modo !== 'nao_incorporar'))
    issues.push({ path: 'itens', message: MENSAGENS.nenhumItem });
  else if (rateio.bens > MAX_BENS_POR_NOTA)
    issues.push({ path: 'itens', message: MENSAGENS.bensDemais(rateio.bens) });
  if (!values.secretaria_id) issues.push({ path: 'secretaria_id', message: MENSAGENS.secretaria });
  if (!values.estado_conservacao) issues.push({ path: 'estado_conservacao', message: MENSAGENS.estado });
  if (!values.data_incorporacao) issues.push({ path: 'data_incorporacao', message: MENSAGENS.data });
  return issues;
}

/** The step where an issue's field is (the API's issues included); the last step for the others. */
export function passoDo(path: string): number {
  if (path === 'fornecedor_id') return PASSOS.indexOf('Fornecedor');
  if (path === 'itens' || path.startsWith('itens.')) return PASSOS.indexOf('Itens');
  if (['secretaria_id', 'setor_id', 'estado_conservacao', 'data_incorporacao'].includes(path))
    return PASSOS.indexOf('Destino');
  return PASSOS.indexOf('Confirmar');
}

/** The issues of one step. */
export const problemasDoPasso = (issues: readonly Issue[], passo: number) =>
  issues.filter((issue) => passoDo(issue.path) === passo);

/**
 * The body of POST /xml/{id}/incorporar, or the issues to show: every line of the note with its mode
 * (a line left out is 'nao_incorporar', without category), the supplier already registered for the
 * emitter when there is one (else the API registers it from the note), and the destination.
 */
export function toIncorporarBody(
  nota: XmlNota,
  values: IncorporacaoValues,
): { body: XmlIncorporarBody } | { issues: Issue[] } {
  const nfe = nota.nota;
  if (!nfe) return { issues: [{ path: '', message: 'A nota deste arquivo não pôde ser lida.' }] };
  const issues = problemas(nfe, values);
  if (issues.length) return { issues };
  const raw = {
    ...(nota.fornecedor ? { fornecedor_id: nota.fornecedor.id } : {}),
    itens: values.itens.map((choice) =>
      choice.modo === 'nao_incorporar'
        ? { item: choice.item, modo: choice.modo }
        : {
            item: choice.item,
            modo: choice.modo,
            categoria_id: choice.categoria_id,
            descricao: choice.descricao?.trim() || nfe.itens.find((i) => i.numero === choice.item)?.descricao,
          },
    ),
    secretaria_id: values.secretaria_id,
    setor_id: values.setor_id ?? null,
    estado_conservacao: values.estado_conservacao,
    data_incorporacao: values.data_incorporacao?.format('YYYY-MM-DD'),
  };
  const parsed = v.safeParse(XmlIncorporarBodySchema, raw);
  if (!parsed.success) return { issues: schemaIssues(parsed.issues) };
  return { body: parsed.output };
}
