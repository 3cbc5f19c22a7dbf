/**
 * Handing a visitor's typing to React after hydration. React keeps a "value tracker" on each input and textarea
 * (react-dom's inputValueTracking): an input event only reaches React's onChange when the field's value differs
 * from what the tracker last saw. Text typed before hydration is already in the field, so React would see no
 * change. Setting the server's value first (which the tracker records), then the visitor's through the native
 * setter (which it does not), then dispatching the event, makes React see the change. This leans on how React 19
 * tracks values: react-value-tracker.test.tsx is pinned to the React version and fails if that changes.
 */

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the server rendered into the field (React sets defaultValue to the same when it hydrates). */
export function serverValue(field: Field) {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? "";
  }
  return field.defaultValue;
}

const nativeValueSetters = {
  input: Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set,
  textarea: Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set,
};

/**
 * After hydration, React's state for each field holds what the server rendered, while the visitor typed (or
 * chose) something else. Tell React, as if it had just been typed. The field may show the visitor's text or, if
 * React has already re-rendered, its own empty state: either way it ends up with what the visitor entered.
 */
export function handEnteredValuesToReact(entered: Map<Field, string>) {
  // Where the caret is, read before anything re-renders the form.
  const focused = document.activeElement;
  let selection: [number, number] | null = null;
  if (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) {
    try {
      if (focused.selectionStart !== null && focused.selectionEnd !== null) {
        selection = [focused.selectionStart, focused.selectionEnd];
      }
    } catch {
      // Date and e-mail fields have no selection.
    }
  }
  for (const [field, value] of entered) {
    if (!field.isConnected || value === serverValue(field)) continue;
    if (field instanceof HTMLSelectElement) {
      // React has no value tracker for a list: a change event is enough, once its value is put back.
      field.value = value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
      continue;
    }
    const setNative = field instanceof HTMLInputElement ? nativeValueSetters.input : nativeValueSetters.textarea;
    if (!setNative) continue;
    // Through React's value tracker (so it sees a change), then the visitor's text past it, then the event.
    field.value = serverValue(field);
    setNative.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  if (selection && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
    try {
      focused.setSelectionRange(selection[0], selection[1]);
    } catch {
      // As above.
    }
  }
}
