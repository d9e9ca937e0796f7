import { FileDownloadModal } from '../../../components/file-download-modal';
import { openQuoteFile } from '../api/download';

/** 'Download Invoice': PDF or Excel, Cancel and Download; the file opens in a new window. */
export function QuoteDownloadModal({
  id,
  opened,
  onClose,
}: {
  id: number;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FileDownloadModal
      title="Download Invoice"
      note="The file shows the quote as your client sees it, with your logo."
      opened={opened}
      onClose={onClose}
      onDownload={(type) => openQuoteFile(id, type)}
    />
  );
}
