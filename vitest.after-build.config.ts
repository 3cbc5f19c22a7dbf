import { defineConfig } from "vitest/config";

// Tests that need the production build: the real server process (API, inbox, headers, durability)
// and the built HTML (metadata, structured data, sitemap, byte budgets).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/server/**/*.test.ts", "tests/build/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
