import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    // Playwright needs a destructured first argument even when a hook uses no fixture.
    files: ["tests/e2e/**/*.ts"],
    rules: {
      "no-empty-pattern": "off",
      // A browser test for one width is tagged, so the other project never lists it (decision 0075).
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name=/^test/][callee.property.name='skip']",
          message: "Tag the test (once, phoneOnly, desktopOnly from ./helpers) instead of skipping it in a project.",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
