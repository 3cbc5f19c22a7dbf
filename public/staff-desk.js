/* global document, window */
// The front desk's few behaviours that need a script (staff pages only): copy a phone number, confirm an erasure.
for (const button of document.querySelectorAll("button[data-copy]")) {
  button.hidden = false;
  button.addEventListener("click", async () => {
    const status = button.parentElement?.querySelector("[data-copy-status]");
    try {
      await navigator.clipboard.writeText(button.dataset.copy ?? "");
      if (status) status.textContent = "Number copied";
    } catch {
      if (status) status.textContent = "Could not copy: select the number instead";
    }
    setTimeout(() => status && (status.textContent = ""), 4000);
  });
}
for (const form of document.querySelectorAll("form[data-confirm]")) {
  form.addEventListener("submit", (event) => {
    if (!window.confirm(form.dataset.confirm ?? "Are you sure?")) event.preventDefault();
  });
}
