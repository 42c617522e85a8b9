import { describe, expect, it } from 'vitest';
import { decodificarLinha } from '../../src/lib/leitura/codificacao.js';
import { detectarSeparador } from '../../src/lib/leitura/csv.js';
import { type Arquivo, lerPlanilha } from '../../src/lib/leitura/planilha.js';
import {
  dataDeSerial,
  lerCentavos,
  lerCep,
  lerCpfCnpj,
  lerData,
  lerDinheiro,
  lerInteiro,
} from '../../src/lib/leitura/valores.js';
import { arquivoDe, xlsxDe } from '../support/planilhas.js';
import { makeZip } from '../support/zip.js';

/** Pure tests of the import's reading library (docs/domain.md, "Implantação"); no database. */

async function todas(arquivo: Arquivo, aba: string | null = null) {
  const leitura = await lerPlanilha(arquivo, aba);
  const linhas = [];
  for await (const l of leitura.linhas) linhas.push(l);
  return { ...leitura, linhas };
}

const recusa = async (arquivo: Arquivo, mensagem: RegExp, aba: string | null = null) => {
  await expect(todas(arquivo, aba)).rejects.toMatchObject({
    statusCode: 422,
    message: expect.stringMatching(mensagem),
  });
};

describe('CSV', () => {
  it('sniffs the separator outside quotes', () => {
    expect(detectarSeparador('a;b;"c,d,e"')).toBe(';');
    expect(detectarSeparador('a,b,c')).toBe(',');
    expect(detectarSeparador('a\tb\tc')).toBe('\t');
    expect(detectarSeparador('a|b|c')).toBe('|');
  });

  it('reads quotes, doubled quotes, line breaks inside quotes, CRLF, a BOM and empty lines', async () => {
    const texto =
      '\uFEFFCódigo;Descrição;Valor\r\n1;"Mesa; de ""jantar""";"1.234,56"\r\n\r\n2;"Cadeira\ngiratória";10\n3;;\n';
    const { cabecalho, linhas, info } = await todas(arquivoDe(Buffer.from(texto, 'utf8'), 'csv'));
    expect(cabecalho).toEqual(['Código', 'Descrição', 'Valor']);
    expect(info.separador).toBe(';');
    expect(linhas).toEqual([
      { linha: 2, celulas: ['1', 'Mesa; de "jantar"', '1.234,56'] },
      { linha: 4, celulas: ['2', 'Cadeira\ngiratória', '10'] },
      { linha: 6, celulas: ['3', '', ''] },
    ]);
  });

  it('decodes each line on its own: a file mixing UTF-8 and Windows-1252 reads with no mojibake', async () => {
    const bytes = Buffer.concat([
      Buffer.from('Descrição,Secretaria\n', 'utf8'),
      Buffer.from('Cadeira,Educação\n', 'latin1'),
      Buffer.from('Mesa,Educação\n', 'utf8'),
      Buffer.from([0x80, 0x20, 0x31, 0x30, 0x2c, 0x53, 0xe3, 0x6f, 0x0a]), // "€ 10,São" in Windows-1252
    ]);
    const { linhas, info } = await todas(arquivoDe(bytes, 'csv', 5));
    expect(linhas.map((l) => l.celulas)).toEqual([
      ['Cadeira', 'Educação'],
      ['Mesa', 'Educação'],
      ['€ 10', 'São'],
    ]);
    expect(info.codificacao).toBe('misto');
    expect(JSON.stringify(linhas)).not.toMatch(/Ã|\uFFFD/);
    expect(decodificarLinha(Buffer.from('abc')).codificacao).toBeNull();
  });

  it('refuses a file without a header, with a column twice, unclosed quotes, UTF-16 or too many rows', async () => {
    await recusa(arquivoDe(Buffer.from('1;Mesa;10,00\n2;Cadeira;5\n'), 'csv'), /não é um cabeçalho/);
    await recusa(arquivoDe(Buffer.from('Valor;valor\n1;2\n'), 'csv'), /"valor" aparece duas vezes/);
    await recusa(arquivoDe(Buffer.from('A;B\n1;"sem fim\n'), 'csv'), /Aspas abertas na linha 2/);
    await recusa(arquivoDe(Buffer.from('\uFEFFA;B\n', 'utf16le'), 'csv'), /UTF-16/);
    await recusa(arquivoDe(Buffer.from(''), 'csv'), /vazio/);
    const muitas = Buffer.from(`Codigo\n${'1\n'.repeat(200_001)}`);
    await recusa(arquivoDe(muitas, 'csv', 65_536), /mais de 200\.000 linhas/);
    const noLimite = await todas(arquivoDe(Buffer.from(`Codigo\n${'1\n'.repeat(200_000)}`), 'csv', 65_536));
    expect(noLimite.linhas).toHaveLength(200_000);
  });
});

