import type { SelfIdentificationQuestion, SelfIdentificationSelection } from "~contracts/privacy";
import { isShown, smallCountsRule } from "~domain/privacy/small-counts";

import { SectionCard } from "~/features/admin/shared/ui/section-card";

/** Each question's anonymous counts as a small table; a count too small to show says so (decision 072). */
export function SelfIdentificationTables({ questions }: { questions: SelfIdentificationQuestion[] }) {
  return (
    <div className="mt-4 grid items-start gap-x-6 gap-y-5 sm:grid-cols-2 xl:grid-cols-3">
      {questions.map(({ question, answers }) => (
        <table key={question} className="w-full border-collapse text-left text-sm">
          <caption className="pb-1 text-left font-semibold text-slate-900">{question}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Answer</th>
              <th scope="col">Count</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {answers.map(({ answer, count }) => (
              <tr key={answer}>
                <th scope="row" className="py-1.5 pr-3 font-normal text-slate-700">
                  {answer}
                </th>
                <td
                  className={`py-1.5 text-right whitespace-nowrap tabular-nums ${
                    isShown(count) ? "font-semibold text-slate-900" : "text-slate-500 italic"
                  }`}
                >
                  {count}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

/**
 * The recruiting reports' self-identification: the same anonymous counts over the report's
 * selection, for the roles that may see them (the privacy area's), across the page's width.
 */
export function SelfIdentificationCard({ counts }: { counts: SelfIdentificationSelection }) {
  return (
    <div className="xl:col-span-2">
      <SectionCard
        title="Self-identification"
        intro={`The voluntary answers of these applications, as anonymous counts only (applications: ${counts.applications}). ${smallCountsRule} Recruiters do not see this part.`}
      >
        <SelfIdentificationTables questions={counts.questions} />
      </SectionCard>
    </div>
  );
}
