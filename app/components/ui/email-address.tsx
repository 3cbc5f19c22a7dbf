import { Fragment } from "react";

/**
 * An e-mail address that may wrap on a narrow screen, but only after the "@" and before a dot, never
 * mid-word (a patient copies it down by hand).
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
