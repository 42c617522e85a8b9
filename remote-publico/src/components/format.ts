import { formatDate, formatDateTime, formatMoney } from '@gp/shared-ui/light';

/** The formats of the public pages: the app's own (dd/MM/yyyy, HH:mm, R$ 1.234,56). */
export { formatDate, formatDateTime, formatMoney };

/** "Dados atualizados em dd/MM/yyyy HH:mm", or nothing when the date is unknown. */
export const updatedAt = (iso: string | null | undefined) =>
  iso ? `Dados atualizados em ${formatDateTime(iso)}` : null;
