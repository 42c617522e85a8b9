import { describe, expect, it } from 'vitest';
import { brazilDate, brazilMonth } from '../../src/lib/brazil-time.js';
import { orderForSelection } from '../../src/modules/exercicios/exercicios.service.js';

describe("dates as the municipalities count them (Brasília's calendar)", () => {
  it('the evening of the last day of a month is still that month in Brasília, not the next one', () => {
    // 30/11/2026 21:30 in Brasília is already 01/12 in UTC.
    const evening = new Date('2026-12-01T00:30:00Z');
    expect(brazilDate(evening)).toBe('2026-11-30');
    expect(brazilMonth(evening)).toEqual({ ano: 2026, mes: 11 });
    expect(brazilMonth(new Date('2027-01-01T02:59:59Z'))).toEqual({ ano: 2026, mes: 12 });
    expect(brazilMonth(new Date('2027-01-01T03:00:00Z'))).toEqual({ ano: 2027, mes: 1 });
  });

  it("the period selected first is Brasília's current month, then earlier ones, then later ones", () => {
    const months = [10, 11, 12].map((mes) => ({ ano: 2026, mes }));
    expect(orderForSelection(months, new Date('2026-12-01T00:30:00Z')).map((m) => m.mes)).toEqual([
      11, 10, 12,
    ]);
    expect(orderForSelection(months, new Date('2026-12-01T03:30:00Z')).map((m) => m.mes)).toEqual([
      12, 11, 10,
    ]);
  });
});
