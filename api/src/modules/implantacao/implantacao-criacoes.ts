import { randomUUID } from 'node:crypto';
import {
  type CreateFornecedorBody,
  CreateFornecedorBodySchema,
  type Criacoes,
  companyBodyFor,
  type ErroLinha,
  type OpcoesImplantacao,
} from '@gp/shared-contracts';
import * as v from 'valibot';

/**
 * The secretarias, setores and suppliers an import creates when the user allows it (docs/domain.md,
 * "Implantação"; decision 064). A row naming one the register lacks gets an id chosen here, the same for
 * every row naming it (names compared as the register matches them: without case, accents, spaces or
 * punctuation; suppliers by CPF/CNPJ); it is registered as pending when the row turns out valid, and the
 * commit creates it in the transaction of the first batch that uses it (`criarPendentes`).
 */

export type NovaSecretaria = { tipo: 'secretaria'; id: string; chave: string; nome: string };
export type NovoSetor = {
  tipo: 'setor';
  id: string;
  chave: string;
  nome: string;
  secretariaId: string;
  secretariaNome: string;
};
export type NovoFornecedor = { tipo: 'fornecedor'; id: string; chave: string; body: CreateFornecedorBody };
export type Novo = NovaSecretaria | NovoSetor | NovoFornecedor;

export type Pendentes = {
  opcoes: OpcoesImplantacao;
  /** By the kind and its key (`secretaria:nome`, `setor:secretariaId|nome`, `fornecedor:documento`). */
  porChave: Map<string, Novo>;
  /** The first notices ("Será criada a secretaria 'X'"), one per new name, with the row that named it. */
  avisos: ErroLinha[];
  contagem: Criacoes;
};

const LIMITE_NOMES = 200;
const LIMITE_AVISOS = 200;

const vazio = (): Criacoes => ({
  secretarias: { quantidade: 0, nomes: [] },
  setores: { quantidade: 0, nomes: [] },
  fornecedores: { quantidade: 0, nomes: [] },
});

export const pendentesVazios = (opcoes: OpcoesImplantacao): Pendentes => ({
  opcoes,
  porChave: new Map(),
  avisos: [],
  contagem: vazio(),
});

const chaveDe = (n: Pick<Novo, 'tipo' | 'chave'>) => `${n.tipo}:${n.chave}`;

/** A name the row would create (the pending one with that key, or a new proposal). */
export function proposta<T extends Novo>(p: Pendentes, novo: Omit<T, 'id'>): T {
  return (p.porChave.get(chaveDe(novo)) as T | undefined) ?? ({ ...novo, id: randomUUID() } as T);
}

export const nomeDoNovo = (n: Novo) =>
  n.tipo === 'secretaria'
    ? n.nome
    : n.tipo === 'setor'
      ? `${n.secretariaNome} / ${n.nome}`
      : `${n.body.razao_social} (${n.body.cpf_cnpj})`;

const GRUPO = { secretaria: 'secretarias', setor: 'setores', fornecedor: 'fornecedores' } as const;
/** The notice of a new name: the field it is about and what the user reads. */
function aviso(n: Novo): [string, string] {
  if (n.tipo === 'secretaria') return ['Secretaria', `Será criada a secretaria "${n.nome}".`];
  if (n.tipo === 'setor')
    return ['Setor', `Será criado o setor "${n.nome}" na secretaria "${n.secretariaNome}".`];
  return [
    'Fornecedor (CPF/CNPJ)',
    `Será criado o fornecedor "${n.body.razao_social}" (CPF/CNPJ ${n.body.cpf_cnpj}).`,
  ];
}

/** Registers the new names of a valid row (the first row naming each gives its notice). */
export function registrar(p: Pendentes, linha: number, novos: readonly Novo[]) {
  for (const n of novos) {
    const k = chaveDe(n);
    if (p.porChave.has(k)) continue;
    p.porChave.set(k, n);
    const grupo = p.contagem[GRUPO[n.tipo]];
    grupo.quantidade++;
    if (grupo.nomes.length < LIMITE_NOMES) grupo.nomes.push(nomeDoNovo(n));
    if (p.avisos.length < LIMITE_AVISOS) {
      const [campo, mensagem] = aviso(n);
      p.avisos.push({ linha, campo, mensagem });
    }
  }
}

/** The department form's rules over a new secretaria's name; the error message or null. */
export function problemaDoNome(nome: string, tipo: 'secretaria' | 'setor'): string | null {
  const r = v.safeParse(
    companyBodyFor(tipo === 'secretaria' ? 'department' : 'sector'),
    tipo === 'secretaria' ? { name: nome } : { name: nome, parentId: randomUUID() },
  );
  return r.success ? null : (r.issues[0]?.message ?? 'Nome inválido.');
}

/**
 * A new supplier from the row's CPF/CNPJ and name, checked by the supplier form's contract: a CPF is a
 * pessoa física, a CNPJ (alphanumeric too) a jurídica. The error message, or the body.
 */
export function fornecedorNovo(
  documento: string,
  nome: string,
): { body: CreateFornecedorBody; erro?: undefined } | { erro: string } {
  const r = v.safeParse(CreateFornecedorBodySchema, {
    tipo_pessoa: documento.length === 11 ? 'F' : 'J',
    cpf_cnpj: documento,
    razao_social: nome,
  });
  return r.success ? { body: r.output } : { erro: r.issues[0]?.message ?? 'Fornecedor inválido.' };
}
