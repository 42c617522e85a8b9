import { type FilesCardProps, FilesCard as SharedFilesCard } from '@gp/shared-ui/remote-files';
import { useRemote, useUpload } from '../session/remote-context.js';

/** GET /patrimonio/arquivo/{id}; `inline` asks for the browser-viewable disposition (preview). */
const fileContentPath = (fileId: string, inline = false) =>
  `patrimonio/arquivo/${encodeURIComponent(fileId)}${inline ? '?inline=true' : ''}`;
const inlinePath = (fileId: string) => fileContentPath(fileId, true);

type PatrimonioFilesCardProps = Omit<FilesCardProps, 'api' | 'localId' | 'upload' | 'paths'> & {
  /** Where the record's files are sent (`…/upload/{id}`). */
  uploadPath: string;
  /** Where the preview reads a file (default: GET /patrimonio/arquivo/{id}?inline=true). */
  previewPath?: (fileId: string) => string;
};

/**
 * A patrimônio record's files (shared-ui's `FilesCard`, decision 010) under the area's session: downloaded
 * from GET /patrimonio/arquivo/{id}, previewed from `previewPath`, sent to `uploadPath`.
 */
export function FilesCard({ uploadPath, previewPath = inlinePath, ...props }: PatrimonioFilesCardProps) {
  const { api, localId } = useRemote();
  return (
    <SharedFilesCard
      {...props}
      api={api}
      localId={localId}
      upload={useUpload()}
      paths={{ download: fileContentPath, preview: previewPath, upload: uploadPath }}
    />
  );
}
