// Creates the owner's account (or promotes an existing one) on a Supabase project:
//
//   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=<service role key> \
//     node scripts/create-admin.mjs chef@example.org "Chef"
//
// The password is asked for on the terminal (not echoed), or read from ADMIN_PASSWORD for automation. The
// Supabase Auth user is created with its e-mail confirmed, then listed in public.admin_users, which is what
// makes it staff (docs/decisions/0010). An existing user keeps its password and is only listed.
// The service role key bypasses every access rule: keep it out of the app, its .env files and the shell history.
import { createInterface } from 'node:readline';
import { createClient } from '@supabase/supabase-js';

const usage = `Usage: SUPABASE_URL=... SUPABASE_SERVICE_ROLE_KEY=... node scripts/create-admin.mjs <e-mail> <display name>
The password is asked for (at least 12 characters), or taken from ADMIN_PASSWORD.`;
const MIN_PASSWORD = 12;

const fail = (message, code = 1) => {
  console.error(message);
  process.exit(code);
};

const [email, username] = process.argv.slice(2).map((arg) => arg?.trim());
const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey } = process.env;
if (!url || !serviceRoleKey || !email || !username) fail(usage, 2);
if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) fail(`"${email}" is not an e-mail address.\n${usage}`, 2);
if (username.length > 200) fail('The display name is longer than 200 characters.', 2);

/** Reads a line from the terminal without echoing it. */
const askHidden = (question) =>
  new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    let muted = false;
    rl._writeToOutput = (text) => {
      if (!muted) process.stdout.write(text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });

const password = async () => {
  if (process.env.ADMIN_PASSWORD !== undefined) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) fail('No terminal to ask for the password: set ADMIN_PASSWORD.', 2);
  const first = await askHidden(`Password for ${email}: `);
  const second = await askHidden('Repeat it: ');
  if (first !== second) fail('The two passwords differ.');
  return first;
};

// supabase-js builds a realtime client that wants a WebSocket class (Node 20 has none); this script opens
// no channel, so a class that refuses to connect is enough.
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used');
  }
}

const supabase = createClient(url, serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoRealtime },
});

/** The id of the Auth user with this e-mail, looked up page by page (the admin API has no lookup by e-mail). */
const existingUserId = async () => {
  for (let page = 1; ; page += 1) {
    const { data, error } = await supabase.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) fail(`Could not list the project's users: ${error.message}`);
    const user = data.users.find((u) => u.email?.toLowerCase() === email.toLowerCase());
    if (user) return user.id;
    if (data.users.length < 1000) return null;
  }
};

let userId = await existingUserId();
if (userId) {
  console.info(`${email} already has an account; its password stays as it is.`);
} else {
  const secret = await password();
  if (secret.length < MIN_PASSWORD) fail(`The password needs at least ${MIN_PASSWORD} characters.`, 2);
  const { data, error } = await supabase.auth.admin.createUser({
    email,
    password: secret,
    email_confirm: true,
    user_metadata: { username },
  });
  if (error) fail(`Could not create the account: ${error.message}`);
  userId = data.user.id;
  console.info(`Created the account ${email}.`);
}

// The account this script makes is the restaurant's owner, who then invites the other staff in Settings
// (decision 0089).
const { error } = await supabase
  .from('admin_users')
  .upsert({ id: userId, username, role: 'owner' }, { onConflict: 'id' });
if (error) fail(`Could not list ${email} in admin_users: ${error.message}`);
console.info(
  `${email} is an owner now (admin_users.username = "${username}"). Sign in at /admin/login with the e-mail.`,
);
