import * as v from 'valibot';

/**
 * The Módulos page of the sistema area (support only) asks the host, through the event contract, for
 * the state of every remote in the manifest. The host answers only for a support location: the manifest
 * and the health checks are the host's, so the rule is applied where the data comes from.
 */

export const ModuleStatusSchema = v.object({
  name: v.string(),
  version: v.nullable(v.string()),
  contractVersion: v.nullable(v.string()),
  entry: v.nullable(v.string()),
  enabled: v.boolean(),
  /** The host accepts it (valid entry, same contract major). */
  accepted: v.boolean(),
  /** Why it is refused or cannot be used, in Portuguese; null when it is fine. */
  reason: v.nullable(v.string()),
  /** The entry answered 200 just now; null when it was not checked (switched off, refused). */
  healthy: v.nullable(v.boolean()),
  /** The area's code is already running in this page. */
  loaded: v.boolean(),
});
export type ModuleStatus = v.InferOutput<typeof ModuleStatusSchema>;

export const ModulesReportSchema = v.variant('status', [
  v.object({
    status: v.literal('ok'),
    /** ISO date-time the manifest was read. */
    readAt: v.string(),
    manifestUrl: v.string(),
    modules: v.array(ModuleStatusSchema),
  }),
  v.object({ status: v.picklist(['forbidden', 'error']), message: v.string() }),
]);
export type ModulesReport = v.InferOutput<typeof ModulesReportSchema>;
