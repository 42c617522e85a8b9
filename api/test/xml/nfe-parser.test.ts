import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import {
  checkAccessKey,
  NfeRefusal,
  type NfeRefusalCode,
  parseNfe,
} from '../../src/modules/xml/nfe-parser.js';

/** The sample files are described in test/fixtures/nfe/README.md. */
const sample = (name: string) => readFileSync(new URL(`../fixtures/nfe/${name}`, import.meta.url), 'utf8');
const VALID = sample('nfe_layout4_com_prot.xml');
const VALID_KEY = '43180906929383000163550010000000261000010301';

const MB = 1024 * 1024;
const LIMITS = { maxBytes: 5 * MB, maxItems: 990 };

const parse = (xml: string | Buffer, limits = LIMITS) =>
  parseNfe(typeof xml === 'string' ? Buffer.from(xml, 'utf8') : xml, limits);

/** The refusal a file gets; fails the test when the file is accepted or fails otherwise. */
function refusal(xml: string | Buffer, limits = LIMITS): { code: NfeRefusalCode; message: string } {
  try {
    parse(xml, limits);
  } catch (error) {
    if (error instanceof NfeRefusal) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('o arquivo foi aceito');
}

/**
 * Check digit of an access key, written here apart from the module: weights 2, 3, …, 9, 2, 3, … from
 * the rightmost of the 43 characters; a character counts its ASCII code minus 48 (a digit, its value);
 * remainder of the sum by 11 below 2 gives 0, otherwise 11 minus the remainder.
 */
function dv(first43: string): string {
  let sum = 0;
  for (let i = 0; i < first43.length; i++) {
    const weight = 2 + (i % 8);
    sum += (first43.charCodeAt(first43.length - 1 - i) - 48) * weight;
  }
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
}

/** The valid sample under another key (in infNFe/@Id and in the protocol), with its right check digit. */
const rekeyed = (xml: string, first43: string) => xml.replaceAll(VALID_KEY, first43 + dv(first43));

/** A key from its fields, in the order they appear in it. */
const keyOf = (fields: {
  cUF?: string;
  aamm?: string;
  doc?: string;
  mod?: string;
  serie?: string;
  nNF?: string;
  tpEmis?: string;
  cNF?: string;
}) =>
  [
    fields.cUF ?? '43',
    fields.aamm ?? '1809',
    fields.doc ?? '06929383000163',
    fields.mod ?? '55',
    fields.serie ?? '001',
    fields.nNF ?? '000000026',
    fields.tpEmis ?? '1',
    fields.cNF ?? '00001030',
  ].join('');

/** Replaces exactly one occurrence, so an edit that no longer matches the sample fails loudly. */
function edit(xml: string, from: string | RegExp, to: string): string {
  const count =
    typeof from === 'string' ? xml.split(from).length - 1 : (xml.match(new RegExp(from, 'g')) ?? []).length;
  if (count !== 1) throw new Error(`a edição deveria achar um trecho e achou ${count}: ${from}`);
  return xml.replace(from, to);
}

/** An item's IPI group, taxed: 25.00. */
const IPI =
  '<IPI><cEnq>999</cEnq><IPITrib><CST>50</CST><vBC>500.00</vBC><pIPI>5.0000</pIPI><vIPI>25</vIPI></IPITrib></IPI>';

const DET = /<det nItem="1">[\s\S]*<\/det>/;
const detBlock = () => DET.exec(VALID)?.[0] ?? '';

/** The valid sample with `count` items (nItem 1..count), each its own code and quantity. */
function withItems(count: number): string {
  const det = detBlock();
  const items: string[] = [];
  for (let n = 1; n <= count; n++) {
    items.push(
      det
        .replace('nItem="1"', `nItem="${n}"`)
        .replace('<cProd>11007</cProd>', `<cProd>P${n}</cProd>`)
        .replace('<qCom>10.0000</qCom>', `<qCom>${n}</qCom>`),
    );
  }
  return VALID.replace(DET, items.join('\n'));
}

describe('the sample files', () => {
  it('nfe_layout4_com_prot.xml, authorised, is read', () => {
    const nota = parse(VALID);
    expect(nota).toMatchObject({
      chave: VALID_KEY,
      modelo: '55',
      serie: 1,
      numero: 26,
      emissao: '2018-09-25T00:00:00-03:00',
      natureza_operacao: 'Venda de producao do estabelecimento',
      emitente: {
        documento: '06929383000163',
        nome: 'UMA RAZAO SOCIAL DE TESTE QUALQUER',
        fantasia: null,
        ie: '0018000762',
        endereco: {
          logradouro: 'Rua dos Testes',
          numero: '1020',
          complemento: '0',
          bairro: 'Centro',
          municipio: 'SAPIRANGA',
          codigo_municipio: '4319901',
          uf: 'RS',
          cep: '93800000',
          telefone: '5190909090',
        },
      },
      destinatario: {
        documento: '58716523000119',
        nome: 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL',
      },
      totais: {
        produtos: '500.00',
        frete: '0.00',
        seguro: '0.00',
        desconto: '0.00',
        ipi: '0.00',
        outros: '0.00',
        nota: '500.00',
      },
      protocolo: { numero: '143180006932433', recebimento: '2018-09-25T16:21:05-03:00', status: 100 },
    });
    expect(nota.itens).toEqual([
      {
        numero: 1,
        codigo: '11007',
        descricao: 'UM PRODUTO TESTE QUALQUER',
        ncm: '64011000',
        cfop: '6101',
        unidade: 'UN',
        quantidade: '10.0000',
        valor_unitario: '50.00',
        valor: '500.00',
        frete: '0.00',
        seguro: '0.00',
        desconto: '0.00',
        outros: '0.00',
        ipi: '0.00',
        veiculo: null,
      },
    ]);
  });

  it('nfe_layout4.xml, the same note without its protocol, is not authorised', () => {
    expect(refusal(sample('nfe_layout4.xml'))).toEqual({
      code: 'NOT_AUTHORISED',
      message:
        'A nota não traz o protocolo de autorização da SEFAZ (protNFe): envie o XML autorizado (nfeProc).',
    });
  });

  it('nfe_4.0.xml has a wrong check digit in its key', () => {
    // 3219110767081300082555001005906225113303793: weighted sum 767, 767 % 11 = 8, digit 11 − 8 = 3.
    expect(dv('3219110767081300082555001005906225113303793')).toBe('3');
    expect(refusal(sample('nfe_4.0.xml'))).toEqual({
      code: 'KEY',
      message:
        'Chave de acesso inválida: dígito verificador 8, esperado 3 (chave 32191107670813000825550010059062251133037938).',
    });
  });

  it('nfce.xml is a consumer receipt (model 65)', () => {
    expect(refusal(sample('nfce.xml'))).toEqual({
      code: 'MODEL',
      message: 'A nota é uma NFC-e (modelo 65), cupom de venda ao consumidor: só a NF-e modelo 55 é aceita.',
    });
  });
});

describe('checkAccessKey', () => {
  it('accepts a key whose check digit is right', () => {
    // 4318090692938300016355001000000026100001030, weights from the right:
    // 4×4 + 3×3 + 1×2 + 8×9 + 0×8 + 9×7 + 0×6 + 6×5 + 9×4 + 2×3 + 9×2 + 3×9 + 8×8 + 3×7 + 0×6 + 0×5 + 0×4
    // + 1×3 + 6×2 + 3×9 + 5×8 + 5×7 + 0×6 + 0×5 + 1×4 + 0×3 + 0×2 + 0×9 + 0×8 + 0×7 + 0×6 + 0×5 + 2×4
    // + 6×3 + 1×2 + 0×9 + 0×8 + 0×7 + 0×6 + 1×5 + 0×4 + 3×3 + 0×2 = 527; 527 = 47 × 11 + 10; 11 − 10 = 1.
    expect(checkAccessKey(VALID_KEY)).toEqual({ ok: true });
    // Remainder 0 or 1 gives 0: 4318090692938300016355001000000026100001031 sums 527 + 2 = 529, 529 % 11 = 1.
    expect(checkAccessKey('43180906929383000163550010000000261000010310')).toEqual({ ok: true });
    expect(checkAccessKey('43180906929383000163550010000000261000010311')).toMatchObject({ ok: false });
  });

  it('accepts an alphanumeric CNPJ in the key (letters count their ASCII code minus 48)', () => {
    const first43 = keyOf({ aamm: '2609', doc: '12ABC34501DE35' });
    expect(checkAccessKey(first43 + dv(first43))).toEqual({ ok: true });
    const wrong = (Number(dv(first43)) + 1) % 10;
    expect(checkAccessKey(`${first43}${wrong}`)).toMatchObject({ ok: false });
  });

  it('names the wrong and the right check digit', () => {
    expect(checkAccessKey('43180906929383000163550010000000261000010303')).toEqual({
      ok: false,
      message:
        'Chave de acesso inválida: dígito verificador 3, esperado 1 (chave 43180906929383000163550010000000261000010303).',
    });
  });

  it('refuses what is not 44 characters of a key', () => {
    for (const chave of [
      '',
      VALID_KEY.slice(0, 43),
      `${VALID_KEY}0`,
      `4318090692938300016355001000000026100001030A`,
      `A${VALID_KEY.slice(1)}`,
      VALID_KEY.replace('06929383000163', '06929383000a63'),
    ]) {
      const result = checkAccessKey(chave);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.message).toMatch(/^Chave de acesso inválida: são 44 dígitos/);
    }
  });
});

