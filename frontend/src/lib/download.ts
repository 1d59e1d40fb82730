// Saves a file the API makes (a PDF report, a CSV record) under the given name, with the caller's credentials.
import { apiBlob } from './api';

export async function downloadFromApi(path: string, fileName: string): Promise<void> {
  const blob = await apiBlob(path);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
