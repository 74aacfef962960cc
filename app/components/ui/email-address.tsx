import { Fragment } from "react";

/**
 * An e-mail address that wraps where people would break it: after the "@" and before each dot,
 * never inside a word unless one word alone is wider than its box (then anywhere, rather than
 * overflowing). A narrow column broke "sales@nexoratech.in" as "sales@nexorat / ech.in".
 */
export function EmailAddress({ address }: { address: string }) {
  const pieces = address.split(/(?<=@)|(?=\.)/);
  return (
    <span className="[overflow-wrap:anywhere]">
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