describe('the access key and the note', () => {
  it('refuses a wrong check digit', () => {
    const xml = VALID.replaceAll(VALID_KEY, `${VALID_KEY.slice(0, 43)}2`);
    expect(refusal(xml)).toEqual({
      code: 'KEY',
      message: `Chave de acesso inválida: dígito verificador 2, esperado 1 (chave ${VALID_KEY.slice(0, 43)}2).`,
    });
  });

  it('refuses an Id that is not "NFe" and the key', () => {
    const xml = edit(VALID, `Id="NFe${VALID_KEY}"`, `Id="CTe${VALID_KEY}"`);
    expect(refusal(xml)).toMatchObject({
      code: 'KEY',
      message: expect.stringMatching(/^Chave de acesso inválida: /),
    });
  });

  it('refuses a key that does not match the note', () => {
    const cases: [string, string][] = [
      [edit(VALID, '<cUF>43</cUF>', '<cUF>35</cUF>'), 'a UF (cUF) da chave é 43, na nota é 35'],
      [rekeyed(VALID, keyOf({ cUF: '35' })), 'a UF (cUF) da chave é 35, na nota é 43'],
      [
        edit(VALID, '<dhEmi>2018-09-25T00:00:00-03:00', '<dhEmi>2018-10-01T00:00:00-03:00'),
        'o ano e mês de emissão (AAMM) da chave é 1809, na nota é 1810',
      ],
      [
        edit(VALID, '<CNPJ>06929383000163</CNPJ>', '<CNPJ>11222333000181</CNPJ>'),
        'o CNPJ do emitente da chave é 06929383000163, na nota é 11222333000181',
      ],
      [
        rekeyed(VALID, keyOf({ doc: '11222333000181' })),
        'o CNPJ do emitente da chave é 11222333000181, na nota é 06929383000163',
      ],
      [rekeyed(VALID, keyOf({ mod: '65' })), 'o modelo (mod) da chave é 65, na nota é 55'],
      [edit(VALID, '<serie>1</serie>', '<serie>2</serie>'), 'a série (serie) da chave é 001, na nota é 002'],
      [
        edit(VALID, '<nNF>26</nNF>', '<nNF>27</nNF>'),
        'o número (nNF) da chave é 000000026, na nota é 000000027',
      ],
      [
        edit(VALID, '<tpEmis>1</tpEmis>', '<tpEmis>9</tpEmis>'),
        'o tipo de emissão (tpEmis) da chave é 1, na nota é 9',
      ],
      [
        edit(VALID, '<cNF>00001030</cNF>', '<cNF>00001031</cNF>'),
        'o código numérico (cNF) da chave é 00001030, na nota é 00001031',
      ],
    ];
    for (const [xml, detail] of cases) {
      expect(refusal(xml)).toEqual({
        code: 'KEY',
        message: `A chave de acesso não confere com a nota: ${detail}.`,
      });
    }
  });

  it('accepts a note whose fields and key change together', () => {
    const xml = edit(
      edit(rekeyed(VALID, keyOf({ serie: '007', cNF: '12345678' })), '<serie>1</serie>', '<serie>7</serie>'),
      '<cNF>00001030</cNF>',
      '<cNF>12345678</cNF>',
    );
    const nota = parse(xml);
    expect(nota.serie).toBe(7);
    expect(nota.chave).toBe(
      `${keyOf({ serie: '007', cNF: '12345678' })}${dv(keyOf({ serie: '007', cNF: '12345678' }))}`,
    );
  });

  it('reads an issuer with a CPF, held in the key left-padded with zeros', () => {
    const first43 = keyOf({ doc: '00012345678909' });
    const xml = edit(rekeyed(VALID, first43), '<CNPJ>06929383000163</CNPJ>', '<CPF>12345678909</CPF>');
    const nota = parse(xml);
    expect(nota.emitente.documento).toBe('12345678909');
    expect(nota.chave).toBe(first43 + dv(first43));

    const other = edit(VALID, '<CNPJ>06929383000163</CNPJ>', '<CPF>12345678909</CPF>');
    expect(refusal(other)).toEqual({
      code: 'KEY',
      message:
        'A chave de acesso não confere com a nota: o CPF do emitente da chave é 06929383000163, na nota é 00012345678909.',
    });
  });

  it('reads an issuer with an alphanumeric CNPJ', () => {
    const first43 = keyOf({ doc: '12ABC34501DE35' });
    const xml = edit(rekeyed(VALID, first43), '<CNPJ>06929383000163</CNPJ>', '<CNPJ>12ABC34501DE35</CNPJ>');
    expect(parse(xml).emitente.documento).toBe('12ABC34501DE35');
  });
});

