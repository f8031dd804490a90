import { useState } from 'react';
import { errorMessage } from '@/store/api';
import type { QueryValue } from '@kesariya/shared';
import { fetchApiFile } from '@kesariya/shared/api-file';
import { apiClient } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { toast } from '@/lib/toast';

// Beside the components, not in lib/, because it reads the store's error wording.
/**
 * A list's CSV download: the server streams the file (long lists included), the browser saves it
 * under the store's name and today's date; a refusal shows as a toast.
 */
export function useCsvExport(path: string, fileName: string) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (query?: Record<string, QueryValue>) => {
    setExporting(true);
    try {
      const { blob } = await fetchApiFile(apiClient, { path, query }, 'text/csv');
      saveBlob(blob, `kesariya-${fileName}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv };
}