describe('XLSX', () => {
  it('lists the sheets, reads the first or the chosen one, takes formulas by their cached value', async () => {
    const bytes = await xlsxDe({
      Bens: [
        ['Código', 'Descrição', 'Valor', 'Aquisição', 'Total'],
        [1, 'Mesa', 1234.56, new Date(Date.UTC(2020, 0, 15)), { formula: 'C2*2', result: 2469.12 }],
        [2, { richText: [{ text: 'Cadeira ' }, { text: 'azul' }] }, '7e+05', null, { formula: 'NOW()' }],
      ],
      Imóveis: [['Descrição'], ['Escola']],
    });
    const primeira = await todas(arquivoDe(bytes, 'xlsx', 4096));
    expect(primeira.abas).toEqual(['Bens', 'Imóveis']);
    expect(primeira.cabecalho).toEqual(['Código', 'Descrição', 'Valor', 'Aquisição', 'Total']);
    expect(primeira.linhas).toEqual([
      { linha: 2, celulas: [1, 'Mesa', 1234.56, '2020-01-15', 2469.12] },
      { linha: 3, celulas: [2, 'Cadeira azul', '7e+05', null, null] },
    ]);
    const segunda = await todas(arquivoDe(bytes, 'xlsx', 4096), 'Imóveis');
    expect(segunda.linhas).toEqual([{ linha: 2, celulas: ['Escola'] }]);
    await recusa(arquivoDe(bytes, 'xlsx'), /"Outra" não existe/, 'Outra');
  });

  it('keeps a character whose bytes arrive in two chunks whole (exceljs patched: patches/exceljs@4.4.0.patch)', async () => {
    const texto = 'Acessórios para automóveis, Educação, Saúde';
    const bytes = await xlsxDe({
      Bens: [['Descrição'], ...Array.from({ length: 5000 }, (_, i) => [`${texto} ${i}`])],
    });
    const { linhas } = await todas(arquivoDe(bytes, 'xlsx', 65_536));
    expect(linhas.filter((l) => l.celulas[0] !== `${texto} ${l.linha - 2}`)).toEqual([]);
  });

  it('refuses a zip bomb named .xlsx and a ZIP that is no workbook before inflating anything', async () => {
    const bomba = makeZip([
      { name: '[Content_Types].xml', content: '<Types/>' },
      {
        name: 'xl/workbook.xml',
        content: '<workbook><sheets><sheet name="A" sheetId="1"/></sheets></workbook>',
      },
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(64 * 1024 * 1024) },
    ]);
    await recusa(arquivoDe(bomba, 'xlsx'), /desproporcional/);
    await recusa(arquivoDe(makeZip([{ name: 'a.txt', content: 'oi' }]), 'xlsx'), /falta a pasta de trabalho/);
    await recusa(arquivoDe(Buffer.from('não é zip'), 'xlsx'), /não é um XLSX legível/);
  });
});