describe('model', () => {
  it('refuses model 65 before looking at the key', () => {
    expect(refusal(edit(VALID, '<mod>55</mod>', '<mod>65</mod>'))).toEqual({
      code: 'MODEL',
      message: 'A nota é uma NFC-e (modelo 65), cupom de venda ao consumidor: só a NF-e modelo 55 é aceita.',
    });
  });

  it('refuses any other model', () => {
    expect(refusal(edit(VALID, '<mod>55</mod>', '<mod>57</mod>'))).toEqual({
      code: 'MODEL',
      message: 'A nota é do modelo 57: só a NF-e modelo 55 é aceita.',
    });
  });
});

describe('authorisation', () => {
  const PROTOCOL = /<protNFe[\s\S]*<\/protNFe>/;

  it('refuses an nfeProc without protNFe', () => {
    expect(refusal(edit(VALID, PROTOCOL, ''))).toEqual({
      code: 'NOT_AUTHORISED',
      message:
        'A nota não traz o protocolo de autorização da SEFAZ (protNFe): envie o XML autorizado (nfeProc).',
    });
    expect(refusal(edit(VALID, PROTOCOL, '<protNFe versao="4.00"></protNFe>'))).toMatchObject({
      code: 'NOT_AUTHORISED',
    });
  });

  it('refuses a denied note', () => {
    const xml = edit(
      edit(VALID, '<cStat>100</cStat>', '<cStat>110</cStat>'),
      '<xMotivo>Autorizado o uso da NF-e</xMotivo>',
      '<xMotivo>Uso Denegado</xMotivo>',
    );
    expect(refusal(xml)).toEqual({
      code: 'NOT_AUTHORISED',
      message: 'A nota não está autorizada pela SEFAZ (situação 110: Uso Denegado).',
    });
  });

  it('accepts a note authorised after its deadline (150)', () => {
    expect(parse(edit(VALID, '<cStat>100</cStat>', '<cStat>150</cStat>')).protocolo.status).toBe(150);
  });

  it('refuses a cancelled note', () => {
    const xml = edit(
      edit(VALID, '<cStat>100</cStat>', '<cStat>101</cStat>'),
      '<xMotivo>Autorizado o uso da NF-e</xMotivo>',
      '<xMotivo>Cancelamento de NF-e homologado</xMotivo>',
    );
    expect(refusal(xml)).toEqual({
      code: 'CANCELLED',
      message: `A NF-e ${VALID_KEY} está cancelada (situação 101: Cancelamento de NF-e homologado).`,
    });
    expect(refusal(edit(VALID, '<cStat>100</cStat>', '<cStat>135</cStat>'))).toMatchObject({
      code: 'CANCELLED',
    });
  });

  it('refuses a protocol of another key', () => {
    const other = `${VALID_KEY.slice(0, 42)}99`;
    expect(refusal(edit(VALID, `<chNFe>${VALID_KEY}</chNFe>`, `<chNFe>${other}</chNFe>`))).toEqual({
      code: 'NOT_AUTHORISED',
      message: `O protocolo de autorização é de outra chave (${other}).`,
    });
  });

  it('refuses a cancellation event file', () => {
    const event = (tpEvento: string) => `<?xml version="1.0" encoding="UTF-8"?>
<procEventoNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00">
  <evento versao="1.00">
    <infEvento Id="ID${tpEvento}${VALID_KEY}01">
      <cOrgao>43</cOrgao>
      <tpAmb>2</tpAmb>
      <CNPJ>06929383000163</CNPJ>
      <chNFe>${VALID_KEY}</chNFe>
      <dhEvento>2018-09-26T10:00:00-03:00</dhEvento>
      <tpEvento>${tpEvento}</tpEvento>
      <nSeqEvento>1</nSeqEvento>
      <verEvento>1.00</verEvento>
      <detEvento versao="1.00">
        <descEvento>Cancelamento</descEvento>
        <nProt>143180006932433</nProt>
        <xJust>Nota emitida com erro de digitacao</xJust>
      </detEvento>
    </infEvento>
  </evento>
  <retEvento versao="1.00">
    <infEvento>
      <tpAmb>2</tpAmb>
      <cStat>135</cStat>
      <xMotivo>Evento registrado e vinculado a NF-e</xMotivo>
      <chNFe>${VALID_KEY}</chNFe>
      <tpEvento>${tpEvento}</tpEvento>
    </infEvento>
  </retEvento>
</procEventoNFe>`;
    expect(refusal(event('110111'))).toEqual({
      code: 'CANCELLED',
      message: `O arquivo é um evento de cancelamento da NF-e ${VALID_KEY}: a nota foi cancelada.`,
    });
    // Another event (a correction letter) is not a note either.
    expect(refusal(event('110110'))).toEqual({
      code: 'LAYOUT',
      message: 'Leiaute não suportado: esperado nfeProc versão 4.00.',
    });
  });
});

