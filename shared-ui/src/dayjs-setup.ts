/**
 * The set-up of the shared dayjs, apart from the formats (dates.ts) because only the app that owns the page
 * runs it (`GpProviders`): the plugins and the locale are CommonJS files that `require('dayjs')`
 * themselves, so a remote that bundled them would also download a private copy of dayjs beside the shared
 * one, and register pt-br on that copy, where nothing reads it.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localeData from 'dayjs/plugin/localeData';
import updateLocale from 'dayjs/plugin/updateLocale';
import weekday from 'dayjs/plugin/weekday';

let configured = false;

/**
 * Makes the shared dayjs Brazilian: pt-br names and formats, weeks starting on Sunday.
 * dayjs is a federation singleton, so the host's call also serves every remote; calling it again is a no-op.
 */
export function configureDayjs(): void {
  if (configured) return;
  dayjs.extend(customParseFormat);
  dayjs.extend(localeData);
  dayjs.extend(weekday);
  dayjs.extend(updateLocale);
  dayjs.updateLocale('pt-br', { weekStart: 0 });
  dayjs.locale('pt-br');
  configured = true;
}
