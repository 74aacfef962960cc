import { EmailAddress } from "~/components/ui/email-address";

/** What a merge moves (or moved), a line each: "2 enquiries". */
export function MovedList({ lines }: { lines: readonly string[] }) {
  return lines.length === 0 ? (
    <p className="mt-3 text-sm text-slate-700">Nothing but the record itself.</p>
  ) : (
    <ul className="mt-3 list-disc pl-5 text-sm text-slate-800">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** A contact's other addresses; `spacing` is the gap above, under a heading or a card's title. */
export function AddressList({ addresses, spacing }: { addresses: readonly string[]; spacing: "mt-1" | "mt-3" }) {
  return addresses.length === 0 ? (
    <p className={`${spacing} text-sm text-slate-700`}>No other addresses.</p>
  ) : (
    <ul className={`${spacing} text-sm text-slate-800`}>
      {addresses.map((address) => (
        <li key={address}>
          <EmailAddress address={address} />
        </li>
      ))}
    </ul>
  );
}
