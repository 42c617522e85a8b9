/**
 * The formatting helpers that need no antd (money, dates, CPF/CNPJ masks), for a front end that must
 * stay light: the public area (remote-publico) is opened cold by citizens on phones and never loads
 * antd, and the barrel (`@gp/shared-ui`) re-exports antd components beside these.
 */
export * from './dates.js';
export * from './masks.js';
export * from './money.js';
