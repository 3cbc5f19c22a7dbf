import { LANGUAGE_PREFERENCE_ATTRIBUTE } from "~/lib/language-preference";
import { languageLinkFor } from "./navigation-words";

/**
 * The link to the same page in the other language, named in that language ("తెలుగు" on English pages, "English"
 * on Telugu ones). Following it remembers the choice on this device (the page script); nobody is redirected.
 */
export function LanguageSwitch({
  pathname,
  compact = false,
  className,
}: {
  pathname: string;
  compact?: boolean;
  className: string;
}) {
  const link = languageLinkFor(pathname);
  return (
    <a
      href={link.href}
      hrefLang={link.hrefLang}
      lang={link.lang}
      {...{ [LANGUAGE_PREFERENCE_ATTRIBUTE]: link.lang }}
      aria-label={compact ? link.label : undefined}
      className={className}
    >
      {compact ? link.abbreviation : link.shortLabel}
    </a>
  );
}

/**
 * A line at the top of the page offering the other language to a visitor who chose it before. Hidden unless the
 * head script found that choice (app.css, .language-suggestion), so it is in place before the first paint.
 */
export function LanguageSuggestion({ pathname }: { pathname: string }) {
  const link = languageLinkFor(pathname);
  return (
    <p className="language-suggestion print-hidden bg-accent-50 px-4 py-2 text-center" lang={link.lang}>
      <a
        href={link.href}
        hrefLang={link.hrefLang}
        {...{ [LANGUAGE_PREFERENCE_ATTRIBUTE]: link.lang }}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
      >
        {link.suggestion}
      </a>
    </p>
  );
}
