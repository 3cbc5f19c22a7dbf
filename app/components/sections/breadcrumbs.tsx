import { localizedPath } from "~/i18n/lang";
import { breadcrumbWords } from "~/content/breadcrumb-words";
import { useLang } from "~/i18n/use-lang";
import { Icon } from "~/components/ui/icon";

export interface Crumb {
  name: string;
  path: string;
}

/** Visible trail matching the BreadcrumbList in the structured data; the last item is the current page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const lang = useLang();
  const words = breadcrumbWords[lang];
  const full = [{ name: words.home, path: "/" }, ...trail];
  return (
    <nav aria-label={words.label}>
      <ol className="flex flex-wrap items-center gap-1 text-base text-muted">
        {full.map((crumb, index) => {
          const last = index === full.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-semibold text-brand-900">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a
                    href={localizedPath(crumb.path, lang)}
                    className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                  >
                    {crumb.name}
                  </a>
                  <Icon name="chevron-right" className="size-4" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