describe('Brazilian values', () => {
  it.each([
    ['1.234,56', 123456n],
    ['1234,56', 123456n],
    ['1234.56', 123456n],
    ['R$ 1.234,56', 123456n],
    ['R$1.234.567,8', 123456780n],
    ['1,234,567.89', 123456789n],
    ['1.234', 123400n],
    ['1.5', 150n],
    ['7e+05', 70000000n],
    ['1,5E+03', 150000n],
    ['2.5e-1', 25n],
    ['(1.234,56)', -123456n],
    ['0,005', 1n],
    [1234.56, 123456n],
    [700000, 70000000n],
  ])('money %s', (entrada, centavos) => {
    expect(lerCentavos(entrada)).toEqual({ valor: centavos });
  });

  it('money: empty is null, garbage is an error, the contracts form and bounds', () => {
    expect(lerCentavos('  ')).toEqual({ valor: null });
    expect(lerCentavos(null)).toEqual({ valor: null });
    expect(lerCentavos('doze reais').erro).toMatch(/Valor inválido/);
    expect(lerDinheiro('R$ 1.234,5')).toEqual({ valor: '1234.50' });
    expect(lerDinheiro('1e+14').erro).toMatch(/13 dígitos/);
    expect(lerInteiro('60')).toEqual({ valor: 60 });
    expect(lerInteiro('60,5').erro).toMatch(/inteiro/);
  });

  it('dates in every legacy form', () => {
    const hoje = new Date(Date.UTC(2026, 10, 28));
    expect(lerData('15/01/2020', hoje)).toEqual({ valor: '2020-01-15' });
    expect(lerData('5/1/2020', hoje)).toEqual({ valor: '2020-01-05' });
    expect(lerData('15-01-2020', hoje)).toEqual({ valor: '2020-01-15' });
    expect(lerData('15/01/20', hoje)).toEqual({ valor: '2020-01-15' });
    expect(lerData('15/01/98', hoje)).toEqual({ valor: '1998-01-15' });
    expect(lerData('2020-01-15', hoje)).toEqual({ valor: '2020-01-15' });
    expect(lerData('2020-01-15 00:00:00', hoje)).toEqual({ valor: '2020-01-15' });
    expect(lerData('20200115', hoje)).toEqual({ valor: '2020-01-15' });
    expect(lerData(43845, hoje)).toEqual({ valor: '2020-01-15' });
    expect(lerData('43845', hoje)).toEqual({ valor: '2020-01-15' });
    expect(dataDeSerial(60)).toBeNull(); // Excel's 29/02/1900, a day that never was
    expect(dataDeSerial(61)).toBe('1900-03-01');
    expect(lerData('31/02/2020', hoje).erro).toMatch(/Data inválida: "31\/02\/2020"/);
    expect(lerData('', hoje)).toEqual({ valor: null });
  });

  it('CPF, CNPJ (alphanumeric too) and CEP with or without mask', () => {
    expect(lerCpfCnpj('529.982.247-25')).toEqual({ valor: '52998224725' });
    expect(lerCpfCnpj('52998224725')).toEqual({ valor: '52998224725' });
    expect(lerCpfCnpj(1234567890)).toEqual({ valor: '01234567890' }); // a number cell lost its zero
    expect(lerCpfCnpj('11.222.333/0001-81')).toEqual({ valor: '11222333000181' });
    expect(lerCpfCnpj('12.ABC.345/01DE-35')).toEqual({ valor: '12ABC34501DE35' });
    expect(lerCpfCnpj('12abc34501de35')).toEqual({ valor: '12ABC34501DE35' });
    expect(lerCpfCnpj('529.982.247-24').erro).toBe('CPF inválido.');
    expect(lerCpfCnpj('11.222.333/0001-82').erro).toBe('CNPJ inválido.');
    expect(lerCpfCnpj('123').erro).toMatch(/11 dígitos/);
    expect(lerCep('01310-100')).toEqual({ valor: '01310100' });
    expect(lerCep(1310100)).toEqual({ valor: '01310100' });
    expect(lerCep('123').erro).toMatch(/CEP inválido/);
  });
});
