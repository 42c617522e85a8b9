import {
  estadoConservacaoTexto,
  moneyToCents,
  TIPO_INVENTARIO_LABELS,
  type TipoInventario,
} from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { brazilDate } from '../../../lib/brazil-time.js';
import type { TableColumn } from '../../../lib/pdf-table.js';
import type { Actor } from '../../auth/actor.js';
import { dataBr, reais } from '../relatorios/relatorios.service.js';
import type { TermosService } from '../termos/termos.service.js';
import { comparacaoLocal } from './contagens.repository.js';
import { comissoesOf, type InventarioRow, namesOf } from './inventario.repository.js';
import { unitText } from './inventario.service.js';
import {
  analitico,
  gravarDivergencias,
  type LinhaAnalitica,
  quantosEsperados,
} from './liquidacao.repository.js';

/** The analytic inventory's columns (Modelo 11): widths sum to the termo's page width; the value last. */
const COLUMNS: TableColumn[] = [
  { title: 'Código', width: 34, align: 'left', figure: true },
  { title: 'Descrição', width: 118, align: 'left', grow: true },
  { title: 'Conta (PCASP)', width: 62, align: 'left', figure: true },
  { title: 'Estado', width: 44, align: 'left' },
  { title: 'Contagem', width: 62, align: 'left' },
  { title: 'Responsável', width: 70, align: 'left' },
  { title: 'Depreciação', width: 58, align: 'right', figure: true },
  { title: 'Valor', width: 63.28, align: 'right', figure: true },
];

/** What the count found, in the table's few words. */
const CONTAGEM: Record<string, string> = {
  conforme: 'Encontrado',
  nao_encontrado: 'Não encontrado',
  outro_local: 'Outro local',
  estado_diferente: 'Outro estado',
  desconhecida: 'Sem registro',
};

/**
 * Most lines the termo's table prints (a termo is written whole in memory): past it, the divergences
 * first, up to this many; the whole analytic inventory is the campaign's XLSX, whose totals are these.
 */
export const LINHAS_NO_TERMO = 2_000;

const n = (x: number) => x.toLocaleString('pt-BR');
const bensWord = (x: number) => `${n(x)} ${x === 1 ? 'bem' : 'bens'}`;

/** The figures of the closing, from the analytic lines (the comparison's kinds). */
function figuras(linhas: LinhaAnalitica[], esperados: number) {
  const por = (t: string) => linhas.filter((l) => l.tipo === t).length;
  const bens = linhas.filter((l) => l.tipo !== 'desconhecida' && l.codigo_bem !== null);
  return {
    esperados,
    nao_encontrado: por('nao_encontrado'),
    outro_local: por('outro_local'),
    desconhecida: por('desconhecida'),
    estado_diferente: por('estado_diferente'),
    conforme: por('conforme'),
    bens: bens.length,
    valor: bens.reduce((a, l) => a + moneyToCents(l.valor_atual ?? '0'), 0n),
  };
}

const linha = (l: LinhaAnalitica) => [
  l.codigo_bem === null ? '' : String(l.codigo_bem),
  l.descricao ?? l.leitura ?? '',
  l.conta_contabil ?? '',
  estadoConservacaoTexto(l.estado_lido ?? l.estado_registrado) ?? '',
  CONTAGEM[l.tipo] ?? l.tipo,
  l.responsavel ?? '',
  l.depreciacao_acumulada === null ? '' : reais(l.depreciacao_acumulada),
  l.valor_atual === null ? '' : reais(l.valor_atual),
];

/**
 * The closing of a campaign (docs/domain.md, "Inventário"; decision 067), in the closing's transaction
 * with the row locked: the comparison stored as divergences (what the commission found, whatever moves
 * later), and the termos issued through the termos service (numbered, verifiable): the commission's
 * termo of closing with the unit's analytic inventory and the divergences' summary, and for a transição
 * the termo the outgoing and incoming heads sign. Answers the termos' ids, kept on the campaign.
 */
