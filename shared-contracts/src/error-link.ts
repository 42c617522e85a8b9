import * as v from 'valibot';

/**
 * A page an error body points to, where what caused the refusal is undone (e.g. the depreciation month to
 * reverse): an internal path of the back office and the link's text. The write-error toast shows it.
 */
export const ErrorLinkSchema = v.object({
  href: v.pipe(
    v.string(),
    v.startsWith('/'),
    v.check((href) => !href.startsWith('//')),
  ),
  label: v.string(),
});
export type ErrorLink = v.InferOutput<typeof ErrorLinkSchema>;
