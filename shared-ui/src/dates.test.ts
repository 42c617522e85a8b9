import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { datePickerDefaults, formatDate, formatDateTime, isOutsideDateLimits } from './dates.js';
import { configureDayjs } from './dayjs-setup.js';

configureDayjs();

describe('Brazilian dates', () => {
  it('prints dd/MM/yyyy and dd/MM/yyyy HH:mm', () => {
    expect(formatDate('2026-03-07T15:04:00')).toBe('07/03/2026');
    expect(formatDateTime('2026-03-07T15:04:00')).toBe('07/03/2026 15:04');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('não é data')).toBe('-');
    expect(datePickerDefaults.format).toBe('DD/MM/YYYY');
  });

  it('uses pt-br with weeks starting on Sunday', () => {
    expect(dayjs.locale()).toBe('pt-br');
    expect(dayjs().localeData().firstDayOfWeek()).toBe(0);
    expect(dayjs('2026-03-07').format('dddd, D [de] MMMM')).toBe('sábado, 7 de março');
  });

  it('limits pickers to 1900-01-01 .. 2099-12-31', () => {
    expect(isOutsideDateLimits(dayjs('1899-12-31'))).toBe(true);
    expect(isOutsideDateLimits(dayjs('1900-01-01'))).toBe(false);
    expect(isOutsideDateLimits(dayjs('2099-12-31T23:00'))).toBe(false);
    expect(isOutsideDateLimits(dayjs('2100-01-01'))).toBe(true);
  });
});