describe('layout', () => {
  const LAYOUT = { code: 'LAYOUT', message: 'Leiaute não suportado: esperado nfeProc versão 4.00.' };

  it('refuses other roots and versions', () => {
    expect(refusal('<?xml version="1.0"?><cteProc versao="4.00"><CTe/></cteProc>')).toEqual(LAYOUT);
    expect(
      refusal(
        edit(
          VALID,
          '<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">',
          '<nfeProc versao="3.10">',
        ),
      ),
    ).toEqual(LAYOUT);
    expect(
      refusal(edit(VALID, `versao="4.00">\n            <ide>`, `versao="3.10">\n            <ide>`)),
    ).toEqual(LAYOUT);
  });

  it('names a missing mandatory field', () => {
    const cases: [string, string][] = [
      [edit(VALID, '<xNome>UMA RAZAO SOCIAL DE TESTE QUALQUER</xNome>', ''), 'emit/xNome'],
      [edit(VALID, '<vNF>500.00</vNF>', ''), 'total/ICMSTot/vNF'],
      [edit(VALID, '<nNF>26</nNF>', ''), 'ide/nNF'],
      [edit(VALID, '<CNPJ>06929383000163</CNPJ>', ''), 'emit/CNPJ ou emit/CPF'],
      [edit(VALID, DET, ''), 'det'],
      [edit(VALID, '<cProd>11007</cProd>', ''), 'det[1]/prod/cProd'],
      [edit(VALID, `Id="NFe${VALID_KEY}" `, ''), 'infNFe/@Id'],
    ];
    for (const [xml, field] of cases) {
      expect(refusal(xml)).toEqual({ code: 'LAYOUT', message: `Campo obrigatório ausente: ${field}.` });
    }
  });

  it('refuses a value that is not a number, naming the field', () => {
    expect(
      refusal(
        edit(VALID, '<vProd>500.00</vProd>\n                    <cEANTrib>', '<vProd>5OO</vProd><cEANTrib>'),
      ),
    ).toEqual({
      code: 'LAYOUT',
      message:
        'Valor inválido em det[1]/prod/vProd: "5OO" (esperado um valor com até duas casas decimais, ex.: 500.00).',
    });
    expect(refusal(edit(VALID, '<qCom>10.0000</qCom>', '<qCom>1,5</qCom>'))).toMatchObject({
      code: 'LAYOUT',
      message: expect.stringMatching(/^Valor inválido em det\[1\]\/prod\/qCom: "1,5"/),
    });
    expect(refusal(edit(VALID, '<vNF>500.00</vNF>', '<vNF>-500.00</vNF>'))).toMatchObject({
      code: 'LAYOUT',
      message: expect.stringMatching(/^Valor inválido em total\/ICMSTot\/vNF: "-500.00"/),
    });
    expect(refusal(edit(VALID, '<serie>1</serie>', '<serie>A</serie>'))).toMatchObject({
      code: 'LAYOUT',
      message: expect.stringMatching(/^Valor inválido em ide\/serie: "A"/),
    });
  });

  it('refuses item numbers out of 1..990 or repeated', () => {
    expect(refusal(edit(VALID, 'nItem="1"', 'nItem="0"'))).toMatchObject({
      code: 'LAYOUT',
      message: 'Valor inválido em det/@nItem: "0" (esperado um número de 1 a 990).',
    });
    expect(refusal(edit(VALID, 'nItem="1"', 'nItem="991"'))).toMatchObject({ code: 'LAYOUT' });
    const twice = VALID.replace(DET, `${detBlock()}\n${detBlock()}`);
    expect(refusal(twice)).toEqual({
      code: 'LAYOUT',
      message: 'Item repetido: det/@nItem 1 aparece mais de uma vez.',
    });
  });

  it('tolerates a namespace prefix on the elements', () => {
    const withIpi = edit(VALID, '<PIS>', `${IPI}<PIS>`);
    const prefixed = withIpi.replace(/<(\/?)([A-Za-z])/g, '<$1nfe:$2').replaceAll('xmlns="', 'xmlns:nfe="');
    expect(prefixed).toContain('<nfe:infNFe');
    const nota = parse(prefixed);
    expect(nota.chave).toBe(VALID_KEY);
    expect(nota.itens[0]).toMatchObject({ quantidade: '10.0000', ipi: '25.00' });
  });

  it('reads a file with a byte order mark', () => {
    expect(parse(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(VALID)])).chave).toBe(VALID_KEY);
  });
});

