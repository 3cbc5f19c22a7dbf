// `npm run typecheck`: React Router's route types, then tsc, each with this same Node; the tools' noise left out
// (scripts/lib/run-steps.mjs), so what it prints needs attention.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runSteps } from "./lib/run-steps.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
runSteps("typecheck", root, [
  [path.join(root, "node_modules", "@react-router", "dev", "bin.js"), "typegen"],
  [path.join(root, "node_modules", "typescript", "bin", "tsc")],
]);
