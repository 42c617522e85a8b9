import type { StoredFile } from '@gp/shared-contracts';
import { FileList as SharedFileList } from '@gp/shared-ui/remote-files';
import { useRemote } from '../session/remote-context.js';

/** GET /patrimonio/arquivo/{id}; `inline` asks for the browser-viewable disposition (preview). */
const fileContentPath = (fileId: string, inline = false) =>
  `patrimonio/arquivo/${encodeURIComponent(fileId)}${inline ? '?inline=true' : ''}`;
const inlinePath = (fileId: string) => fileContentPath(fileId, true);

type FileListProps = {
  files: readonly StoredFile[] | undefined;
  loading: boolean;
  /** Accessible name of the table. */
  label: string;
  emptyText?: string;
  /** Where the preview reads a file (default: GET /patrimonio/arquivo/{id}?inline=true). */
  previewPath?: (fileId: string) => string;
};

/**
 * A patrimônio record's attachments (shared-ui's list, decision 010) under the area's session: downloaded
 * from GET /patrimonio/arquivo/{id}, previewed from `previewPath`.
 */
export function FileList({ previewPath = inlinePath, ...props }: FileListProps) {
  const { api, localId } = useRemote();
  return (
    <SharedFileList
      {...props}
      api={api}
      localId={localId}
      paths={{ download: fileContentPath, preview: previewPath }}
    />
  );
}
