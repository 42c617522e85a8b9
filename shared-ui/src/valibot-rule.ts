import '@valibot/i18n/pt';
import type { FormRule } from 'antd';
import * as v from 'valibot';

/**
 * An antd form rule from a shared valibot schema, so the screen shows the same Portuguese message the
 * API would answer (the error appears under the field and the label turns red). Valibot's own messages
 * (a wrong type, a missing key) come in Portuguese too, as the API sets them (`lang: 'pt'`).
 */
export function valibotRule(schema: v.GenericSchema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = v.safeParse(schema, value, { lang: 'pt' });
      if (!result.success) throw new Error(result.issues[0].message);
    },
  };
}
