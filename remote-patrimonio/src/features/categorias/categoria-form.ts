import {
  type Categoria,
  type CreateCategoriaBody,
  CreateCategoriaBodySchema,
  type TipoBem,
  type UpdateCategoriaBody,
  UpdateCategoriaBodySchema,
} from '@gp/shared-contracts';
import { type Issue, schemaIssues } from '@gp/shared-ui';
import * as v from 'valibot';

/**
 * A category of asset (docs/domain.md, "Bens e categorias"): useful life in years, residual value (%), depreciable and the PCASP
 * accounts (the asset's, its accumulated depreciation/amortization and its impairment), all editable by the
 * client's accountant; a percentage is typed with a comma ("10,5").
 */
export type CategoriaFormValues = {
  nome?: string;
  tipo_bem?: TipoBem;
  conta_contabil?: string;
  /** Blank on create: the PCASP's by kind of asset (docs/domain.md); blank on edit: none. */
  conta_depreciacao?: string | null;
  conta_reducao?: string | null;
  vida_util_anos?: number | null;
  /** As typed: "10", "10,5" or "10.50". */
  valor_residual_percentual?: string;
  depreciavel?: boolean;
  ativo?: boolean;
};

export const NEW_CATEGORIA: CategoriaFormValues = {
  tipo_bem: 'movel',
  vida_util_anos: 10,
  valor_residual_percentual: '10',
  depreciavel: true,
};

export const categoriaToValues = (c: Categoria): CategoriaFormValues => ({
  nome: c.nome,
  tipo_bem: c.tipo_bem,
  conta_contabil: c.conta_contabil,
  conta_depreciacao: c.conta_depreciacao ?? '',
  conta_reducao: c.conta_reducao ?? '',
  vida_util_anos: c.vida_util_anos,
  valor_residual_percentual: c.valor_residual_percentual.replace('.', ','),
  depreciavel: c.depreciavel,
  ativo: c.ativo,
});

/**
 * A contra account as the body carries it: blank is omitted on create (the API fills the PCASP's by kind of
 * asset) and null on edit (the category has none: the movements that need it are refused).
 */
const contaRedutora = (text: string | null | undefined, kind: 'create' | 'edit') => {
  const conta = (text ?? '').trim();
  if (conta) return conta;
  return kind === 'edit' ? null : undefined;
};

/** "10,50" -> "10.50": the percentage typed the Brazilian way. */
export const percentText = (text: string | undefined) => (text ?? '').trim().replace(',', '.');

/**
 * The form's values as the body of POST .../create (support names the client) or PUT .../{id}, or the
 * issues to show under the fields.
 */
export function toCategoriaBody(
  values: CategoriaFormValues,
  target: { kind: 'create'; clienteId: string | null } | { kind: 'edit'; id: string },
): { body: CreateCategoriaBody | UpdateCategoriaBody } | { issues: Issue[] } {
  const raw = {
    nome: values.nome ?? '',
    tipo_bem: values.tipo_bem,
    conta_contabil: values.conta_contabil ?? '',
    conta_depreciacao: contaRedutora(values.conta_depreciacao, target.kind),
    conta_reducao: contaRedutora(values.conta_reducao, target.kind),
    vida_util_anos: values.vida_util_anos ?? undefined,
    valor_residual_percentual: percentText(values.valor_residual_percentual),
    depreciavel: values.depreciavel ?? false,
  };
  const parsed =
    target.kind === 'edit'
      ? // The status is not the edit's: it changes by the status call, with the reason.
        v.safeParse(UpdateCategoriaBodySchema, { ...raw, id: target.id })
      : v.safeParse(
          CreateCategoriaBodySchema,
          target.clienteId ? { ...raw, cliente_id: target.clienteId } : raw,
        );
  if (!parsed.success) return { issues: schemaIssues(parsed.issues) };
  return { body: parsed.output };
}
