import {
  centsToMoney,
  isValidCnpj,
  isValidCpf,
  MONEY_PATTERN,
  normalizeCpfCnpj,
  onlyDigits,
} from '@gp/shared-contracts';

/**
 * Brazilian values as legacy spreadsheets write them (docs/domain.md, "Implantação"). Each parser takes
 * a cell (text from a CSV, text or number from an XLSX) and answers `{ valor }` in the form the asset
 * contracts take (money "1234.56", dates "yyyy-MM-dd", CPF/CNPJ unmasked) or `{ erro }` in Portuguese.
 * An empty cell is `{ valor: null }`: whether the field may be empty is the contract's rule.
 */

export type Celula = string | number | null;
export type Lido<T> = { valor: T | null; erro?: undefined } | { valor?: undefined; erro: string };

const vazio = (c: Celula): c is null | '' => c === null || (typeof c === 'string' && c.trim() === '');

/** Digits of a decimal written with `.` as the decimal point (and maybe an exponent) as exact centavos. */
function centavosDeDecimal(texto: string): bigint | null {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,3}))?$/i.exec(texto);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const digitos = `${m[2]}${m[3] ?? ''}`;
  // The position of the decimal point after the exponent, then two more places for the centavos.
  const ponto = (m[2] as string).length + Number(m[4] ?? 0) + 2;
  if (ponto > 40) return null;
  const inteiro = ponto <= 0 ? '0' : digitos.slice(0, ponto).padEnd(ponto, '0');
  const resto = ponto <= 0 ? digitos : digitos.slice(ponto);
  let centavos = BigInt(inteiro || '0');
  // Half up on the third decimal place: a legacy value with more places is rounded to the centavo.
  const seguinte = ponto < 0 ? '0' : (resto[0] ?? '0');
  if (Number(seguinte) >= 5) centavos += 1n;
  return m[1] === '-' ? -centavos : centavos;
}

/**
 * A number's text with `.` as its decimal mark and no grouping, exactly as written (nothing rounded, an
 * exponent kept): "R$ 1.234,56" → "1234.56", "(2,5)" → "-2.5" (negative). With both `.` and `,` the last
 * one is the decimal mark; a lone `,` is decimal; a lone `.` followed by exactly three digits ("1.234") is
 * a thousands mark, as written in Brazil, otherwise decimal ("1234.5"). `pontoDecimal`: the file writes
 * decimals with a dot (a CSV separated by ",", a text cell of an XLSX): a dot is then always decimal and a
 * comma is decimal only in a text without a dot ("12,5"), else grouping. A text that is no number comes
 * out cleaned but still no number: the caller's parser refuses it.
 */
export function textoDecimal(celula: string, pontoDecimal = false): string {
  let t = celula
    .trim()
    .replace(/^R\$\s*/i, '')
    .replace(/[\s\u00a0]/g, '');
  let negativo = false;
  if (/^\(.*\)$/.test(t)) {
    negativo = true;
    t = t.slice(1, -1).replace(/^R\$/i, '');
  }
  const virgula = t.lastIndexOf(',');
  const ponto = t.lastIndexOf('.');
  if (virgula >= 0 && (ponto > virgula || (ponto >= 0 && pontoDecimal))) {
    t = t.replace(/,/g, '');
  } else if (virgula >= 0 && ponto >= 0) {
    t = t.replace(/\./g, '').replace(',', '.');
  } else if (virgula >= 0) {
    t = t.indexOf(',') === virgula ? t.replace(',', '.') : t.replace(/,/g, '');
  } else if (!pontoDecimal && ponto >= 0 && (t.indexOf('.') !== ponto || /^[+-]?\d{1,3}\.\d{3}$/.test(t))) {
    t = t.replace(/\./g, '');
  }
  if (!negativo) return t;
  return t.startsWith('-') ? t.slice(1) : `-${t.replace(/^\+/, '')}`;
}

/**
 * Money to centavos: "1.234,56", "1234,56", "1234.56", "R$ 1.234,56", "7e+05", "1,5E+03", "(1.234,56)"
 * (negative), or an XLSX number; the marks read as `textoDecimal` reads them, then half up to the centavo.
 */
export function lerCentavos(celula: Celula): Lido<bigint> {
  if (vazio(celula)) return { valor: null };
  if (typeof celula === 'number') {
    const c = Number.isFinite(celula) ? centavosDeDecimal(String(celula)) : null;
    return c === null ? { erro: 'Valor inválido.' } : { valor: c };
  }
  const c = centavosDeDecimal(textoDecimal(celula));
  if (c === null) return { erro: `Valor inválido: "${celula.trim()}". Use, por exemplo, 1.234,56.` };
  return { valor: c };
}

/** Money in the contracts' form ("1234.56"), within their bounds (`MONEY_PATTERN`). */
export function lerDinheiro(celula: Celula): Lido<string> {
  const lido = lerCentavos(celula);
  if (lido.erro !== undefined || lido.valor === null) return lido as Lido<string>;
  const texto = centsToMoney(lido.valor);
  return MONEY_PATTERN.test(texto)
    ? { valor: texto }
    : { erro: 'Valor fora do limite de 13 dígitos inteiros.' };
}

const dois = (n: number) => String(n).padStart(2, '0');

function dataValida(ano: number, mes: number, dia: number): string | null {
  if (ano < 1900 || ano > 2099 || mes < 1 || mes > 12 || dia < 1) return null;
  const d = new Date(Date.UTC(ano, mes - 1, dia));
  if (d.getUTCMonth() !== mes - 1) return null;
  return `${ano}-${dois(mes)}-${dois(dia)}`;
}

