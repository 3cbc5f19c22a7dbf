import { showToast } from "~/components/ui/toast";

interface ShareInput {
  title: string;
  text: string;
  /** Shown when the link was copied instead of shared. */
  copiedToast: { title: string; description: string };
}

/**
 * The device's share sheet where there is one; otherwise the page link goes to the clipboard.
 * Loaded on the first click, so it is not part of the page's first download.
 * Failures, including the reader closing the share sheet, are only logged (specification §8).
 */
export async function shareArticle({ title, text, copiedToast }: ShareInput): Promise<void> {
  const url = window.location.href;
  try {
    if (typeof navigator.share === "function") {
      await navigator.share({ title, text, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    showToast({ ...copiedToast, variant: "success" });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") console.info("Share cancelled:", error);
    else console.error("Could not share the article:", error);
  }
}
