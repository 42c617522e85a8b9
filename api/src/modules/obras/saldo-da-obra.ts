import { centsToMoney, moneyToCents } from '@gp/shared-contracts';

/** A work's figures the balance is made of, exact money text ("1234.56"). */
export type TotaisDaObra = { contrato: string; aditivos: string; medido: string };

/**
 * What is left to measure of a work (docs/domain.md, "Obras"): its value (contract + Σ amendments) less
 * Σ its active measurements, never below zero. The one place this rule lives: the work's answer gives it
 * as `saldo` (the measurement form shows it) and `medicaoCabe` refuses a measurement with it.
 */
export function saldoDaObra(t: TotaisDaObra): string {
  const saldo = moneyToCents(t.contrato) + moneyToCents(t.aditivos) - moneyToCents(t.medido);
  return centsToMoney(saldo > 0n ? saldo : 0n);
}

/**
 * Whether a measurement of `valor` (always above zero) fits in the balance of the work whose totals
 * leave it out: Σ active measurements may not pass contract + Σ amendments.
 */
export const medicaoCabe = (t: TotaisDaObra, valor: string): boolean =>
  moneyToCents(valor) <= moneyToCents(saldoDaObra(t));