describe('values', () => {
  it('normalises decimals as strings, never through floats', () => {
    const xml = edit(
      edit(
        edit(
          edit(VALID, '<qCom>10.0000</qCom>', '<qCom>3</qCom>'),
          '<vUnCom>50</vUnCom>',
          '<vUnCom>0166.6666666667</vUnCom>',
        ),
        '<vProd>500.00</vProd>\n                    <cEANTrib>',
        '<vProd>500</vProd><vFrete>50.1</vFrete><vSeg>0.3</vSeg><vDesc>1.25</vDesc><vOutro>9007199254740.99</vOutro><cEANTrib>',
      ),
      '<NCM>64011000</NCM>',
      '<NCM>00</NCM>',
    );
    const [item] = parse(xml).itens;
    expect(item).toMatchObject({
      quantidade: '3.0000',
      valor_unitario: '166.6666666667',
      valor: '500.00',
      frete: '50.10',
      seguro: '0.30',
      desconto: '1.25',
      outros: '9007199254740.99',
      ncm: null,
    });
    expect(
      parse(edit(VALID, '<vUnCom>50</vUnCom>', '<vUnCom>12.0000000000</vUnCom>')).itens[0]?.valor_unitario,
    ).toBe('12.0000000000');
    expect(refusal(edit(VALID, '<vUnCom>50</vUnCom>', '<vUnCom>1.00000000001</vUnCom>'))).toMatchObject({
      code: 'LAYOUT',
    });
  });

  it('reads the item IPI', () => {
    expect(parse(edit(VALID, '<PIS>', `${IPI}<PIS>`)).itens[0]?.ipi).toBe('25.00');
    const exempt = '<IPI><cEnq>999</cEnq><IPINT><CST>53</CST></IPINT></IPI>';
    expect(parse(edit(VALID, '<PIS>', `${exempt}<PIS>`)).itens[0]?.ipi).toBe('0.00');
  });

  it('decodes the predefined entities once, and keeps CDATA as written', () => {
    const xml = edit(
      VALID,
      '<xProd>UM PRODUTO TESTE QUALQUER</xProd>',
      '<xProd>PARAFUSO &amp; PORCA &lt;M8&gt; &quot;AÇO&quot; &#233;&#xE7; &amp;lt;</xProd>',
    );
    expect(parse(xml).itens[0]?.descricao).toBe('PARAFUSO & PORCA <M8> "AÇO" éç &lt;');
    const cdata = edit(
      VALID,
      '<xProd>UM PRODUTO TESTE QUALQUER</xProd>',
      '<xProd><![CDATA[A &amp; B]]></xProd>',
    );
    expect(parse(cdata).itens[0]?.descricao).toBe('A &amp; B');
  });

  it('reads a vehicle of the item', () => {
    const veicProd = `<veicProd>
      <tpOp>1</tpOp><chassi>9BWZZZ377VT004251</chassi><cCor>01</cCor><xCor>BRANCO</xCor>
      <pot>110</pot><cilin>1598</cilin><pesoL>1100.0000</pesoL><pesoB>1200.0000</pesoB>
      <nSerie>VT004251</nSerie><tpComb>16</tpComb><nMotor>CFZ123456</nMotor><CMT>1600.0000</CMT>
      <dist>2470</dist><anoMod>2019</anoMod><anoFab>2018</anoFab><tpPint>S</tpPint><tpVeic>06</tpVeic>
      <espVeic>1</espVeic><VIN>N</VIN><condVeic>1</condVeic><cMod>123456</cMod><cCorDENATRAN>16</cCorDENATRAN>
      <lota>5</lota><tpRest>0</tpRest>
    </veicProd>`;
    const xml = edit(
      VALID,
      '<indTot>1</indTot>\n                </prod>',
      `<indTot>1</indTot>${veicProd}</prod>`,
    );
    expect(parse(xml).itens[0]?.veiculo).toEqual({
      chassi: '9BWZZZ377VT004251',
      cor: '01',
      descricao_cor: 'BRANCO',
      ano_modelo: 2019,
      ano_fabricacao: 2018,
      combustivel: '16',
      potencia: '110',
      cilindradas: '1598',
      tipo: '06',
      renavam: null,
    });
    expect(refusal(edit(xml, '<anoMod>2019</anoMod>', '<anoMod>19</anoMod>'))).toMatchObject({
      code: 'LAYOUT',
      message: expect.stringMatching(/^Valor inválido em det\[1\]\/prod\/veicProd\/anoMod: "19"/),
    });
  });
});

