import { Form } from "react-router";

import { staffRoleLabels, type StaffMember } from "~domain/staff";

import { PageHeader } from "~/features/admin/ui/page-header";
import { SubmitButton } from "~/features/admin/ui/submit-button";

export function AccountPage({ member }: { member: StaffMember }) {
  return (
    <>
      <PageHeader title="Your account" />
      <dl className="grid max-w-xl gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-[8rem_1fr]">
        <dt className="text-sm font-medium text-slate-600">Name</dt>
        <dd className="text-slate-900">{member.name || "Not given"}</dd>
        <dt className="text-sm font-medium text-slate-600">E-mail</dt>
        <dd className="break-all text-slate-900">{member.email}</dd>
        <dt className="text-sm font-medium text-slate-600">Role</dt>
        <dd className="text-slate-900">{staffRoleLabels[member.role]}</dd>
      </dl>
      <section className="mt-8 max-w-xl rounded-2xl border border-slate-200 bg-white p-6">
        <h2 className="text-lg font-semibold text-brand-900">Sign out on every device</h2>
        <p className="mt-1 text-sm text-slate-600">
          Ends every session of this account: on this browser, on your phone, and on any computer you forgot to sign out
          of. Use it if you think someone else could be using your account.
        </p>
        <Form method="post" className="mt-4">
          <SubmitButton tone="danger" pendingLabel="Signing out...">
            Sign out everywhere
          </SubmitButton>
        </Form>
        <p className="mt-6 text-sm text-slate-600">To change your password, ask an admin to send you a new link.</p>
      </section>
    </>
  );
}
