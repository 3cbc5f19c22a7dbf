/* global document, window, location, DOMParser, AudioContext, Element, HTMLFormElement, CSS */
// The front desk's behaviours that need a script (staff pages only; decision 0020, 0030). Everything works without
// it: a reload shows what the refresh shows, and Call, WhatsApp and every form are plain links and posts.
//  - copy a number, confirm an erasure, print the day's list;
//  - tapping Call, WhatsApp or Send reminder tells the server, so every desk shows "Asha is calling · 2 min";
//  - the counts, rows and marks refresh every few seconds, a new request shows a badge (and a sound if chosen),
//    a session that has ended says so;
//  - a status change keeps the scroll position, and an Undo goes away when its time is up.

const root = document.querySelector("[data-desk-refresh]");
const csrf = document.querySelector('input[name="csrf"]')?.value ?? "";
const notice = document.querySelector("[data-desk-notice]");

for (const button of document.querySelectorAll("button[data-copy], button[data-print]")) button.hidden = false;

document.addEventListener("click", async (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const copy = target?.closest("button[data-copy]");
  if (copy) {
    const status = copy.parentElement?.querySelector("[data-copy-status]");
    try {
      await navigator.clipboard.writeText(copy.dataset.copy ?? "");
      if (status) status.textContent = "Number copied";
    } catch {
      if (status) status.textContent = "Could not copy: select the number instead";
    }
    setTimeout(() => status && (status.textContent = ""), 4000);
    return;
  }
  if (target?.closest("button[data-print]")) {
    window.print();
    return;
  }
  const contact = target?.closest("a[data-contact]");
  if (contact && csrf) {
    // keepalive: the post goes even while the phone hands over to the dialler or WhatsApp.
    fetch(contact.dataset.contactUrl, {
      method: "POST",
      body: new URLSearchParams({ csrf, how: contact.dataset.contact }),
      credentials: "same-origin",
      keepalive: true,
    })
      .then(() => setTimeout(refresh, 300))
      .catch(() => {});
    if (contact.dataset.contact === "reminder") {
      const sent = document.createElement("span");
      sent.textContent = "Reminder opened in WhatsApp";
      contact.after(sent);
    }
  }
});

for (const form of document.querySelectorAll("form[data-confirm]")) {
  form.addEventListener("submit", (event) => {
    if (!window.confirm(form.dataset.confirm ?? "Are you sure?")) event.preventDefault();
  });
}

// The scroll position survives a status change: the answer comes back to the same page.
const SCROLL_KEY = "desk-scroll";
document.addEventListener("submit", (event) => {
  if (event.target instanceof HTMLFormElement && event.target.hasAttribute("data-keep-scroll")) {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, y: window.scrollY }));
  }
});
try {
  const kept = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? "null");
  sessionStorage.removeItem(SCROLL_KEY);
  if (kept && kept.path === location.pathname) window.scrollTo(0, kept.y);
} catch {
  // nothing kept
}

/** Undo goes when its time is up (the server refuses it after that anyway). */
function expireUndos(scope) {
  for (const form of scope.querySelectorAll("form[data-undo-ms]")) {
    setTimeout(() => form.remove(), Number(form.dataset.undoMs));
  }
}
expireUndos(document);

// A sound for new requests, if this desk chose it (kept on this device).
const SOUND_KEY = "desk-sound";
const soundToggle = document.querySelector("[data-sound-toggle]");
let audio;
if (soundToggle) {
  const box = soundToggle.querySelector("input");
  soundToggle.hidden = false;
  box.checked = localStorage.getItem(SOUND_KEY) === "on";
  box.addEventListener("change", () => {
    localStorage.setItem(SOUND_KEY, box.checked ? "on" : "off");
    if (box.checked) beep();
  });
}
function beep() {
  if (localStorage.getItem(SOUND_KEY) !== "on") return;
  try {
    audio ??= new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.value = 0.15;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.25);
  } catch {
    // no sound on this device
  }
}

const counts = () => document.querySelector('[data-live="counts"]');
const firstNewest = Number(counts()?.dataset.newest ?? 0);
const title = document.title;
let timer;

function say(html) {
  if (notice) notice.innerHTML = html;
}

/** Fetches this page again and swaps in its live parts, unless someone is typing or choosing in one. */
async function refresh() {
  let response;
  try {
    response = await fetch(location.href, { credentials: "same-origin", headers: { "X-Desk-Refresh": "1" } });
  } catch {
    return; // offline for a moment: try again next time
  }
  if (new URL(response.url).pathname === "/staff/login") {
    clearInterval(timer);
    const next = encodeURIComponent(location.pathname + location.search);
    say(`Your session has ended. <a class="underline" href="/staff/login?ended=1&amp;next=${next}">Sign in again</a>`);
    return;
  }
  if (!response.ok) return;
  const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
  for (const part of document.querySelectorAll("[data-live]")) {
    const replacement = fresh.querySelector(`[data-live="${part.dataset.live}"]`);
    if (!replacement || part.querySelector("details[open]")) continue;
    // Never under someone's typing; a focused link or button keeps its focus across the swap.
    const focused = part.contains(document.activeElement) ? document.activeElement : null;
    if (focused?.matches("input, select, textarea")) continue;
    const href = focused?.getAttribute("href");
    const again = focused?.id ? `#${CSS.escape(focused.id)}` : href ? `[href="${CSS.escape(href)}"]` : null;
    if (part.innerHTML !== replacement.innerHTML) part.innerHTML = replacement.innerHTML;
    if (again && !part.contains(document.activeElement)) part.querySelector(again)?.focus({ preventScroll: true });
    for (const name of Object.keys(replacement.dataset)) part.dataset[name] = replacement.dataset[name];
    expireUndos(part);
  }
  const newest = Number(counts()?.dataset.newest ?? 0);
  if (newest > firstNewest) {
    const fresher = newest - firstNewest;
    const announced = Number(notice?.dataset.announced ?? firstNewest);
    say(
      `${fresher > 1 ? "New requests have" : "A new request has"} arrived. <a class="underline" href="/staff">Show the newest</a>`,
    );
    document.title = `(${fresher}) ${title}`;
    if (notice && newest > announced) {
      notice.dataset.announced = String(newest);
      beep();
    }
  }
}

const every = Number(root?.dataset.deskRefresh ?? 0);
if (every > 0 && document.querySelector("[data-live]")) {
  timer = setInterval(() => {
    if (document.visibilityState === "visible") refresh();
  }, every * 1000);
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && refresh());
}
