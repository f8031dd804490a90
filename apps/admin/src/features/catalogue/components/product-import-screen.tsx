import { useId, useState, type FormEvent } from 'react';
import { FileUp } from 'lucide-react';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_MAX_ROWS,
  type CatalogueImportReport,
} from '@kesariya/shared';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { StatusPill } from '@/components/status-pill';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/store/api';
import { useImportProductsMutation } from '../api/catalogue-api';

const MAX_MB = CATALOGUE_IMPORT_MAX_BYTES / (1024 * 1024);

/** Products from a CSV file: created or updated by SKU, with a report of the refused rows. */
export default function ProductImportScreen() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [report, setReport] = useState<CatalogueImportReport | null>(null);
  const [importCsv, importing] = useImportProductsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('Choose a CSV file');
    if (file.size > CATALOGUE_IMPORT_MAX_BYTES)
      return setError(`The file must be at most ${MAX_MB} MB`);
    try {
      const answer = await importCsv(file).unwrap();
      setReport(answer);
      const summary = `${answer.created} created, ${answer.updated} updated, ${answer.rejected.length} refused`;
      if (answer.rejected.length > 0) toast.error(summary);
      else toast.success(summary);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <>
      <BackLink to={paths.products.getHref()}>Products</BackLink>
      <PageHeader
        title="Import products"
        description={`A CSV file as the export writes it: one product per row, matched by SKU. At most ${CATALOGUE_IMPORT_MAX_ROWS} rows and ${MAX_MB} MB.`}
      />
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:flex-row sm:items-end"
      >
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-ink">
            CSV file
          </label>
          <input
            id={id}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError('');
            }}
            aria-describedby={error ? `${id}-message` : `${id}-hint`}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-white file:px-3 file:py-1.5 file:text-sm"
          />
          {error ? (
            <p id={`${id}-message`} className="text-sm text-danger">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-sm break-words text-muted">
              Columns: {CATALOGUE_CSV_COLUMNS.join(', ')}. Sizes as S:4|M:0|L:2.
            </p>
          )}
        </div>
        <Button
          type="submit"
          busy={importing.isLoading}
          icon={<FileUp aria-hidden className="size-4" />}
        >
          Import
        </Button>
      </form>

      {report ? (
        <section aria-labelledby="import-report" className="mt-6">
          <h2 id="import-report" className="mb-3 text-lg font-semibold text-ink">
            Report
          </h2>
          <div className="mb-4 flex flex-wrap gap-2">
            <StatusPill tone="success">{report.created} created</StatusPill>
            <StatusPill tone="info">{report.updated} updated</StatusPill>
            <StatusPill tone={report.rejected.length > 0 ? 'danger' : 'neutral'}>
              {report.rejected.length} refused
            </StatusPill>
          </div>
          {report.rejected.length > 0 ? (
            <div className="overflow-auto rounded-lg border border-line bg-white">
              <table className="w-full text-sm">
                <caption className="sr-only">Refused rows</caption>
                <thead className="bg-ivory-deep text-left text-xs font-semibold text-muted uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Row
                    </th>
                    <th scope="col" className="px-3 py-2">
                      SKU
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Why
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.rejected.map((row) => (
                    <tr key={row.row} className="border-t border-line align-top">
                      <td className="px-3 py-2 tabular-nums">{row.row}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{row.sku || '—'}</td>
                      <td className="px-3 py-2">
                        <ul className="list-disc pl-4">
                          {row.reasons.map((reason) => (
                            <li key={reason}>{reason}</li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="text-sm text-muted">Every row was taken.</p>
          )}
        </section>
      ) : null}
    </>
  );
}
