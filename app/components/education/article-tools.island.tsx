import { Icon } from "~/components/ui/icon";

const toolButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-5 py-2 text-base font-semibold text-brand-700 hover:bg-brand-50";

interface ArticleToolsProps {
  title: string;
  description: string;
  copy: {
    toolsLabel: string;
    share: string;
    print: string;
    shareToast: { title: string; description: string };
  };
}

/** Share and print (an island; a button tapped before it is ready is tapped again when it is). */
export default function ArticleTools({ title, description, copy }: ArticleToolsProps) {
  return (
    <div role="group" aria-label={copy.toolsLabel} className="print-hidden mt-6 flex flex-wrap gap-3">
      <button
        type="button"
        className={toolButton}
        onClick={() =>
          // The share code loads on the first click, so it is not part of the page's first download.
          void import("./share-article").then(({ shareArticle }) =>
            shareArticle({ title, text: description, copiedToast: copy.shareToast }),
          )
        }
      >
        <Icon name="share-2" className="size-5" aria-hidden="true" />
        {copy.share}
      </button>
      <button type="button" className={toolButton} onClick={() => window.print()}>
        <Icon name="printer" className="size-5" aria-hidden="true" />
        {copy.print}
      </button>
    </div>
  );
}
