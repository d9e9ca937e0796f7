import { FileDownloadModal } from '../../../components/file-download-modal';
import { startDownload } from '../api/download';

/** pdf or xlsx, with Cancel and Download. */
export function DownloadModal({ id, opened, onClose }: { id: number; opened: boolean; onClose: () => void }) {
  return (
    <FileDownloadModal
      title="Download calculation"
      note="The file shows the figures as saved, for every person."
      opened={opened}
      onClose={onClose}
      onDownload={(type) => startDownload(id, type)}
    />
  );
}
