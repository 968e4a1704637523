/**
 * The server-side staff gate: dist/backend.htaccess, to copy into the PHP backend's folder as its
 * .htaccess (docs/deploying.md). Written from the contract's access column (php-contract/endpoints.ts):
 * public calls and CORS preflights stay open, staff calls need a user of the password file, admin-only
 * calls a user of the group `admin`. The backend tells calls apart by script and method, and for a few
 * entries by query, so the rules do too. Scripts the contract does not name (uploaded files, the
 * model files) are left as the server has them: public.
 */
import { isAbsolute, join } from 'node:path';
import type { Access, Endpoint } from '../php-contract/endpoints.ts';

export interface StaffGate {
  /** The htpasswd file (bcrypt, `npm run gate:user`), outside the web root. */
  passwordFile: string;
  /** The group file: the line `admin: a@x b@y` names who may make admin-only calls. */
  groupFile: string;
  /** The backend is on another origin than the site: its CORS headers must allow Authorization. */
  crossOrigin: boolean;
}

export const ADMIN_GROUP = 'admin';
export const GATE_FILES = { passwords: 'staff.htpasswd', groups: 'staff.groups' } as const;

/**
 * The gate this build writes, from VITE_STAFF_GATE (`basic`, or unset for none) and STAFF_GATE_DIR
 * (the folder, outside the web root, that holds the two files; not a VITE_ setting, so it stays out of the bundle).
 */
export function staffGateOf(raw: Record<string, string | undefined>, backendUrl: string): StaffGate | null {
  const mode = raw.VITE_STAFF_GATE?.trim() ?? '';
  if (mode === '') return null;
  if (mode !== 'basic') throw new Error(`VITE_STAFF_GATE is 'basic' or unset, not '${mode}'`);
  const dir = raw.STAFF_GATE_DIR?.trim() ?? '';
  if (!isAbsolute(dir))
    throw new Error(
      "VITE_STAFF_GATE=basic needs STAFF_GATE_DIR: the absolute path, on the backend's host, of a folder outside the web root for the staff password files",
    );
  return {
    passwordFile: join(dir, GATE_FILES.passwords),
    groupFile: join(dir, GATE_FILES.groups),
    crossOrigin: /^https?:\/\//i.test(backendUrl),
  };
}

const RANK: Record<Access, number> = { public: 0, staff: 1, admin: 2 };
const strictest = (entries: readonly Endpoint[]): Access =>
  entries.map((entry) => entry.access).reduce((a, b) => (RANK[b] > RANK[a] ? b : a));

const REQUIRE: Record<Access, string> = {
  public: 'Require all granted',
  staff: 'Require valid-user',
  admin: `Require group ${ADMIN_GROUP}`,
};

const methodsOf = (method: string) => (method === 'GET' ? ['GET', 'HEAD'] : [method]);
const inList = (methods: readonly string[]) => `%{REQUEST_METHOD} in { ${methods.map((m) => `'${m}'`).join(', ')} }`;
const hasQuery = (name: string) => `%{QUERY_STRING} =~ /(^|&)${name.replace(/[^\w-]/g, '')}=/`;

/**
 * One script's rules, as Apache tries them: entries chosen by a query parameter first (as matchEndpoint
 * does), then the methods by access, CORS preflights with the public ones. Anything else (the admin-only
 * methods, and a method the contract does not name) falls to the <Else>: admin only.
 */
function scriptRules(entries: readonly Endpoint[]): { condition: string; access: Access }[] {
  const byQuery: { condition: string; access: Access; weight: number }[] = [];
  const byAccess: Record<Access, string[]> = { public: ['OPTIONS'], staff: [], admin: [] };
  for (const method of [...new Set(entries.map((entry) => entry.method))]) {
    const same = entries.filter((entry) => entry.method === method);
    const plain = same.filter((entry) => entry.requiredQuery.length === 0);
    // Without a selecting query Apache cannot tell entries apart (it does not read a JSON body): the strictest applies.
    const fallback = strictest(plain.length > 0 ? plain : same);
    for (const entry of same.filter((e) => e.requiredQuery.length > 0 && e.access !== fallback)) {
      byQuery.push({
        condition: [inList(methodsOf(method)), ...entry.requiredQuery.map(hasQuery)].join(' && '),
        access: entry.access,
        weight: entry.requiredQuery.length,
      });
    }
    byAccess[fallback].push(...methodsOf(method));
  }
  return [
    ...byQuery.sort((a, b) => b.weight - a.weight),
    // The admin-only methods need no branch of their own: they are the <Else>.
    ...(['public', 'staff'] as const)
      .filter((access) => byAccess[access].length > 0)
      .map((access) => ({ condition: inList(byAccess[access]), access })),
  ];
}

function filesBlock(script: string, entries: readonly Endpoint[]): string {
  const branches = scriptRules(entries).map((rule, index) => {
    const tag = index === 0 ? 'If' : 'ElseIf';
    return `  <${tag} "${rule.condition}">\n    ${REQUIRE[rule.access]}\n  </${tag}>`;
  });
  return `<Files "${script}">\n${branches.join('\n')}\n  <Else>\n    ${REQUIRE.admin}\n  </Else>\n</Files>`;
}

/** The backend folder's .htaccess for a gate, from the contract's entries. */
export function backendHtaccess(gate: StaffGate, entries: readonly Endpoint[]): string {
  const scripts = [...new Set(entries.map((entry) => entry.script))].sort();
  const cors = gate.crossOrigin
    ? `
# The site is on another origin and sends staff calls with an Authorization header: the preflight must
# allow that header, and a refusal must carry Access-Control-Allow-Origin for the site to read it.
# (The scripts' own CORS headers are replaced, so no header is sent twice.)
Header onsuccess unset Access-Control-Allow-Origin
Header always set Access-Control-Allow-Origin "*"
Header onsuccess unset Access-Control-Allow-Headers
Header always set Access-Control-Allow-Headers "Content-Type, Authorization"
`
    : '';
  return `# The staff gate for the PHP backend's folder: copy this file there as .htaccess (docs/deploying.md).
# Written by the build (build/staff-gate.ts) from the access column of php-contract/endpoints.ts.
# Do not edit: change the contract or STAFF_GATE_DIR and build again.
# Needs AllowOverride AuthConfig FileInfo, and mod_auth_basic, mod_authn_file, mod_authz_user,
# mod_authz_groupfile and mod_headers (every shared host with cPanel's Directory Privacy has them).
# Add or change staff with: npm run gate:user -- <email> [--admin] --dir ./staff-lock (then upload its two files to STAFF_GATE_DIR; --help says more)

AuthType Basic
AuthName "Staff"
AuthBasicProvider file
AuthUserFile "${gate.passwordFile}"
AuthGroupFile "${gate.groupFile}"
# A signed-in subadmin asking for an admin-only call is refused (403), not asked for another password.
AuthzSendForbiddenOnFailure On
${cors}
# Public calls and CORS preflights are open; staff calls need a user of the password file; admin-only
# calls (and any method the contract does not name) a user of the group '${ADMIN_GROUP}'.
${scripts
  .map((script) =>
    filesBlock(
      script,
      entries.filter((entry) => entry.script === script),
    ),
  )
  .join('\n')}
`;
}
