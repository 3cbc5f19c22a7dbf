import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { futureDate, postJson, startServer } from "./server-process";

describe("durability", () => {
  it("keeps an acknowledged request after the server is killed with SIGKILL", async () => {
    const first = await startServer();
    const response = await postJson(`${first.url}/api/appointments`, {
      name: "Kill Test",
      phone: "9876543210",
      date: futureDate(),
    });
    expect(response.status).toBe(201);
    await first.kill();

    const second = await startServer({ DATABASE_PATH: first.databasePath });
    await second.stop();
    const db = new Database(first.databasePath, { readonly: true });
    const names = (db.prepare("SELECT name FROM requests").all() as { name: string }[]).map((row) => row.name);
    db.close();
    expect(names).toEqual(["Kill Test"]);
  });

  it("stores exactly 200 rows for 200 concurrent submissions", async () => {
    const server = await startServer({ SUBMIT_RATE_LIMIT: "1000" });
    try {
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          postJson(`${server.url}/api/appointments`, {
            name: `Patient ${index}`,
            phone: "9876543210",
            date: futureDate(),
          }),
        ),
      );
      expect(responses.map((response) => response.status).filter((status) => status !== 201)).toEqual([]);
    } finally {
      await server.stop();
    }
    const db = new Database(server.databasePath, { readonly: true });
    const count = (db.prepare("SELECT COUNT(DISTINCT name) AS n FROM requests").get() as { n: number }).n;
    const total = (db.prepare("SELECT COUNT(*) AS n FROM requests").get() as { n: number }).n;
    db.close();
    expect([count, total]).toEqual([200, 200]);
  });
});
