import { HeadedBox } from "~/components/sections/headed-box";
import { Icon } from "~/components/ui/icon";

/** Beside the article, above the questions box: links to the service pages its subject leads to. */
export function ArticleServices({ title, services }: { title: string; services: { title: string; href: string }[] }) {
  if (services.length === 0) return null;
  return (
    <HeadedBox
      as="nav"
      headingId="article-services-heading"
      title={title}
      className="print-hidden mb-6 h-fit rounded-2xl border border-gray-200 bg-white p-6"
      headingClassName="text-xl font-bold"
    >
      <ul className="mt-3 space-y-2">
        {services.map((service) => (
          <li key={service.href}>
            <a
              href={service.href}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
            >
              <Icon name="arrow-right" className="size-4" aria-hidden="true" />
              {service.title}
            </a>
          </li>
        ))}
      </ul>
    </HeadedBox>
  );
}
