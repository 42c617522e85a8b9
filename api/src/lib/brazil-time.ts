/**
 * Dates as the municipalities count them: the calendar day and month in Brasília, whatever the server's
 * zone (docs/domain.md). Accounting periods, due dates and "today" of every module come from here.
 */
const TIME_ZONE = 'America/Sao_Paulo';

const BRAZIL_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Calendar date (yyyy-MM-dd) of an instant in Brasília. */
export const brazilDate = (at: Date) => BRAZIL_DATE.format(at);

/** The month of an instant in Brasília (the accounting months are local). */
export const brazilMonth = (at: Date): { ano: number; mes: number } => {
  const [ano, mes] = brazilDate(at).split('-').map(Number) as [number, number];
  return { ano, mes };
};

const BRAZIL_DAY_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Day, month and time of an instant in Brasília, "dd/MM HH:mm" (when a user may try again). */
export const brazilDayTime = (at: Date) => BRAZIL_DAY_TIME.format(at).replace(',', '');
