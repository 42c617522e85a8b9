import {
  MONEY_PATTERN,
  type NfeEndereco,
  type NfeItem,
  type NfeNota,
  normalizeMoney,
} from '@gp/shared-contracts';
import { accessKeyParts, checkAccessKey, shown } from './access-key.js';
import { NfeRefusal } from './nfe-refusal.js';
import { missing, quoted, readXmlDocument, type XmlElement } from './xml-document.js';

/**
 * Reads an authorised NF-e (model 55, layout 4.00, the `nfeProc` file the issuer sends with the goods)
 * into plain values, or refuses it with a Portuguese reason. Pure: no database, no clock, no network.
 * The checks run in a fixed order so each file gets the most useful reason: the file itself (size,
 * text, safety, well-formed), the layout, the model, the access key's check digit, the key's agreement
 * with the note's fields, the authorisation protocol, then the items and totals.
 * Numbers that matter exactly (money, quantities) stay decimal strings.
 */

/** The note's shape is the contract's (shared-contracts `xml-nfe.ts`): the API answers it as read here. */
export type { NfeEndereco, NfeItem, NfeNota, NfeVeiculo } from '@gp/shared-contracts';
export { checkAccessKey } from './access-key.js';
export { NfeRefusal, type NfeRefusalCode } from './nfe-refusal.js';

/** Elements read as lists even when there is one. */
const ARRAY_ELEMENTS: ReadonlySet<string> = new Set(['det', 'evento', 'procEventoNFe']);
/**
 * Subtrees never read: the signature and, in each item, the tax groups other than IPI. Not building
 * them halves the time a note of many items takes to read.
 */
const SKIPPED_ELEMENTS = [
  '*.Signature',
  ...['ICMS', 'ICMSUFDest', 'II', 'ISSQN', 'PIS', 'PISST', 'COFINS', 'COFINSST', 'IS', 'IBSCBS'].map(
    (group) => `*.det.imposto.${group}`,
  ),
];
/** Files holding NF-e events rather than a note. */
const EVENT_ROOTS: ReadonlySet<string> = new Set(['procEventoNFe', 'evento', 'envEvento']);
const CANCELLATION_EVENT = '110111';
/** cStat of an authorised note: 100, or 150 when authorised after its deadline. */
const AUTHORISED: ReadonlySet<string> = new Set(['100', '150']);
/** cStat of a cancelled note (cancellation approved, registered, or after its deadline). */
const CANCELLED: ReadonlySet<string> = new Set(['101', '135', '151', '155']);
const MAX_ITEM_NUMBER = 990;

const LAYOUT_MESSAGE = 'Leiaute não suportado: esperado nfeProc versão 4.00.';
const NO_PROTOCOL_MESSAGE =
  'A nota não traz o protocolo de autorização da SEFAZ (protNFe): envie o XML autorizado (nfeProc).';

/** dhEmi of layout 4.00: date, time and the offset from UTC. */
const DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d([+-]\d{2}:\d{2}|Z)$/;
const CNPJ = /^[0-9A-Z]{12}\d{2}$/;
const CPF = /^\d{11}$/;

const invalid = (path: string, value: string, expected: string) =>
  new NfeRefusal('LAYOUT', `Valor inválido em ${path}: ${quoted(value)} (esperado ${expected}).`);

/** A required text of `parent` matching `pattern`. */
function matching(parent: XmlElement, name: string, pattern: RegExp, expected: string): string {
  const value = parent.requiredText(name);
  if (!pattern.test(value)) throw invalid(`${prefix(parent)}${name}`, value, expected);
  return value;
}

const prefix = (element: XmlElement) => (element.path ? `${element.path}/` : '');

/** Money of 2 decimals ("500" → "500.00"); absent is "0.00". */
function money(parent: XmlElement, name: string, required = false): string {
  const value = required ? parent.requiredText(name) : parent.text(name);
  if (value === null) return '0.00';
  if (value.startsWith('-') || !MONEY_PATTERN.test(value)) {
    throw invalid(`${prefix(parent)}${name}`, value, 'um valor com até duas casas decimais, ex.: 500.00');
  }
  return normalizeMoney(value);
}

