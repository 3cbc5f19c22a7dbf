import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { openSqliteStore } from "./storage";

const appointment = (name: string, phone: string) => ({
  name,
  phone,
  date: "2026-12-01",
  message: "",
  source: "test",
  lang: "en" as const,
});

async function storeWith(...people: [name: string, phone: string][]) {
  const store = openSqliteStore(openDatabase(":memory:"));
  for (const [name, phone] of people) await store.addAppointment(appointment(name, phone));
  return store;
}

const names = (store: Awaited<ReturnType<typeof storeWith>>, search: string) =>
  store
    .list({ search })
    .requests.map((request) => request.name)
    .sort();

describe("searching the inbox by phone number", () => {
  it("finds a number typed with +91 or 91 in front by the start of the stored number", async () => {
    const store = await storeWith(["Spaced", "+91 98480 12345"], ["Plain", "9848012345"], ["Other", "9111198480"]);
    expect(names(store, "91 98480")).toEqual(["Plain", "Spaced"]);
    expect(names(store, "+91 98480")).toEqual(["Plain", "Spaced"]);
    expect(names(store, "098480")).toEqual(["Plain", "Spaced"]);
  });

  it("finds digits anywhere in the number, as before", async () => {
    const store = await storeWith(["Spaced", "+91 98480 12345"], ["Plain", "9848012345"], ["Other", "9111198480"]);
    expect(names(store, "98480")).toEqual(["Other", "Plain", "Spaced"]);
    expect(names(store, "12345")).toEqual(["Plain", "Spaced"]);
    expect(names(store, "+91 98480 12345")).toEqual(["Plain", "Spaced"]);
  });

  it("searches a name as typed", async () => {
    const store = await storeWith(["Ramesh", "9848012345"], ["Ramesh K", "9000000001"], ["Sita", "9000000002"]);
    expect(names(store, "Ramesh")).toEqual(["Ramesh", "Ramesh K"]);
    expect(names(store, "sit")).toEqual(["Sita"]);
  });
});

describe("the export's batches", () => {
  async function numbered(count: number) {
    const db = openDatabase(":memory:");
    const store = openSqliteStore(db);
    for (let i = 1; i <= count; i++)
      await store.addAppointment(appointment(`Patient ${i}`, `90000000${String(i).padStart(2, "0")}`));
    // One a day, but three share a received time, so the id has to break the tie.
    db.prepare("UPDATE requests SET created_at = printf('2026-11-%02dT10:00:00.000Z', id)").run();
    db.prepare("UPDATE requests SET created_at = '2026-11-04T10:00:00.000Z' WHERE id IN (3, 4, 5)").run();
    db.prepare("UPDATE requests SET status = 'no_answer' WHERE id % 2 = 0").run();
    return store;
  }
  const everything = (store: Awaited<ReturnType<typeof numbered>>, filters: Parameters<typeof store.list>[0]) => {
    const ids: number[] = [];
    let after: { createdAt: string; id: number } | null = null;
    for (;;) {
      const batch = store.exportBatch(filters ?? {}, after, 2);
      ids.push(...batch.map((row) => row.id));
      if (batch.length < 2) return ids;
      after = { createdAt: batch.at(-1)!.createdAt, id: batch.at(-1)!.id };
    }
  };

  it("returns every match once, in the inbox's own order, newest first or (waiting views) oldest first", async () => {
    const store = await numbered(11);
    for (const filters of [{}, { status: "no_answer" as const }, { status: "new" as const }, { search: "Patient 1" }]) {
      expect(everything(store, filters)).toEqual(store.list(filters, 0).requests.map((row) => row.id));
    }
    expect(everything(store, {})).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(everything(store, { status: "no_answer" })).toEqual([2, 4, 6, 8, 10]);
  });
});
