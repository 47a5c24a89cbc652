import { useMutation } from '@tanstack/react-query';
import { transcriptFileName } from '../../../../sync/contract/fileNames';
import type { Interview } from '../../../../sync/contract/interviews';
import { callApi } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { showToast } from '../../../ui/toast/toastQueue';
import { saveTextFile } from '../../client/saveTextFile';

/**
 * 'Download transcript': the questions and answers as a Markdown file. The server
 * records each download in the audit trail (transcript.exported) and refuses it when
 * it cannot, so a failure here is a real one and says so.
 */
export function DownloadTranscriptButton({ interview }: { interview: Interview }) {
  const download = useMutation({
    mutationFn: () =>
      callApi('interviewTranscriptMarkdown', { params: { interviewId: interview.id } }),
  });
  const save = () =>
    download.mutate(undefined, {
      onSuccess: (markdown) =>
        saveTextFile(
          markdown,
          transcriptFileName(interview, new Date().toISOString().slice(0, 10)),
        ),
      onError: () =>
        showToast({
          title: 'Download Failed',
          description: 'Could not download the transcript. Please try again.',
          variant: 'destructive',
        }),
    });
  return (
    <Button
      variant="secondary"
      size="sm"
      onPress={save}
      isPending={download.isPending}
      pendingLabel="Downloading..."
    >
      Download transcript
    </Button>
  );
}
