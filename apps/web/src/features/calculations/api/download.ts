import type { FileType } from '../../../components/file-download-modal';

/** GET /api/calculations/download/:id/:type answers with an attachment, so a link click saves the file. */
const downloadUrl = (id: number, type: FileType) => `/api/calculations/download/${id}/${type}`;

export function startDownload(id: number, type: FileType) {
  const a = document.createElement('a');
  a.href = downloadUrl(id, type);
  a.download = '';
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}
