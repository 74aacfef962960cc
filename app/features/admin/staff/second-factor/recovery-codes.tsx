/** Recovery codes, shown once: in a list that copies and prints cleanly. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <>
      <p className="text-sm text-slate-700">
        Each code signs you in once if you lose your phone. Keep them somewhere safe, such as your password manager:
        they are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="mt-3 grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-base text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </>
  );
}
