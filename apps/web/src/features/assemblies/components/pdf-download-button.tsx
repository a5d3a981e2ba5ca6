import { useState } from 'react';
import { Alert, Button } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { saveFile } from '#lib/save-file';
import { ASSEMBLY_COMMON_MESSAGES as M } from '../messages';

/** A PDF the server draws (the attendance sheet, the minutes), handed to the browser's downloads. */
export function PdfDownloadButton({ label, fileName, download }: { label: string; fileName: string; download: () => Promise<Blob> }) {
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function start() {
    setIsBusy(true);
    setProblem(null);
    try {
      saveFile(await download(), fileName);
    } catch (failure) {
      setProblem(getErrorMessage(failure, M.downloadFailed));
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void start()} isLoading={isBusy}>
        {label}
      </Button>
      {problem && <Alert tone="error">{problem}</Alert>}
    </>
  );
}
