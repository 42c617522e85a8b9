import type { LocationAdmin, LocationToggle } from '@gp/shared-contracts';

/** The five switches of a location (docs/product.md, "Permissões"), in the order of the table, with the flag each shows. */
export const ACCESS_TOGGLES: readonly {
  toggle: LocationToggle;
  title: string;
  value: (access: LocationAdmin) => boolean;
}[] = [
  { toggle: 'toggleAccess', title: 'Acesso', value: (a) => a.active },
  { toggle: 'toggleObras', title: 'Obras', value: (a) => a.permissions.hasObras },
  { toggle: 'togglePatrimonio', title: 'Patrimônio', value: (a) => a.permissions.hasPatrimonio },
  { toggle: 'toggleDepartments', title: 'Departamentos', value: (a) => a.permissions.departments },
  { toggle: 'toggleSetor', title: 'Setores', value: (a) => a.permissions.hasSetor },
];

export const toggleTitle = (toggle: LocationToggle) =>
  ACCESS_TOGGLES.find((t) => t.toggle === toggle)?.title ?? toggle;

/** The toast after a switch: what changed and for whom. */
export const toggleSuccessText = (toggle: LocationToggle, value: boolean, fullname: string) =>
  `${toggleTitle(toggle)} ${value ? 'ativado' : 'desativado'} para ${fullname}.`;

/** A list page with one access replaced by the API's answer (the switch shows the stored value at once). */
export function replaceAccess<T extends { data: LocationAdmin[] }>(page: T, updated: LocationAdmin): T {
  return { ...page, data: page.data.map((a) => (a.id === updated.id ? updated : a)) };
}
