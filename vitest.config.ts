import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: they test content, helpers and components directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
  },
});