/**
 * A non-negative decimal with at most `intDigits` integer digits and `maxScale` decimals, written with
 * at least `minScale` decimals (padded with zeros, never rounded).
 */
function decimal(
  parent: XmlElement,
  name: string,
  { intDigits, minScale, maxScale }: { intDigits: number; minScale: number; maxScale: number },
): string {
  const value = parent.requiredText(name);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  const integer = match?.[1]?.replace(/^0+(?=\d)/, '') ?? '';
  const decimals = match?.[2] ?? '';
  if (!match || integer.length > intDigits || decimals.length > maxScale) {
    throw invalid(
      `${prefix(parent)}${name}`,
      value,
      `um número com até ${intDigits} dígitos inteiros e ${maxScale} casas decimais`,
    );
  }
  return `${integer}.${decimals.padEnd(minScale, '0')}`;
}

function year(parent: XmlElement, name: string): number | null {
  const value = parent.text(name);
  if (value === null) return null;
  if (!/^\d{4}$/.test(value)) throw invalid(`${prefix(parent)}${name}`, value, 'um ano de quatro dígitos');
  return Number(value);
}

function endereco(element: XmlElement | null): NfeEndereco {
  const text = (name: string) => element?.text(name) ?? null;
  return {
    logradouro: text('xLgr'),
    numero: text('nro'),
    complemento: text('xCpl'),
    bairro: text('xBairro'),
    municipio: text('xMun'),
    codigo_municipio: text('cMun'),
    uf: text('UF'),
    cep: text('CEP'),
    telefone: text('fone'),
  };
}

/** An event file is never a note: a cancellation says so, any other event is a layout refusal. */
function refuseEvent(root: XmlElement): never {
  const events = root.name === 'evento' ? [root] : root.children('evento');
  for (const event of events) {
    const info = event.child('infEvento');
    if (info?.text('tpEvento') === CANCELLATION_EVENT) {
      const chave = info.requiredText('chNFe');
      throw new NfeRefusal(
        'CANCELLED',
        `O arquivo é um evento de cancelamento da NF-e ${shown(chave)}: a nota foi cancelada.`,
      );
    }
  }
  throw new NfeRefusal('LAYOUT', LAYOUT_MESSAGE);
}

function readItem(det: XmlElement, seen: Set<number>): NfeItem {
  const rawNumber = det.requiredAttr('nItem');
  const numero = Number(rawNumber);
  if (!/^\d{1,3}$/.test(rawNumber) || numero < 1 || numero > MAX_ITEM_NUMBER) {
    throw invalid('det/@nItem', rawNumber, `um número de 1 a ${MAX_ITEM_NUMBER}`);
  }
  if (seen.has(numero)) {
    throw new NfeRefusal('LAYOUT', `Item repetido: det/@nItem ${numero} aparece mais de uma vez.`);
  }
  seen.add(numero);

  const item = det.at(`det[${numero}]`);
  const prod = item.requiredChild('prod');
  const ncm = prod.text('NCM');
  if (ncm !== null && !/^(\d{2}|\d{8})$/.test(ncm)) {
    throw invalid(`${prod.path}/NCM`, ncm, 'oito dígitos, ou "00"');
  }
  const veic = prod.child('veicProd');
  return {
    numero,
    codigo: prod.requiredText('cProd'),
    descricao: prod.requiredText('xProd'),
    ncm: ncm?.length === 8 ? ncm : null,
    cfop: matching(prod, 'CFOP', /^\d{4}$/, 'quatro dígitos'),
    unidade: prod.requiredText('uCom'),
    quantidade: decimal(prod, 'qCom', { intDigits: 11, minScale: 4, maxScale: 4 }),
    valor_unitario: decimal(prod, 'vUnCom', { intDigits: 11, minScale: 2, maxScale: 10 }),
    valor: money(prod, 'vProd', true),
    frete: money(prod, 'vFrete'),
    seguro: money(prod, 'vSeg'),
    desconto: money(prod, 'vDesc'),
    outros: money(prod, 'vOutro'),
    ipi: (() => {
      const trib = item.child('imposto')?.child('IPI')?.child('IPITrib');
      return trib ? money(trib, 'vIPI') : '0.00';
    })(),
    veiculo: veic
      ? {
          chassi: veic.requiredText('chassi'),
          cor: veic.text('cCor'),
          descricao_cor: veic.text('xCor'),
          ano_modelo: year(veic, 'anoMod'),
          ano_fabricacao: year(veic, 'anoFab'),
          combustivel: veic.text('tpComb'),
          potencia: veic.text('pot'),
          cilindradas: veic.text('cilin'),
          tipo: veic.text('tpVeic'),
          renavam: veic.text('renavam') ?? veic.text('RENAVAM'),
        }
      : null,
  };
}