describe('items', () => {
  // How fast it reads is the XML benchmark's figure (pnpm --filter @gp/api bench:xml), not a test's bound.
  it('reads a note of 990 items, each in its place', () => {
    const nota = parse(Buffer.from(withItems(990)));
    expect(nota.itens).toHaveLength(990);
    expect(nota.itens[0]).toMatchObject({ numero: 1, codigo: 'P1', quantidade: '1.0000' });
    expect(nota.itens[989]).toMatchObject({
      numero: 990,
      codigo: 'P990',
      quantidade: '990.0000',
      valor: '500.00',
    });
    expect(nota.itens.map((item) => item.numero)).toEqual(Array.from({ length: 990 }, (_, i) => i + 1));
  });

  it('refuses more items than the limit', () => {
    expect(refusal(withItems(991))).toEqual({
      code: 'TOO_MANY_ITEMS',
      message: 'A nota tem 991 itens; o limite é 990.',
    });
    expect(refusal(withItems(3), { ...LIMITS, maxItems: 2 })).toEqual({
      code: 'TOO_MANY_ITEMS',
      message: 'A nota tem 3 itens; o limite é 2.',
    });
  });
});

describe('the file itself', () => {
  const UNSAFE = {
    code: 'UNSAFE',
    message: 'O XML traz uma declaração DOCTYPE ou de entidades, recusada por segurança.',
  };

  it('refuses a file over the size limit before reading it', () => {
    const big = Buffer.from(VALID.replace('</nfeProc>', `${' '.repeat(6 * MB)}</nfeProc>`));
    expect(big.length).toBeGreaterThan(6 * MB);
    expect(refusal(big)).toEqual({
      code: 'TOO_LARGE',
      message: 'O arquivo excede o tamanho máximo de 5 MB.',
    });
  });

  it('refuses entity expansion (billion laughs) at once', () => {
    const lol = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
  <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
  <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
  <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
  <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
  <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
${VALID.replace('<?xml version="1.0" encoding="UTF-8"?>', '').replace('UM PRODUTO TESTE QUALQUER', '&lol9;')}`;
    const started = performance.now();
    expect(refusal(lol)).toEqual(UNSAFE);
    // Expanding it would take minutes and gigabytes; refused before expanding takes milliseconds, so even a
    // busy machine stays far under this bound.
    expect(performance.now() - started).toBeLessThan(2_000);
    // The next file is read as usual.
    expect(parse(VALID).chave).toBe(VALID_KEY);
  });

  it('refuses an external entity and any document type declaration', () => {
    const body = VALID.replace('<?xml version="1.0" encoding="UTF-8"?>', '');
    const external = `<?xml version="1.0"?>\n<!DOCTYPE nfeProc [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n${body.replace('UM PRODUTO TESTE QUALQUER', '&xxe;')}`;
    expect(refusal(external)).toEqual(UNSAFE);
    expect(refusal(`<!doctype nfeProc SYSTEM "http://exemplo.invalid/nfe.dtd">${body}`)).toEqual(UNSAFE);
    expect(refusal(`${body}<!-- <!Entity x "y"> -->`)).toEqual(UNSAFE);
  });

  it('refuses a PDF named .xml', () => {
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n%'),
      Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]),
      Buffer.from('\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n'),
    ]);
    expect(refusal(pdf)).toEqual({
      code: 'NOT_XML',
      message:
        'O arquivo não é um XML válido: o conteúdo não é texto UTF-8 (um PDF ou outro arquivo binário?).',
    });
    expect(refusal('%PDF-1.4\n1 0 obj\n<< >>\nendobj\n')).toEqual({
      code: 'NOT_XML',
      message: 'O arquivo não é um XML válido: caractere "%" inesperado (linha 1).',
    });
    expect(refusal(Buffer.from('<a>\u0000\u0001</a>'))).toMatchObject({ code: 'NOT_XML' });
  });

  it('refuses a truncated or malformed file, saying where', () => {
    expect(refusal(VALID.slice(0, VALID.length / 2))).toMatchObject({
      code: 'NOT_XML',
      message: expect.stringMatching(/^O arquivo não é um XML válido: .+\.$/),
    });
    expect(refusal('<?xml version="1.0"?>\n<nfeProc versao="4.00">\n<NFe>\n</nfeProc>')).toEqual({
      code: 'NOT_XML',
      message:
        'O arquivo não é um XML válido: esperado o fechamento de <NFe>, encontrado </nfeProc> (linha 4).',
    });
    expect(refusal('<nfeProc versao="4.00">')).toEqual({
      code: 'NOT_XML',
      message: 'O arquivo não é um XML válido: a marca <nfeProc> não foi fechada (linha 1).',
    });
    expect(refusal('')).toMatchObject({ code: 'NOT_XML' });
    // Well-formed but nested deeper than any note: refused, not a crash.
    expect(refusal(`${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}`)).toEqual({
      code: 'NOT_XML',
      message: 'O arquivo não é um XML válido: estrutura que não pôde ser lida.',
    });
    expect(refusal(`${VALID}<nfeProc/>`)).toMatchObject({ code: 'NOT_XML' });
  });
});
