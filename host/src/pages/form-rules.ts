import type { Rule } from 'antd/es/form';
import * as v from 'valibot';

/**
 * An antd form rule from a shared valibot schema, so the screen shows the same Portuguese message the
 * API would answer (the error appears under the field and the label turns red).
 */
export function valibotRule(schema: v.GenericSchema): Rule {
  return {
    validator: async (_rule, value) => {
      const result = v.safeParse(schema, value ?? '');
      if (!result.success) throw new Error(result.issues[0].message);
    },
  };
}
