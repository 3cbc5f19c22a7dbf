import { startSite } from "./site";

// The production server: the build in BUILD_DIR (default build/), settings from the environment (docs/operations.md).
await startSite();
