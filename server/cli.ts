import path from "node:path";
import readline from "node:readline";
import { MIN_PASSWORD_LENGTH, parseRoles, STAFF_ROLES } from "../app/staff/staff-directory.server";
import { emptyWal, openDatabase } from "./database";
import { backupDatabase, liveRetentionDays, purgeExpired, retentionDaysFrom } from "./retention";
import { openStaffDirectory } from "./staff-accounts";

/**
 * The front desk's administration, run beside the server on the same database (DATABASE_PATH):
 *   npm run staff:add -- NAME        a named account (asks for the password, or reads it from stdin); the desk's
 *     -- NAME --role editor          unless --role says editor, or "desk,editor" for both
 *   npm run staff:roles -- NAME --role desk,editor   replaces an account's roles (ends its sessions)
 *   npm run staff:password -- NAME   a new password (ends that account's sessions)
 *   npm run staff:disable -- NAME    no more sign-ins, and its sessions end at once
 *   npm run staff:enable -- NAME
 *   npm run staff:list
 *   npm run requests:purge           erase requests and backups older than the retention period now
 *   npm run db:backup -- FILE        a consistent copy while the site serves, without erased rows (VACUUM INTO)
 */
const [command, ...args] = process.argv.slice(2);
const dataFile = process.env.DATABASE_PATH ?? path.resolve("data", "requests.sqlite");

function usage(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The password from a hidden prompt (twice) at a terminal, or the first line of stdin when piped. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = "";
    for await (const chunk of process.stdin) input += chunk;
    return input.split(/\r?\n/)[0] ?? "";
  }
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      const write = (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
      (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) =>
        write.call(rl, text.startsWith(question) ? text : "");
      rl.question(question, (answer) => {
        rl.close();
        process.stdout.write("\n");
        resolve(answer);
      });
    });
  const first = await ask("Password: ");
  const second = await ask("Same password again: ");
  if (first !== second) usage("The two passwords differ; nothing was changed.");
  return first;
}

async function newPassword(): Promise<string> {
  const password = await readPassword();
  if (password.length < MIN_PASSWORD_LENGTH) {
    usage(`The password needs at least ${MIN_PASSWORD_LENGTH} characters (a short sentence is easy to remember).`);
  }
  return password;
}

// Files this command makes (the database, a backup) are the server user's alone.
process.umask(0o077);
const db = openDatabase(dataFile, { blockingWaitMs: 5000 });
const directory = openStaffDirectory(db);
// --role desk,editor (or --role=editor) names the account's roles; the rest of the words are its name.
const roleAt = args.findIndex((word) => word === "--role" || word.startsWith("--role="));
const roleText =
  roleAt < 0 ? undefined : args[roleAt]!.startsWith("--role=") ? args[roleAt]!.slice(7) : (args[roleAt + 1] ?? "");
if (roleAt >= 0) args.splice(roleAt, args[roleAt]!.startsWith("--role=") ? 1 : 2);
const roles = roleText === undefined ? undefined : parseRoles(roleText);
if (roleText !== undefined && !roles) usage(`--role takes ${STAFF_ROLES.join(", ")} or both ("desk,editor").`);
const name = args.join(" ").trim();
const needName = () => name || usage(`Usage: npm run ${command} -- NAME`);

try {
  switch (command) {
    case "staff:add": {
      needName();
      if (directory.list().some((account) => account.name.toLowerCase() === name.toLowerCase())) {
        usage(`An account named "${name}" exists already (npm run staff:password -- "${name}" sets a new password).`);
      }
      const account = await directory.add(name, await newPassword(), roles ?? ["desk"]);
      console.log(`Account "${account.name}" (${account.roles.join(", ")}) created. Sign in at /staff.`);
      break;
    }
    case "staff:roles": {
      needName();
      if (!roles) usage("Usage: npm run staff:roles -- NAME --role desk,editor");
      if (!directory.setRoles(name, roles)) usage(`No account named "${name}".`);
      console.log(`"${name}" now has: ${roles.join(", ")}; its sessions have ended.`);
      break;
    }
    case "staff:password": {
      needName();
      if (!(await directory.setPassword(name, await newPassword()))) usage(`No account named "${name}".`);
      console.log(`New password set for "${name}"; its sessions have ended.`);
      break;
    }
    case "staff:disable":
      if (!directory.disable(needName())) usage(`No account named "${name}".`);
      console.log(`"${name}" can no longer sign in; its sessions have ended.`);
      break;
    case "staff:enable":
      if (!directory.enable(needName())) usage(`No account named "${name}".`);
      console.log(`"${name}" can sign in again.`);
      break;
    case "staff:list": {
      const accounts = directory.list();
      if (accounts.length === 0) console.log("No accounts yet: npm run staff:add -- NAME");
      for (const account of accounts) {
        const state = account.disabledAt ? `disabled ${account.disabledAt.slice(0, 10)}` : "active";
        const last = account.lastSignInAt
          ? `last sign-in ${account.lastSignInAt.slice(0, 16).replace("T", " ")} UTC`
          : "never signed in";
        console.log(`${account.name}\t${account.roles.join(",")}\t${state}\t${last}`);
      }
      break;
    }
    case "requests:purge": {
      const days = liveRetentionDays(db, retentionDaysFrom(process.env));
      const { requests, backups } = purgeExpired(db, days);
      // The WAL's earlier copies of the erased rows' pages go too (decision 0049), waiting for the server's reads.
      if (requests > 0 && !(await emptyWal(db))) {
        console.warn("Another process kept the -wal file from being emptied: run requests:purge again.");
      }
      console.log(`Erased ${requests} request(s) and ${backups} backup(s) older than ${days} days.`);
      break;
    }
    case "db:backup": {
      if (!args[0]) usage("Usage: npm run db:backup -- FILE");
      console.log(`Backup written to ${await backupDatabase(db, args[0])}`);
      break;
    }
    default:
      usage(
        "Commands: staff:add NAME [--role desk,editor], staff:roles NAME --role ROLES, staff:password NAME, staff:disable NAME, staff:enable NAME, staff:list, requests:purge, db:backup FILE",
      );
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  db.close();
}
