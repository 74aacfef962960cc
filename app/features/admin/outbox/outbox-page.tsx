import { Form } from "react-router";
import { z } from "zod";

import type { OutboxEmailView } from "~contracts/outbox";
import { indiaDateTime } from "~domain/time/india-dates";

import { DataTable, bodyCell } from "~/features/admin/shared/ui/data-table";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { Pager } from "~/features/admin/shared/ui/pager";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

export const RetrySchema = z.object({ emailId: z.uuid() });
export type RetryResult = { ok: boolean; message: string };

type OutboxPageProps = { rows: OutboxEmailView[]; next?: string | undefined; result?: RetryResult | undefined };

export function OutboxPage({ rows, next, result }: OutboxPageProps) {
  return (
    <>
      <PageHeader
        title="Outbox"
        intro="E-mails that failed or are waiting to be sent, newest first. Sent e-mails are not listed. Times are India time."
      />
      {result ? <Notice tone={result.ok ? "success" : "error"}>{result.message}</Notice> : null}
      {rows.length === 0 ? (
        <EmptyState title="Nothing waiting">Every e-mail has been sent.</EmptyState>
      ) : (
        <DataTable
          caption="E-mails not sent yet"
          columns={[
            "E-mail",
            "State",
            "Attempts",
            "Next attempt",
            "Last error",
            <span className="sr-only">Actions</span>,
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${bodyCell} min-w-64`}>
                <span className="block font-medium text-slate-900">{row.subject}</span>
                <span className="block break-all text-slate-600">
                  To {row.toName ? `${row.toName} <${row.toAddress}>` : row.toAddress}
                </span>
                <span className="mt-0.5 block font-mono text-xs text-slate-600">{row.kind}</span>
                <span className="block text-xs text-slate-600">Queued {indiaDateTime(row.createdAt)}</span>
              </td>
              <td className={bodyCell}>
                <span
                  className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
                    row.status === "failed"
                      ? "bg-red-50 text-red-800 ring-red-200"
                      : "bg-amber-50 text-amber-900 ring-amber-200"
                  }`}
                >
                  {row.status === "failed" ? "Failed" : "Waiting"}
                </span>
              </td>
              <td className={`${bodyCell} text-slate-700`}>{row.attempts}</td>
              <td className={`${bodyCell} whitespace-nowrap text-slate-700`}>
                {row.status === "failed" ? "None: gave up" : indiaDateTime(row.nextAttemptAt)}
              </td>
              <td className={`${bodyCell} max-w-72 text-xs break-words text-slate-700`}>{row.lastError ?? "None"}</td>
              <td className={`${bodyCell} whitespace-nowrap`}>
                {/* A waiting e-mail is tried again by itself (and may be on its way right now). */}
                {row.status === "failed" ? (
                  <Form method="post">
                    <input type="hidden" name="emailId" value={row.id} />
                    <SubmitButton
                      tone="secondary"
                      name="intent"
                      value={`retry-${row.id}`}
                      aria-label={`Retry now: ${row.subject} to ${row.toAddress}`}
                      pendingLabel="Retrying..."
                    >
                      Retry now
                    </SubmitButton>
                  </Form>
                ) : (
                  <span className="text-xs text-slate-600">Tried again by itself</span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager next={next} />
    </>
  );
}
