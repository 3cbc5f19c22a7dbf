import { Fragment } from "react";

/**
 * An e-mail address that may wrap on a narrow screen: after the "@" and before a dot first (a patient copies it
 * down by hand), inside a part only when that part alone is wider than the line.
 */
export function EmailAddress({ address }: { address: string }) {
  const [local, domain = ""] = address.split("@");
  const domainParts = domain.split(".");
  return (
    <span className="wrap-anywhere">
      {local}@<wbr />
      {domainParts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