/** Excel's serial date (days since 30/12/1899, counting Excel's 29/02/1900, which never existed). */
export function dataDeSerial(serial: number): string | null {
  const dias = Math.floor(serial);
  if (!Number.isFinite(serial) || dias < 1 || dias === 60 || dias >= 73051) return null;
  const d = new Date(Date.UTC(1899, 11, dias < 60 ? 31 : 30) + dias * 86_400_000);
  return dataValida(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/**
 * Dates: dd/MM/yyyy (also d/M, with `-` or `.`), dd/MM/yy, yyyy-MM-dd (with a time after it, ignored),
 * yyyyMMdd, an Excel serial number (a number cell, or digits up to 5). A two-digit year up to the current
 * year's two digits is 20yy, above it 19yy (`hoje` fixes "current" for the tests).
 */
export function lerData(celula: Celula, hoje = new Date()): Lido<string> {
  if (vazio(celula)) return { valor: null };
  const erro = { erro: `Data inválida: "${String(celula).trim()}". Use dd/mm/aaaa.` };
  if (typeof celula === 'number') return dataOuErro(dataDeSerial(celula), erro);
  const t = celula.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(t);
  if (m) return dataOuErro(dataValida(Number(m[1]), Number(m[2]), Number(m[3])), erro);
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:\s.*)?$/.exec(t);
  if (m) {
    let ano = Number(m[3]);
    if ((m[3] as string).length === 2) ano += ano <= hoje.getUTCFullYear() % 100 ? 2000 : 1900;
    return dataOuErro(dataValida(ano, Number(m[2]), Number(m[1])), erro);
  }
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (m) return dataOuErro(dataValida(Number(m[1]), Number(m[2]), Number(m[3])), erro);
  if (/^\d{1,5}(\.\d+)?$/.test(t)) return dataOuErro(dataDeSerial(Number(t)), erro);
  return erro;
}

const dataOuErro = (data: string | null, erro: { erro: string }): Lido<string> =>
  data === null ? erro : { valor: data };

/**
 * CPF or CNPJ (the alphanumeric CNPJ included), with or without its mask, checked by the same functions
 * the forms use (`@gp/shared-contracts`). A number cell that lost its leading zeros (a CPF of 9 or 10
 * digits, a CNPJ of 12 or 13) is padded back when the padded value is valid.
 */
export function lerCpfCnpj(celula: Celula): Lido<string> {
  if (vazio(celula)) return { valor: null };
  const texto = typeof celula === 'number' ? String(Math.trunc(celula)) : celula;
  const normal = normalizeCpfCnpj(texto);
  const candidatos = [normal];
  if (/^\d+$/.test(normal) && normal.length < 11) candidatos.push(normal.padStart(11, '0'));
  if (/^\d+$/.test(normal) && normal.length > 11 && normal.length < 14)
    candidatos.push(normal.padStart(14, '0'));
  for (const c of candidatos) {
    if (c.length === 11 && isValidCpf(c)) return { valor: c };
    if (c.length === 14 && isValidCnpj(c)) return { valor: c };
  }
  if (normal.length === 11) return { erro: 'CPF inválido.' };
  if (normal.length === 14) return { erro: 'CNPJ inválido.' };
  return { erro: 'Informe um CPF (11 dígitos) ou um CNPJ (14 caracteres).' };
}

/** CEP: 8 digits with or without its mask; a number cell that lost its leading zero (7 digits) is padded. */
export function lerCep(celula: Celula): Lido<string> {
  if (vazio(celula)) return { valor: null };
  const digitos = onlyDigits(typeof celula === 'number' ? String(Math.trunc(celula)) : celula);
  const cep = digitos.length === 7 ? `0${digitos}` : digitos;
  return cep.length === 8 ? { valor: cep } : { erro: 'CEP inválido: use 8 dígitos, ex.: 01310-100.' };
}

/** Text as the user typed it, trimmed; numbers written as Excel shows them without grouping. */
export function lerTexto(celula: Celula): Lido<string> {
  if (vazio(celula)) return { valor: null };
  if (typeof celula === 'number') return { valor: String(celula) };
  const t = celula.trim();
  // The exports' CSV writes a text a spreadsheet would run as a formula after a quote mark (lib/export.ts,
  // `inert`): read back, it is the original text.
  return { valor: /^'[=+\-@]/.test(t) ? t.slice(1) : t };
}

/**
 * A decimal number (an area, a coordinate) as the contracts take it ("1234.56"): "1.234,56", "1234,56",
 * "-19,916681", or an XLSX number; the marks read as `textoDecimal` reads them (`pontoDecimal`: a dot is
 * always the decimal mark, as in coordinates, which are never grouped).
 */
export function lerDecimal(celula: Celula, pontoDecimal = false): Lido<string> {
  if (vazio(celula)) return { valor: null };
  const texto = typeof celula === 'number' ? String(celula) : textoDecimal(celula, pontoDecimal);
  return /^-?\d+(\.\d+)?$/.test(texto) && Number.isFinite(Number(texto))
    ? { valor: texto }
    : { erro: `Número inválido: "${String(celula).trim()}". Use, por exemplo, 1.234,56.` };
}

/** An integer (a code, months of useful life): "12", "12,0", 12. */
export function lerInteiro(celula: Celula): Lido<number> {
  if (vazio(celula)) return { valor: null };
  const lido = lerCentavos(celula);
  if (lido.erro !== undefined || lido.valor === null || lido.valor % 100n !== 0n)
    return { erro: `Número inteiro inválido: "${String(celula).trim()}".` };
  const n = lido.valor / 100n;
  return n > 2_147_483_647n || n < -2_147_483_648n
    ? { erro: 'Número fora do limite.' }
    : { valor: Number(n) };
}
