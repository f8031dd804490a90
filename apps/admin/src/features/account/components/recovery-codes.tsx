import { useEffect, useRef, useState } from 'react';
import { Copy, Download } from 'lucide-react';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { toast } from '@/lib/toast';
import { useStoreName } from '@/store/store-name-api';

/**
 * The recovery codes, shown once right after two-factor sign-in is turned on: the server keeps
 * only their hashes. The member says they saved them before going on.
 */
export function RecoveryCodes({
  codes,
  account,
  continueLabel,
  onContinue,
}: {
  codes: string[];
  account: string;
  continueLabel: string;
  onContinue: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const storeName = useStoreName();
  const [saved, setSaved] = useState(false);
  // The form that was focused is gone: the reader is taken to what replaced it.
  useEffect(() => heading.current?.focus(), []);

  const text = [
    `${storeName} back office recovery codes for ${account}`,
    'Each code signs you in once, in place of the code from your authenticator app.',
    '',
    ...codes,
  ].join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Copying is not allowed here. Select the codes and copy them, or download them.');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'kesariya-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <section aria-labelledby="recovery-codes-heading" className="flex max-w-md flex-col gap-3">
      <h2
        id="recovery-codes-heading"
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-ink outline-none"
      >
        Two-factor sign-in is on. Save your recovery codes
      </h2>
      <p className="text-sm text-muted">
        If your phone is lost, each of these codes signs you in once instead of the app&rsquo;s
        code. They are shown only now: keep them somewhere safe, away from your phone.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-md border border-line bg-ivory px-4 py-3 font-mono text-sm tracking-wider text-ink"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          icon={<Copy aria-hidden className="size-4" />}
          onClick={() => void copy()}
        >
          Copy codes
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          icon={<Download aria-hidden className="size-4" />}
          onClick={download}
        >
          Download as a text file
        </Button>
      </div>
      <Checkbox
        label="I have saved these codes somewhere safe"
        checked={saved}
        onChange={(event) => setSaved(event.target.checked)}
      />
      <Button
        type="button"
        disabled={!saved}
        onClick={onContinue}
        className="w-full sm:w-auto sm:self-start"
      >
        {continueLabel}
      </Button>
    </section>
  );
}
