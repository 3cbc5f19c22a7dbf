// `npm run staff:hash -- 'the password'` prints a STAFF_PASSWORD_HASH value (scrypt), so the plain password
// need not live in the server's environment.
import { randomBytes, scryptSync } from "node:crypto";

const password = process.argv[2];
if (!password) {
  console.error("Usage: npm run staff:hash -- 'the password'");
  process.exit(2);
}
const salt = randomBytes(16);
console.log(`scrypt:${salt.toString("base64")}:${scryptSync(password, salt, 64).toString("base64")}`);