/** Parses and checks an NF-e file; throws NfeRefusal with the reason when it cannot be accepted. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: reads the note's fields in the layout's order, one short check each.
export function parseNfe(bytes: Buffer, limits: { maxBytes: number; maxItems: number }): NfeNota {
  const root = readXmlDocument(bytes, {
    maxBytes: limits.maxBytes,
    arrayElements: ARRAY_ELEMENTS,
    skippedElements: SKIPPED_ELEMENTS,
  });

  // Layout: an authorised note (nfeProc) or a bare NFe, whose missing protocol is told after the
  // model and the key, so a consumer receipt (also sent bare) is told it is the wrong model.
  if (EVENT_ROOTS.has(root.name)) refuseEvent(root);
  let nfe: XmlElement;
  let protocol: XmlElement | null = null;
  if (root.name === 'nfeProc') {
    if (root.attr('versao') !== '4.00') throw new NfeRefusal('LAYOUT', LAYOUT_MESSAGE);
    nfe = root.requiredChild('NFe');
    protocol = root.child('protNFe')?.child('infProt') ?? null;
  } else if (root.name === 'NFe') {
    nfe = root;
  } else {
    throw new NfeRefusal('LAYOUT', LAYOUT_MESSAGE);
  }
  const infNFe = nfe.requiredChild('infNFe').at('');
  if (infNFe.attr('versao') !== '4.00') throw new NfeRefusal('LAYOUT', LAYOUT_MESSAGE);
  const ide = infNFe.requiredChild('ide');

  // Model.
  const mod = matching(ide, 'mod', /^\d{2}$/, 'dois dígitos');
  if (mod === '65') {
    throw new NfeRefusal(
      'MODEL',
      'A nota é uma NFC-e (modelo 65), cupom de venda ao consumidor: só a NF-e modelo 55 é aceita.',
    );
  }
  if (mod !== '55') {
    throw new NfeRefusal('MODEL', `A nota é do modelo ${mod}: só a NF-e modelo 55 é aceita.`);
  }

  // Access key: format and check digit.
  const id = infNFe.requiredAttr('Id');
  const chave = id.slice(3);
  if (!id.startsWith('NFe') || chave.length !== 44) {
    throw new NfeRefusal(
      'KEY',
      `Chave de acesso inválida: o atributo Id de infNFe deve ser "NFe" seguido dos 44 dígitos da chave, e é ${quoted(id)}.`,
    );
  }
  const keyCheck = checkAccessKey(chave);
  if (!keyCheck.ok) throw new NfeRefusal('KEY', keyCheck.message);

  // Access key: agreement with the note's fields.
  const cUF = matching(ide, 'cUF', /^\d{2}$/, 'dois dígitos');
  const emissao = matching(ide, 'dhEmi', DATE_TIME, 'data e hora com fuso, ex.: 2018-09-25T10:00:00-03:00');
  const serie = Number(matching(ide, 'serie', /^\d{1,3}$/, 'um número de 0 a 999'));
  const numero = Number(matching(ide, 'nNF', /^\d{1,9}$/, 'um número de 1 a 999999999'));
  if (numero === 0) throw invalid('ide/nNF', '0', 'um número de 1 a 999999999');
  const tpEmis = matching(ide, 'tpEmis', /^\d$/, 'um dígito');
  const cNF = matching(ide, 'cNF', /^\d{8}$/, 'oito dígitos');
  const emit = infNFe.requiredChild('emit');
  const cnpj = emit.text('CNPJ');
  const cpf = cnpj === null ? emit.text('CPF') : null;
  if (cnpj !== null && !CNPJ.test(cnpj)) throw invalid('emit/CNPJ', cnpj, '14 caracteres');
  if (cpf !== null && !CPF.test(cpf)) throw invalid('emit/CPF', cpf, '11 dígitos');
  const documento = cnpj ?? cpf;
  if (documento === null) throw missing('emit/CNPJ ou emit/CPF');

  const key = accessKeyParts(chave);
  const agreement: [field: string, inKey: string, inNote: string][] = [
    ['a UF (cUF)', key.cUF, cUF],
    ['o ano e mês de emissão (AAMM)', key.aamm, emissao.slice(2, 4) + emissao.slice(5, 7)],
    [cnpj ? 'o CNPJ do emitente' : 'o CPF do emitente', key.documento, documento.padStart(14, '0')],
    ['o modelo (mod)', key.mod, mod],
    ['a série (serie)', key.serie, String(serie).padStart(3, '0')],
    ['o número (nNF)', key.nNF, String(numero).padStart(9, '0')],
    ['o tipo de emissão (tpEmis)', key.tpEmis, tpEmis],
    ['o código numérico (cNF)', key.cNF, cNF],
  ];
  for (const [field, inKey, inNote] of agreement) {
    if (inKey !== inNote) {
      throw new NfeRefusal(
        'KEY',
        `A chave de acesso não confere com a nota: ${field} da chave é ${inKey}, na nota é ${inNote}.`,
      );
    }
  }

  // Authorisation protocol.
  if (!protocol) throw new NfeRefusal('NOT_AUTHORISED', NO_PROTOCOL_MESSAGE);
  const chNFe = protocol.requiredText('chNFe');
  if (chNFe !== chave) {
    throw new NfeRefusal('NOT_AUTHORISED', `O protocolo de autorização é de outra chave (${shown(chNFe)}).`);
  }
  const cStat = matching(protocol, 'cStat', /^\d{3}$/, 'três dígitos');
  const xMotivo = protocol.text('xMotivo');
  const situacao = xMotivo ? `${cStat}: ${xMotivo}` : cStat;
  if (CANCELLED.has(cStat)) {
    throw new NfeRefusal('CANCELLED', `A NF-e ${chave} está cancelada (situação ${situacao}).`);
  }
  if (!AUTHORISED.has(cStat)) {
    throw new NfeRefusal('NOT_AUTHORISED', `A nota não está autorizada pela SEFAZ (situação ${situacao}).`);
  }
  const protocolo = {
    numero: matching(protocol, 'nProt', /^\d{15}$/, '15 dígitos'),
    recebimento: protocol.text('dhRecbto'),
    status: Number(cStat),
  };

  // Items.
  const dets = infNFe.children('det');
  if (dets.length === 0) throw missing('det');
  if (dets.length > limits.maxItems) {
    throw new NfeRefusal('TOO_MANY_ITEMS', `A nota tem ${dets.length} itens; o limite é ${limits.maxItems}.`);
  }
  const seen = new Set<number>();
  const itens = dets.map((det) => readItem(det, seen));

  const dest = infNFe.child('dest');
  const icmsTot = infNFe.requiredChild('total').requiredChild('ICMSTot');
  return {
    chave,
    modelo: '55',
    serie,
    numero,
    emissao,
    natureza_operacao: ide.requiredText('natOp'),
    emitente: {
      documento,
      nome: emit.requiredText('xNome'),
      fantasia: emit.text('xFant'),
      ie: emit.text('IE'),
      endereco: endereco(emit.child('enderEmit')),
    },
    destinatario: {
      documento: dest ? (dest.text('CNPJ') ?? dest.text('CPF') ?? dest.text('idEstrangeiro')) : null,
      nome: dest?.text('xNome') ?? null,
    },
    itens,
    totais: {
      produtos: money(icmsTot, 'vProd', true),
      frete: money(icmsTot, 'vFrete'),
      seguro: money(icmsTot, 'vSeg'),
      desconto: money(icmsTot, 'vDesc'),
      ipi: money(icmsTot, 'vIPI'),
      outros: money(icmsTot, 'vOutro'),
      nota: money(icmsTot, 'vNF', true),
    },
    protocolo,
  };
}