export function createEncerramento(termos: TermosService) {
  return async (tx: Db, actor: Actor, inv: InventarioRow) => {
    await comparacaoLocal(tx);
    await gravarDivergencias(tx, inv);
    const linhas = await analitico(tx, inv);
    const f = figuras(linhas, await quantosEsperados(tx, inv));
    const comissao = await comissoesOf(tx, [inv.id]);
    const names = await namesOf(tx, {
      places: [inv.secretariaId, inv.setorId].filter((x): x is string => x !== null),
      salas: inv.salaId ? [inv.salaId] : [],
      servidores: [inv.responsavelSaidaId, inv.responsavelEntradaId].filter((x): x is string => x !== null),
      users: [],
    });
    const { unidade } = unitText(inv, names);
    const hoje = dataBr(brazilDate(new Date()));
    const tipo = TIPO_INVENTARIO_LABELS[inv.tipo as TipoInventario] ?? inv.tipo;
    const portaria = `Portaria nº ${inv.portariaNumero}, de ${dataBr(inv.portariaData)}`;
    const resumo =
      `esperados: ${n(f.esperados)}; encontrados: ${n(f.esperados - f.nao_encontrado)}; ` +
      `não encontrados: ${n(f.nao_encontrado)}; em outro local: ${n(f.outro_local)}; ` +
      `leituras sem registro: ${n(f.desconhecida)}; com estado de conservação diferente: ${n(f.estado_diferente)}.`;
    // A large unit: its divergences (up to the limit) in the termo, every asset in the campaign's file.
    const impressas =
      linhas.length <= LINHAS_NO_TERMO
        ? linhas
        : linhas.filter((l) => l.tipo !== 'conforme').slice(0, LINHAS_NO_TERMO);
    const recorte =
      impressas.length < linhas.length
        ? [
            `A unidade tem ${n(linhas.length)} linhas no inventário analítico: este termo relaciona ${n(impressas.length)} delas (as divergências${impressas.length < linhas.length - f.conforme ? `, as ${n(impressas.length)} primeiras` : ''}); o inventário analítico completo, bem a bem, é o arquivo da campanha (botão "Inventário analítico", XLSX), e os totais abaixo são os de todos os bens.`,
          ]
        : [];
    const base = {
      fields: [
        ['Unidade', unidade],
        ['Tipo', tipo],
        ['Designação da comissão', portaria],
        ['Abertura', dataBr(inv.dataAbertura)],
        ['Encerramento', hoje],
        ['Divergências', resumo],
      ] as [string, string][],
      columns: COLUMNS,
      rows: impressas.map(linha),
      total: { text: 'Valor total dos bens:', tail: ` ${bensWord(f.bens)}`, value: reais(f.valor) },
    };
    const membros = comissao.map((m) => ({
      label: m.presidente ? 'Presidente da comissão' : 'Membro da comissão',
      name: m.nome,
    }));
    const termo = await termos.documento(tx, actor, inv.clientId, 'inventario', {
      ...base,
      paragraphs: [
        `Em ${hoje}, a comissão de inventário designada pela ${portaria} encerra o inventário "${inv.titulo}" (${tipo.toLowerCase()}) da unidade ${unidade}, aberto em ${dataBr(inv.dataAbertura)}, e apresenta abaixo o inventário analítico da unidade (Lei 4.320/1964, arts. 94 a 96): cada bem com sua conta contábil, estado de conservação, o que a contagem encontrou, responsável, depreciação acumulada e valor.`,
        'As divergências resumidas abaixo ficam registradas neste encerramento e serão regularizadas por transferência, baixa, incorporação ou justificativa da comissão.',
        ...recorte,
      ],
      signatures: membros,
    });
    let transicao: string | null = null;
    if (inv.tipo === 'transicao') {
      const saida = inv.responsavelSaidaId ? names.servidores.get(inv.responsavelSaidaId) : undefined;
      const entrada = inv.responsavelEntradaId ? names.servidores.get(inv.responsavelEntradaId) : undefined;
      const quem = (s: typeof saida) =>
        s
          ? [s.nome, s.matricula ? `matrícula ${s.matricula}` : null, s.cargo].filter(Boolean).join(', ')
          : '';
      const doc = await termos.documento(tx, actor, inv.clientId, 'transicao', {
        ...base,
        paragraphs: [
          `Em ${hoje}, ao fim do inventário "${inv.titulo}" da unidade ${unidade}, conferido pela comissão designada pela ${portaria}, ${quem(saida)} transfere a ${quem(entrada)} a responsabilidade pelos bens patrimoniais da unidade relacionados abaixo, no estado e na situação que a contagem registrou.`,
          ...recorte,
          `O responsável que sai declara ter entregue os bens relacionados; o que entra declara tê-los recebido e passa a responder pela sua guarda e conservação. As divergências (${resumo.slice(0, -1)}) constam do termo de encerramento do inventário nº ${termo.name.replace(/^.* nº (\d+)-(\d+)\.pdf$/, '$1/$2')}.`,
        ],
        fields: [
          ['Responsável que sai', quem(saida)],
          ['Responsável que entra', quem(entrada)],
          ...base.fields,
        ],
        signatures: [
          { label: 'Responsável que sai', name: saida?.nome },
          { label: 'Responsável que entra', name: entrada?.nome },
          ...membros.filter((m) => m.label === 'Presidente da comissão'),
        ],
      });
      transicao = doc.id;
    }
    return { termoInventarioId: termo.id, termoTransicaoId: transicao };
  };
}
export type Encerramento = ReturnType<typeof createEncerramento>;
