/**
 * Brazilian identifiers (docs/domain.md, "Identificadores"): CPF, CNPJ (numeric and alphanumeric), CEP and phone.
 * Pure functions shared by the API (validation, seeds) and the forms (masks).
 */

const onlyCnpjChars = (value: string) => value.toUpperCase().replace(/[^0-9A-Z]/g, '');
export const onlyDigits = (value: string) => value.replace(/\D/g, '');

/**
 * Mod-11 check digit with weights 2..9 cycling from the right; value of a char = ASCII − 48 (so a digit is
 * its value). The CNPJ's two digits and the NF-e access key's last digit are computed this way.
 */
export function mod11CheckDigit(body: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += (body.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCnpj(value: string): boolean {
  const cnpj = onlyCnpjChars(value);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj)) return false;
  if (/^(\d)\1{13}$/.test(cnpj)) return false;
  const d1 = mod11CheckDigit(cnpj.slice(0, 12));
  const d2 = mod11CheckDigit(cnpj.slice(0, 12) + d1);
  return cnpj.endsWith(`${d1}${d2}`);
}

/** Completes a 12-character CNPJ base with its two check digits (seeds, tests). */
export function completeCnpj(base12: string): string {
  const base = onlyCnpjChars(base12);
  const d1 = mod11CheckDigit(base);
  return `${base}${d1}${mod11CheckDigit(base + d1)}`;
}

export function isValidCpf(value: string): boolean {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const digit = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(cpf[i]) * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return digit(9) === Number(cpf[9]) && digit(10) === Number(cpf[10]);
}

export function completeCpf(base9: string): string {
  const base = onlyDigits(base9).slice(0, 9);
  const digit = (s: string) => {
    let sum = 0;
    for (let i = 0; i < s.length; i++) sum += Number(s[i]) * (s.length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = digit(base);
  return `${base}${d1}${digit(base + d1)}`;
}

/** Normal form stored in the database: 11 digits (CPF) or 14 uppercase characters (CNPJ). */
export const normalizeCpfCnpj = (value: string) => onlyCnpjChars(value);

export const isValidCpfCnpj = (value: string) => {
  const normal = normalizeCpfCnpj(value);
  return normal.length === 11 ? isValidCpf(normal) : isValidCnpj(normal);
};

export function formatCpfCnpj(value: string): string {
  const v = normalizeCpfCnpj(value);
  if (v.length <= 11 && /^\d*$/.test(v)) {
    return v
      .replace(/^(\d{3})(\d)/, '$1.$2')
      .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
      .replace(/\.(\d{3})(\d)/, '.$1-$2');
  }
  return v
    .slice(0, 14)
    .replace(/^(\w{2})(\w)/, '$1.$2')
    .replace(/^(\w{2})\.(\w{3})(\w)/, '$1.$2.$3')
    .replace(/\.(\w{3})(\w)/, '.$1/$2')
    .replace(/(\w{4})(\w)/, '$1-$2');
}

export const isValidCep = (value: string) => /^\d{8}$/.test(onlyDigits(value));
export const formatCep = (value: string) =>
  onlyDigits(value)
    .slice(0, 8)
    .replace(/^(\d{5})(\d)/, '$1-$2');

/** DDD (2) + 8 digits (landline) or 9 digits starting with 9 (mobile). */
export const isValidPhone = (value: string) => {
  const d = onlyDigits(value);
  return /^[1-9]{2}[2-5]\d{7}$/.test(d) || /^[1-9]{2}9\d{8}$/.test(d);
};
export const formatPhone = (value: string) => {
  const d = onlyDigits(value).slice(0, 11);
  return d.length > 10
    ? d.replace(/^(\d{2})(\d{5})(\d{0,4}).*/, '($1) $2-$3')
    : d.replace(/^(\d{2})(\d{4})(\d{0,4}).*/, '($1) $2-$3');
};
