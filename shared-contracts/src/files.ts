import * as v from 'valibot';

/** A stored file as every files call lists it. Uploads are multipart with the field 'file'. */
export const StoredFileSchema = v.object({
  id: v.string(),
  name: v.string(),
  mime: v.string(),
  size: v.number(),
  createdAt: v.string(),
});
export type StoredFile = v.InferOutput<typeof StoredFileSchema>;
export const StoredFileListSchema = v.array(StoredFileSchema);
