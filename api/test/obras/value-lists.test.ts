import { SITUACOES_OBRA, TIPOS_MEDICAO, TIPOS_OBRA, TIPOS_RECEBIMENTO } from '@gp/shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  DB_SITUACOES_OBRA,
  DB_TIPOS_MEDICAO,
  DB_TIPOS_OBRA,
  DB_TIPOS_RECEBIMENTO,
} from '../../src/db/schema-obras.js';

// The check constraints of the works' tables repeat the contracts' value lists, because drizzle-kit
// cannot import the ESM contracts package (scripts/duplicates-allow.json lets that copy stay): the two
// must say the same.
describe('obras value lists', () => {
  it("the check constraints' lists are the contracts'", () => {
    expect(DB_TIPOS_OBRA).toEqual(TIPOS_OBRA);
    expect(DB_SITUACOES_OBRA).toEqual(SITUACOES_OBRA);
    expect(DB_TIPOS_MEDICAO).toEqual(TIPOS_MEDICAO);
    expect(DB_TIPOS_RECEBIMENTO).toEqual(TIPOS_RECEBIMENTO);
  });
});
