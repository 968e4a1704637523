<?php
/**
 * Who is calling the desk: the staff lock's Basic credentials, checked against the lock's own files
 * (STAFF_GATE_DIR's staff.htpasswd and staff.groups, build/staff-gate.ts), the same ones Apache checks
 * for the backend's staff calls. Fails closed: no lock in the build, or files that cannot be read or
 * trusted, and the desk answers no call.
 */
declare(strict_types=1);

namespace TruckParts\Server\Desk;

use function TruckParts\Server\log_once;

require_once __DIR__ . '/page.php';

/** The group of the group file whose members may make admin-only calls (build/staff-gate.ts ADMIN_GROUP). */
const ADMIN_GROUP = 'admin';
/**
 * The watcher's login (server/desk-cli.php setup): in the lock's password file so that the backend lets it
 * read the open leads, but not staff: it never signs in to the desk, is not listed, and cannot be assigned.
 */
const WATCHER = 'desk-watch';

/**
 * A lock file the desk may believe: a regular file that neither its group nor others may write, in a
 * folder others may not write (they could swap the file). Its owner is not asked: on many hosts PHP
 * runs as another user than the one who uploads the files.
 */
function lock_file_ok(string $file): bool
{
    $stat = @stat($file);
    $folder = @stat(dirname($file));
    return $stat !== false && $folder !== false && ($stat['mode'] & 0170000) === 0100000 && ($stat['mode'] & 0022) === 0
        && ($folder['mode'] & 0002) === 0 && is_readable($file);
}

/**
 * The lock: ['users' => [user => bcrypt hash], 'admins' => [user => true]] (staff only: the watcher is left
 * out), or null when the build has none (config 'staffGateDir') or its files are missing, unreadable or open to others' writes.
 */
function read_lock(?string $dir): ?array
{
    if ($dir === null || $dir === '') {
        return null;
    }
    $passwords = $dir . '/staff.htpasswd';
    $groups = $dir . '/staff.groups';
    foreach ([$passwords, $groups] as $file) {
        if (!lock_file_ok($file)) {
            log_once("the staff lock's file $file is missing, unreadable, or others may write it: the desk answers no call");
            return null;
        }
    }
    $users = [];
    foreach (file($passwords, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) ?: [] as $line) {
        $at = strpos($line, ':');
        $hash = $at === false ? '' : trim(substr($line, $at + 1));
        // Only bcrypt, which npm run gate:user writes and password_verify reads; another kind's user cannot sign in.
        if ($at !== false && $at > 0 && substr($line, 0, $at) !== WATCHER && preg_match('/^\$2[aby]\$\d\d\$[.\/A-Za-z0-9]{53}$/', $hash)) {
            $users[substr($line, 0, $at)] = $hash;
        }
    }
    $admins = [];
    foreach (file($groups, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) ?: [] as $line) {
        if (preg_match('/^\s*' . ADMIN_GROUP . '\s*:(.*)$/', $line, $match)) {
            foreach (preg_split('/\s+/', trim($match[1]), -1, PREG_SPLIT_NO_EMPTY) as $user) {
                $admins[$user] = true;
            }
        }
    }
    return ['users' => $users, 'admins' => $admins];
}

/**
 * The request's Basic credentials [user, password], or null. PHP_AUTH_* under mod_php; under CGI or
 * PHP-FPM the header itself, which the .htaccess rule passes as HTTP_AUTHORIZATION (or, after the
 * rewrite, REDIRECT_HTTP_AUTHORIZATION).
 */
function credentials(array $server): ?array
{
    if (isset($server['PHP_AUTH_USER'])) {
        return [(string) $server['PHP_AUTH_USER'], (string) ($server['PHP_AUTH_PW'] ?? '')];
    }
    $header = (string) ($server['HTTP_AUTHORIZATION'] ?? $server['REDIRECT_HTTP_AUTHORIZATION'] ?? '');
    if (!preg_match('/^Basic\s+([A-Za-z0-9+\/=]+)\s*$/i', $header, $match)) {
        return null;
    }
    $decoded = base64_decode($match[1], true);
    $colon = $decoded === false ? false : strpos($decoded, ':');
    return $colon === false ? null : [substr($decoded, 0, $colon), substr($decoded, $colon + 1)];
}

/**
 * The staff member the credentials sign in: ['user' => …, 'role' => 'admin'|'subadmin'], or null.
 * An unknown user's password is checked too, against a hash of the file, so that the answer takes as
 * long as a known user's and does not tell who is on staff.
 */
function sign_in(array $lock, ?array $credentials): ?array
{
    if ($credentials === null || $lock['users'] === []) {
        return null;
    }
    [$user, $password] = $credentials;
    $known = isset($lock['users'][$user]);
    $hash = $known ? $lock['users'][$user] : reset($lock['users']);
    $verified = password_verify($password, $hash);
    return $known && $verified ? ['user' => $user, 'role' => isset($lock['admins'][$user]) ? 'admin' : 'subadmin'] : null;
}

/** Everyone the lock lets in, with their role, by user. */
function staff_of(array $lock): array
{
    $users = array_keys($lock['users']);
    sort($users, SORT_STRING);
    return array_map(static fn ($user): array => ['user' => (string) $user, 'role' => isset($lock['admins'][$user]) ? 'admin' : 'subadmin'], $users);
}
