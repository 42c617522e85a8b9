import { mod11CheckDigit } from '@gp/shared-contracts';

/**
 * The NF-e access key (chave de acesso): 44 characters that name one note and repeat its identifying
 * fields, in this order: cUF (2), year and month of issue AAMM (4), the issuer's CNPJ (14, or its CPF
 * left-padded with zeros), model (2), series (3), number nNF (9), issue type tpEmis (1), numeric code
 * cNF (8) and the check digit (1). The CNPJ part may hold capital letters (alphanumeric CNPJ); every
 * other position is a digit.
 */
const ACCESS_KEY_PATTERN = /^\d{6}[0-9A-Z]{12}\d{26}$/;

export type AccessKeyParts = {
  cUF: string;
  aamm: string;
  documento: string;
  mod: string;
  serie: string;
  nNF: string;
  tpEmis: string;
  cNF: string;
  dv: string;
};

/** The fields of a key that already passed `checkAccessKey`. */
export function accessKeyParts(chave: string): AccessKeyParts {
  return {
    cUF: chave.slice(0, 2),
    aamm: chave.slice(2, 6),
    documento: chave.slice(6, 20),
    mod: chave.slice(20, 22),
    serie: chave.slice(22, 25),
    nNF: chave.slice(25, 34),
    tpEmis: chave.slice(34, 35),
    cNF: chave.slice(35, 43),
    dv: chave.slice(43),
  };
}

/** Format and check digit of an access key (its agreement with a note's fields is the parser's). */
export function checkAccessKey(chave: string): { ok: true } | { ok: false; message: string } {
  if (!ACCESS_KEY_PATTERN.test(chave)) {
    return {
      ok: false,
      message: `Chave de acesso inválida: são 44 dígitos (só o CNPJ nela pode ter letras maiúsculas), recebido "${shown(chave)}".`,
    };
  }
  const expected = mod11CheckDigit(chave.slice(0, 43));
  const given = chave.slice(43);
  if (given !== String(expected)) {
    return {
      ok: false,
      message: `Chave de acesso inválida: dígito verificador ${given}, esperado ${expected} (chave ${chave}).`,
    };
  }
  return { ok: true };
}

/** A value quoted in a message, cut so a huge attribute cannot make a huge message. */
export function shown(value: string): string {
  return value.length > 60 ? `${value.slice(0, 60)}…` : value;
}
