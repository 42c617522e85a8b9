import {
  BRASIL_LATITUDE,
  BRASIL_LONGITUDE,
  CAMPOS_LOCALIZACAO_IMPLANTACAO,
  type CampoImplantacao,
  CreateLocalizacaoBodySchema,
  type ErroLinha,
  LOCALIZACAO_OPTIONAL_FIELDS,
  type LocalizacaoFields,
  TIPO_BEM_LABELS,
  type TipoBem,
} from '@gp/shared-contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db, ReadDb } from '../../db/client.js';
import { implantacaoBens } from '../../db/schema-implantacao.js';
import { bensPatrimoniais, localizacoesImoveis as li } from '../../db/schema-patrimonio.js';
import { type Celula, type Lido, lerCep, lerDecimal, lerTexto } from '../../lib/leitura/valores.js';
import { optionalColumns } from '../../lib/mapping.js';
import { errosDoContrato } from './implantacao-linha.js';

/**
 * An imóvel's location brought in with its asset (docs/domain.md, "Implantação"; decision 064): the asset
 * import's optional location fields, read by the Brazilian parsers (CEP, decimals "1.234,56",
 * coordinates inside Brazil's box as the works take them), then checked by the location form's own
 * contract (`CreateLocalizacaoBodySchema`), its description being the asset's. Only an asset of an imóvel
 * category has one. The commit writes it in the batch's transaction right after its asset; the undo
 * removes it with the asset.
 */

type Leitor = {
  erro: (campo: CampoImplantacao, mensagem: string) => void;
  ler: <T>(campo: CampoImplantacao, leitor: (c: Celula) => Lido<T>) => T | null;
};

/** Contract paths back to the mapping's fields. */
const CAMPO_DO_CONTRATO: Record<string, CampoImplantacao> = { endereco: 'endereco_imovel' };

const fora = (rotulo: string, limites: { min: number; max: number }) =>
  `${rotulo} deve estar dentro do Brasil: entre ${String(limites.min).replace('.', ',')} e ${String(limites.max).replace('.', ',')} graus.`;

/** A coordinate in decimal degrees inside Brazil's box (the works' rule), to six places as the register keeps it. */
const coordenada =
  (rotulo: string, limites: { min: number; max: number }) =>
  (c: Celula): Lido<string> => {
    const lido = lerDecimal(c, true);
    if (lido.erro !== undefined || lido.valor === null) return lido;
    const n = Number(lido.valor);
    if (n < limites.min || n > limites.max) return { erro: fora(rotulo, limites) };
    return { valor: n.toFixed(6) };
  };
const latitude = coordenada('A latitude', BRASIL_LATITUDE);
const longitude = coordenada('A longitude', BRASIL_LONGITUDE);

/**
 * The row's location, or null when the row fills none of its fields; its problems go to the row's errors
 * (`erros`, where the row's other fields already reported theirs).
 */
export function lerLocalizacao(
  { erro, ler }: Leitor,
  erros: Omit<ErroLinha, 'linha'>[],
  bem: { descricao: string | null; tipo: TipoBem | undefined; categoria: string | null },
): LocalizacaoFields | null {
  const antes = erros.length;
  const corpo = {
    descricao: bem.descricao ?? '',
    endereco: ler('endereco_imovel', lerTexto),
    numero: ler('numero', lerTexto),
    complemento: ler('complemento', lerTexto),
    bairro: ler('bairro', lerTexto),
    cep: ler('cep', lerCep),
    municipio: ler('municipio', lerTexto),
    uf: ler('uf', lerTexto)?.toUpperCase() ?? null,
    matricula: ler('matricula', lerTexto),
    cartorio: ler('cartorio', lerTexto),
    inscricao_imobiliaria: ler('inscricao_imobiliaria', lerTexto),
    area_terreno: ler('area_terreno', lerDecimal),
    area_construida: ler('area_construida', lerDecimal),
    latitude: ler('latitude', latitude),
    longitude: ler('longitude', longitude),
  };
  const preenchida =
    erros.length > antes ||
    Object.entries(corpo).some(([campo, valor]) => campo !== 'descricao' && valor !== null);
  if (!preenchida) return null;
  if (bem.tipo && bem.tipo !== 'imovel') {
    const tipo = bem.tipo ? TIPO_BEM_LABELS[bem.tipo].toLowerCase() : null;
    erro(
      CAMPOS_LOCALIZACAO_IMPLANTACAO.find((c) => ler(c, lerTexto) !== null) ?? 'endereco_imovel',
      `A localização (endereço, matrícula, coordenadas) só se aplica a bens imóveis${
        tipo && bem.categoria ? `: a categoria "${bem.categoria}" é de bens do tipo ${tipo}.` : '.'
      }`,
    );
    return null;
  }
  if (erros.length > antes || bem.descricao === null) return null;
  const contrato = v.safeParse(CreateLocalizacaoBodySchema, {
    ...corpo,
    bempatrimonial_id: '00000000-0000-4000-8000-000000000000',
  });
  if (!contrato.success) {
    errosDoContrato(erros, contrato.issues, CAMPO_DO_CONTRATO);
    return null;
  }
  const { bempatrimonial_id: _, ...campos } = contrato.output;
  return campos;
}

/** Writes, in the batch's transaction, the locations of the assets just inserted (`localizacoes` in their order). */
export async function gravarLocalizacoes(
  tx: Db,
  clientId: string,
  bens: { id: string }[],
  localizacoes: (LocalizacaoFields | null)[],
): Promise<void> {
  const valores = bens.flatMap((bem, i) => {
    const l = localizacoes[i];
    return l
      ? [
          {
            clientId,
            bemId: bem.id,
            descricao: l.descricao,
            ...optionalColumns(l, LOCALIZACAO_OPTIONAL_FIELDS),
          },
        ]
      : [];
  });
  if (valores.length) await tx.insert(li).values(valores);
}

const bensDa = (db: ReadDb, importacaoId: string) =>
  db
    .select({ id: implantacaoBens.bemId })
    .from(implantacaoBens)
    .where(eq(implantacaoBens.importacaoId, importacaoId));

/**
 * Why an import's assets cannot be removed for their locations: one was registered on an imported asset
 * after the import (on the locations' screen, with its own documents maybe), not by the import. A
 * location the import wrote was inserted in its asset's transaction, so it has the asset's creation
 * time (`now()` is the transaction's).
 */
export async function impedimentoDeLocalizacoes(db: ReadDb, importacaoId: string): Promise<string | null> {
  const [depois] = await db
    .select({ x: sql<number>`1` })
    .from(li)
    .innerJoin(bensPatrimoniais, eq(bensPatrimoniais.id, li.bemId))
    .where(and(inArray(li.bemId, bensDa(db, importacaoId)), ne(li.createdAt, bensPatrimoniais.createdAt)))
    .limit(1);
  return depois
    ? 'Bens desta importação já têm localização de imóvel cadastrada depois da importação: remova-a antes de desfazer.'
    : null;
}

/** Removes the locations of these assets (the undo, before the assets themselves). */
export async function removerLocalizacoes(tx: Db, bemIds: string[]): Promise<void> {
  if (bemIds.length) await tx.delete(li).where(inArray(li.bemId, bemIds));
}
