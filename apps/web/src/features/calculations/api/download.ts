export type DownloadType = 'pdf' | 'xlsx';

/** GET /api/calculations/download/:id/:type answers with an attachment, so a link click saves the file. */
const downloadUrl = (id: number, type: DownloadType) => `/api/calculations/download/${id}/${type}`;

export function startDownload(id: number, type: DownloadType) {
  const a = document.createElement('a');
  a.href = downloadUrl(id, type);
  a.download = '';
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}
