<?php
/**
 * The lead desk's checks, with no framework, on SQLite or on MySQL/MariaDB:
 *   php server/test-desk.php                        SQLite, in a temporary folder
 *   DESK_TEST_DSN=mysql:unix_socket=…  php server/test-desk.php
 *                                                   a MySQL/MariaDB server (a database of its own is made and dropped)
 *   npx tsx scripts/mariadb.ts php server/test-desk.php
 *                                                   Debian's mariadbd, started in a temporary folder for the run
 *   php server/test-desk.php --bench [--leads 10000 --notes 20000]
 *                                                   the figures only, as JSON (the store's reads, small and large)
 *   php server/test-desk.php --seed DSN --leads 10000 --notes 2000
 *                                                   replaces a store's leads and notes with that many (npm run bench's
 *                                                   desk read on Apache; run it as the web server's user, who owns the file)
 * The desk is served as the build deploys it (server/ with a config.php) by PHP's built-in server, /desk/*
 * routed to desk.php as the server rules do, with a staff lock's files as npm run gate:user writes them.
 * Each check prints "ok" or "FAIL"; the exit status is the number of failures.
 */
declare(strict_types=1);

use TruckParts\Server\Desk\Store;

use function TruckParts\Server\Desk\credentials;

require_once __DIR__ . '/lib/desk-calls.php';
require_once __DIR__ . '/test-support.php';

/** The database of this run: [dsn, user, password, drop()]. MySQL: a database of its own on DESK_TEST_DSN's server. */
function test_database(string $work, string $name): array
{
    $server = (string) getenv('DESK_TEST_DSN');
    if ($server === '') {
        return ['', null, null, static function (): void {
        }];
    }
    $user = getenv('DESK_TEST_USER') ?: null;
    $password = getenv('DESK_TEST_PASSWORD') ?: null;
    $admin = new PDO($server, $user, $password, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    $database = 'desk_test_' . $name . '_' . getmypid();
    // The server's default character set may be latin1: the desk must set utf8mb4 itself, so the database is left at the default.
    $admin->exec("DROP DATABASE IF EXISTS $database");
    $admin->exec("CREATE DATABASE $database");
    // A host's DSN may name another charset: the desk sets utf8mb4 itself.
    return [$server . ';dbname=' . $database . ';charset=latin1', $user, $password, static fn () => $admin->exec("DROP DATABASE IF EXISTS $database")];
}

/** One HTTP request, as raw as a client may send it: [status, headers (lower-case names), decoded JSON, body]. */
function request(int $port, string $method, string $path, ?string $auth = null, $body = null, string $type = 'application/json'): array
{
    $socket = stream_socket_client("tcp://127.0.0.1:$port", $errno, $error, 5);
    fwrite($socket, request_text($port, $method, $path, $auth, $body, $type));
    stream_set_timeout($socket, 20);
    $raw = (string) stream_get_contents($socket);
    fclose($socket);
    return parse_reply($raw);
}

function request_text(int $port, string $method, string $path, ?string $auth, $body, string $type): string
{
    $payload = $body === null ? '' : (is_string($body) ? $body : json_encode($body, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES));
    return "$method $path HTTP/1.0\r\nHost: 127.0.0.1:$port\r\nConnection: close\r\n"
        . ($auth === null ? '' : 'Authorization: Basic ' . base64_encode($auth) . "\r\n")
        . ($body === null ? '' : "Content-Type: $type\r\nContent-Length: " . strlen($payload) . "\r\n") . "\r\n" . $payload;
}

function parse_reply(string $raw): array
{
    $end = (int) strpos($raw, "\r\n\r\n");
    $headers = [];
    foreach (array_slice(explode("\r\n", substr($raw, 0, $end)), 1) as $line) {
        [$name, $value] = array_map('trim', explode(':', $line, 2) + [1 => '']);
        $headers[strtolower($name)] = $value;
    }
    preg_match('#^HTTP/\S+\s+(\d{3})#', $raw, $status);
    $body = (string) substr($raw, $end + 4);
    return [(int) ($status[1] ?? 0), $headers, json_decode($body, true), $body];
}

/** `requests` sent at once, each on its own connection, answered in any order. */
function burst(int $port, array $requests): array
{
    $sockets = [];
    foreach ($requests as $i => [$method, $path, $auth, $body]) {
        $sockets[$i] = stream_socket_client("tcp://127.0.0.1:$port", $errno, $error, 5);
    }
    foreach ($requests as $i => [$method, $path, $auth, $body]) {
        fwrite($sockets[$i], request_text($port, $method, $path, $auth, $body, 'application/json'));
    }
    $replies = [];
    foreach ($sockets as $i => $socket) {
        stream_set_timeout($socket, 20);
        $replies[$i] = parse_reply((string) stream_get_contents($socket));
        fclose($socket);
    }
    return $replies;
}

function write_config(string $site, array $settings): void
{
    $config = $settings + ['staffGateDir' => null, 'deskDsn' => null, 'deskDbUser' => null, 'deskDbPassword' => null, 'deskTimeZone' => 'Asia/Kolkata', 'deskBodyBytes' => 32768, 'deskBusyMs' => 5000, 'deskLimits' => ['note' => 2000, 'what' => 200, 'template' => 1000]];
    write_settings($site, $config);
}

/** A staff lock's two files, as npm run gate:user writes them (bcrypt, 0644, the admin group's line). */
function write_lock(string $dir, array $users, array $admins, int $cost = 4): void
{
    @mkdir($dir, 0755, true);
    $lines = [];
    foreach ($users as $user => $password) {
        $lines[] = $user . ':' . password_hash($password, PASSWORD_BCRYPT, ['cost' => $cost]);
    }
    file_put_contents("$dir/staff.htpasswd", implode("\n", $lines) . "\n");
    file_put_contents("$dir/staff.groups", 'admin: ' . implode(' ', $admins) . "\n");
    chmod("$dir/staff.htpasswd", 0644);
    chmod("$dir/staff.groups", 0644);
}

/** The median of `runs` timings of `read`, in milliseconds. */
function median_ms(callable $read, int $runs = 15): float
{
    $times = [];
    for ($i = 0; $i < $runs; $i++) {
        $started = hrtime(true);
        $read();
        $times[] = (hrtime(true) - $started) / 1e6;
    }
    sort($times);
    return round($times[intdiv($runs, 2)], 2);
}

/** `leads` leads with a step and an owner each, and `notes` notes spread over them, written as the desk writes them. */
function seed(Store $store, int $leads, int $notes): void
{
    $store->write(static function () use ($store, $leads, $notes): void {
        for ($i = 1; $i <= $leads; $i++) {
            $kind = $i % 3 === 0 ? 'buyLeads' : 'inquiries';
            $store->ensureLead($kind, $i);
            $store->run('UPDATE desk_leads SET owner = ?, owner_at = ?, step_due = ?, step_what = ?, step_by = ?, step_at = ?, version = 2 WHERE kind = ? AND lead_id = ?', ['admin@parts.example', '2026-11-28T09:30:00Z', '2026-11-30', 'Call back with the price', 'admin@parts.example', '2026-11-28T09:30:00Z', $kind, $i]);
        }
        for ($n = 1; $n <= $notes; $n++) {
            $i = ($n * 7919) % $leads + 1;
            $store->addLine($i % 3 === 0 ? 'buyLeads' : 'inquiries', $i, $n % 4 === 0 ? 'call' : 'note', "Note $n: asked for the price of a silencer, will call back", 'sub@parts.example', "seed-$n");
        }
    });
}

/** The figures: a lead's history and the lead list (read and encoded as the desk sends them), small and large. */
function bench(Store $store, int $leads, int $notes): array
{
    $figures = ['dialect' => $store->dialect, 'journal' => $store->journal];
    foreach ([['small', 20, 40], ['large', $leads, $notes]] as [$size, $leadCount, $noteCount]) {
        $store->db->exec('DELETE FROM desk_notes');
        $store->db->exec('DELETE FROM desk_leads');
        $started = hrtime(true);
        seed($store, $leadCount, $noteCount);
        $figures[$size] = [
            'leads' => $leadCount,
            'notes' => $noteCount,
            'seedMs' => round((hrtime(true) - $started) / 1e6),
            'historyMs' => median_ms(static fn () => json_encode(['lead' => $store->lead('inquiries', 7), 'notes' => $store->notes('inquiries', 7)], JSON_UNESCAPED_UNICODE)),
            'listMs' => median_ms(static fn () => json_encode($store->leads(), JSON_UNESCAPED_UNICODE), 7),
        ];
    }
    return $figures;
}

$options = getopt('', ['bench', 'seed:', 'leads:', 'notes:', 'migrate-worker:']);
if (isset($options['seed'])) {
    $store = Store::open((string) $options['seed'], getenv('DESK_TEST_USER') ?: null, getenv('DESK_TEST_PASSWORD') ?: null);
    $store->db->exec('DELETE FROM desk_notes');
    $store->db->exec('DELETE FROM desk_leads');
    seed($store, (int) ($options['leads'] ?? 10000), (int) ($options['notes'] ?? 2000));
    echo json_encode(['leads' => (int) $store->db->query('SELECT COUNT(*) FROM desk_leads')->fetchColumn(), 'notes' => (int) $store->db->query('SELECT COUNT(*) FROM desk_notes')->fetchColumn()]) . "\n";
    exit(0);
}
// A process of the migrations' race: opens the store named by its argument, and says which versions it sees.
if (isset($options['migrate-worker'])) {
    [$dsn, $user, $password, $start] = json_decode((string) $options['migrate-worker'], true);
    time_sleep_until($start);
    echo json_encode(Store::open($dsn, $user, $password)->versions());
    exit(0);
}

$work = work_dir('desk-test');

if (isset($options['bench'])) {
    [$dsn, $user, $password, $drop] = test_database($work, 'bench');
    $store = Store::open($dsn !== '' ? $dsn : "sqlite:$work/bench.sqlite", $user, $password);
    echo json_encode(bench($store, (int) ($options['leads'] ?? 10000), (int) ($options['notes'] ?? 20000)), JSON_PRETTY_PRINT) . "\n";
    $store = null;
    $drop();
    exec('rm -rf ' . escapeshellarg($work));
    exit(0);
}

$site = "$work/site";
$gate = "$work/staff-lock";
$private = "$work/private";
mkdir("$site/server/lib", 0777, true);
foreach (array_merge(glob(__DIR__ . '/desk.php'), glob(__DIR__ . '/lib/*.php')) as $file) {
    copy($file, $site . '/server/' . substr($file, strlen(__DIR__) + 1));
}
file_put_contents("$work/router.php", '<?php
if (preg_match("#^/desk/#", (string) parse_url($_SERVER["REQUEST_URI"], PHP_URL_PATH))) { require ' . var_export("$site/server/desk.php", true) . '; return true; }
http_response_code(404); return true;');

const ADMIN = 'admin@parts.example';
const SUB = 'sub@parts.example';
const PASSWORD = 'Lock-Pass-42';
$racers = [];
for ($i = 1; $i <= 6; $i++) {
    $racers["racer$i@parts.example"] = PASSWORD;
}
write_lock($gate, [ADMIN => PASSWORD, SUB => PASSWORD] + $racers, [ADMIN]);
[$dsn, $dbUser, $dbPassword, $drop] = test_database($work, 'calls');
$lockOn = ['staffGateDir' => $gate, 'deskDsn' => $dsn ?: null, 'deskDbUser' => $dbUser, 'deskDbPassword' => $dbPassword, 'privateDir' => $private];
write_config($site, $lockOn);
$port = free_port();
$log = "$work/server.log";
$server = serve($site, $port, "$work/router.php", ['log_errors' => '1', 'error_log' => $log], $log);
$admin = ADMIN . ':' . PASSWORD;
$sub = SUB . ':' . PASSWORD;
$dialect = $dsn === '' ? 'sqlite' : 'mysql';
echo "The desk on $dialect\n";

$calls = [
    ['GET', '/desk/leads'], ['GET', '/desk/lead?kind=inquiries&id=1'], ['POST', '/desk/take'], ['POST', '/desk/assign'],
    ['POST', '/desk/note'], ['POST', '/desk/step'], ['GET', '/desk/templates'], ['PUT', '/desk/templates'], ['GET', '/desk/nothing'],
];
/** The lead as the desk has it now, and its history. */
$history = static fn (int $id, string $kind = 'inquiries'): array => request($port, 'GET', "/desk/lead?kind=$kind&id=$id", $admin)[2];

try {
    foreach (array_merge(glob(__DIR__ . '/desk.php'), glob(__DIR__ . '/lib/desk*.php')) as $file) {
        exec(escapeshellarg(PHP_BINARY) . ' -l ' . escapeshellarg($file) . ' 2>&1', $output, $status);
        check($status === 0, 'php -l ' . basename($file));
    }

    // ---- the lock, failing closed ----
    write_config($site, ['staffGateDir' => null] + $lockOn);
    $closed = array_filter($calls, static function ($call) use ($port, $admin): bool {
        [$status, , $reply] = request($port, $call[0], $call[1], $admin, $call[0] === 'GET' ? null : ['kind' => 'inquiries', 'id' => 1]);
        return $status === 503 && $reply === ['success' => false, 'message' => 'The lead desk needs the staff lock.'];
    });
    check(count($closed) === count($calls), 'no lock in the build: every desk URL answers 503 "The lead desk needs the staff lock."');
    write_config($site, ['staffGateDir' => "$work/no-such-lock"] + $lockOn);
    check(request($port, 'GET', '/desk/leads', $admin)[0] === 503, "a lock whose files are missing: 503");
    write_config($site, $lockOn);
    chmod("$gate/staff.htpasswd", 0666);
    check(request($port, 'GET', '/desk/leads', $admin)[0] === 503, 'a password file others may write: 503');
    chmod("$gate/staff.htpasswd", 0644);
    chmod($gate, 0777);
    check(request($port, 'GET', '/desk/leads', $admin)[0] === 503, 'a lock folder others may write: 503');
    chmod($gate, 0755);

    $refused = array_filter($calls, static function ($call) use ($port): bool {
        [$status, $headers, $reply] = request($port, $call[0], $call[1], null, $call[0] === 'GET' ? null : ['kind' => 'inquiries', 'id' => 1]);
        return $status === 401 && $reply === ['success' => false, 'message' => 'Sign in to use the lead desk.'] && !isset($headers['www-authenticate']);
    });
    check(count($refused) === count($calls), 'no credentials: every desk URL answers 401 "Sign in to use the lead desk.", without a WWW-Authenticate dialog');
    check(request($port, 'GET', '/desk/leads', ADMIN . ':wrong')[0] === 401, 'a wrong password: 401');
    check(request($port, 'GET', '/desk/leads', 'nobody@parts.example:' . PASSWORD)[0] === 401, 'an unknown user: 401');
    check(request($port, 'GET', '/desk/leads', ADMIN)[0] === 401, 'credentials without a password: 401');

    check(credentials(['HTTP_AUTHORIZATION' => 'Basic ' . base64_encode('a@x:p:q')]) === ['a@x', 'p:q'], 'PHP-FPM: the credentials read from HTTP_AUTHORIZATION (a colon in the password kept)');
    check(credentials(['REDIRECT_HTTP_AUTHORIZATION' => 'Basic ' . base64_encode('a@x:p')]) === ['a@x', 'p'], "after the .htaccess rewrite: from REDIRECT_HTTP_AUTHORIZATION");
    check(credentials(['HTTP_AUTHORIZATION' => 'Basic !!!']) === null && credentials(['HTTP_AUTHORIZATION' => 'Bearer x']) === null, 'a header that is not Basic credentials: none');

    // An unknown user costs a password check too, so the time does not tell who is on staff.
    $slowGate = "$work/slow-lock";
    write_lock($slowGate, [ADMIN => PASSWORD], [ADMIN], 12);
    write_config($site, ['staffGateDir' => $slowGate] + $lockOn);
    $known = median_ms(static fn () => request($port, 'GET', '/desk/leads', ADMIN . ':wrong'), 5);
    $unknown = median_ms(static fn () => request($port, 'GET', '/desk/leads', 'nobody@parts.example:wrong'), 5);
    check($unknown > 0.6 * $known, "an unknown user is checked as long as a known one's wrong password ($unknown against $known ms)");
    write_config($site, $lockOn);

    // ---- reading ----
    [$status, $headers, $reply, $raw] = request($port, 'GET', '/desk/leads', $sub);
    check($status === 200 && $headers['cache-control'] === 'no-store' && str_starts_with($headers['content-type'], 'application/json'), 'the lead list: 200, JSON, Cache-Control: no-store');
    check($reply['me'] === ['user' => SUB, 'role' => 'subadmin'] && $reply['data'] === [], 'the signed-in member and their role; no leads yet');
    check(array_column($reply['staff'], 'user') === array_merge([ADMIN], array_keys($racers), [SUB]) && $reply['staff'][0]['role'] === 'admin', 'the staff, sorted by user, with their roles');
    check((bool) preg_match('/^\d{4}-\d{2}-\d{2}$/', $reply['today']) && $reply['today'] === (new DateTimeImmutable('now', new DateTimeZone('Asia/Kolkata')))->format('Y-m-d'), "today: the business's day in Asia/Kolkata");
    $blank = $history(1);
    check($blank['lead'] === ['kind' => 'inquiries', 'id' => 1, 'owner' => null, 'ownerAt' => null, 'step' => null, 'lastNote' => null, 'version' => 0, 'changedBy' => null, 'changedAt' => null] && $blank['notes'] === [], 'a lead the desk has not kept: blank, version 0, no notes');
    check(request($port, 'GET', '/desk/lead?kind=parts&id=1', $admin)[0] === 400 && request($port, 'GET', '/desk/lead?kind=inquiries&id=1x', $admin)[0] === 400, 'a lead of no known kind, or an id that is no number: 400');
    [$status, , $reply] = request($port, 'GET', '/desk/nothing', $admin);
    check($status === 404 && $reply['message'] === 'No such desk call.', 'an unknown call: 404 "No such desk call."');
    check(request($port, 'DELETE', '/desk/leads', $admin)[0] === 405 && request($port, 'GET', '/desk/take', $admin)[0] === 405, 'a wrong method: 405');

    // ---- take ----
    [$status, , $reply] = request($port, 'POST', '/desk/take', $sub, ['kind' => 'inquiries', 'id' => 1]);
    check($status === 200 && $reply['lead']['owner'] === SUB && $reply['lead']['version'] === 1 && $reply['note']['type'] === 'take' && $reply['note']['by'] === SUB && $reply['message'] === null, 'take: owner, version 1, a take line by its author');
    check((bool) preg_match('/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/', $reply['lead']['ownerAt']), 'times in UTC ISO');
    [$status, , $reply] = request($port, 'POST', '/desk/take', $sub, ['kind' => 'inquiries', 'id' => 1]);
    check($status === 200 && $reply['note'] === null && $reply['lead']['version'] === 1, 'taking my own lead again: 200, no change');
    [$status, , $reply] = request($port, 'POST', '/desk/take', $admin, ['kind' => 'inquiries', 'id' => 1]);
    check($status === 409 && $reply['message'] === 'Already taken by ' . SUB . '.' && $reply['lead']['owner'] === SUB && $reply['note'] === null, "someone else's lead: 409 \"Already taken by …\" with the lead");

    // The race: six staff take one lead at the same moment.
    $replies = burst($port, array_map(static fn ($user) => ['POST', '/desk/take', "$user:" . PASSWORD, ['kind' => 'buyLeads', 'id' => 42]], array_keys($racers)));
    $won = array_values(array_filter($replies, static fn ($r) => $r[0] === 200));
    $lost = array_filter($replies, static fn ($r) => $r[0] === 409);
    $winner = $won[0][2]['lead']['owner'] ?? '?';
    check(count($won) === 1 && count($lost) === 5, 'the race: six takes at once, exactly one 200 and five 409 (' . implode(' ', array_map(static fn ($r) => $r[0], $replies)) . ')');
    check(array_filter($lost, static fn ($r) => $r[2]['message'] !== "Already taken by $winner.") === [], 'every loser is told who took it');
    $lines = $history(42, 'buyLeads')['notes'];
    check(count($lines) === 1 && $lines[0]['by'] === $winner, 'one take line, by the winner');

    // ---- assign ----
    [$status, , $reply] = request($port, 'POST', '/desk/assign', $sub, ['kind' => 'inquiries', 'id' => 1, 'owner' => SUB, 'version' => 1]);
    check($status === 403 && $reply === ['success' => false, 'message' => 'Only admin can do this.'], 'assign by a subadmin: 403 "Only admin can do this."');
    [$status, , $reply] = request($port, 'POST', '/desk/assign', $admin, ['kind' => 'inquiries', 'id' => 1, 'owner' => 'stranger@x', 'version' => 1]);
    check($status === 400 && $reply['message'] === 'No such staff member.', 'assign to someone not on staff: 400 "No such staff member."');
    [$status, , $reply] = request($port, 'POST', '/desk/assign', $admin, ['kind' => 'inquiries', 'id' => 1, 'owner' => ADMIN, 'version' => 1]);
    check($status === 200 && $reply['lead']['owner'] === ADMIN && $reply['lead']['version'] === 2 && $reply['note']['type'] === 'assign' && $reply['note']['text'] === ADMIN && $reply['lead']['changedBy'] === ADMIN, 'assign by admin: owner, version 2, an assign line naming the new owner');
    $changedAt = $reply['lead']['changedAt'];
    [$status, , $reply] = request($port, 'POST', '/desk/assign', $admin, ['kind' => 'inquiries', 'id' => 1, 'owner' => SUB, 'version' => 1]);
    check($status === 409 && $reply['message'] === 'Changed by ' . ADMIN . " at $changedAt." && $reply['lead']['owner'] === ADMIN, 'assign on an old version: 409 "Changed by <who> at <when>." with the lead as it is');
    check(request($port, 'POST', '/desk/assign', $admin, ['kind' => 'inquiries', 'id' => 1, 'owner' => SUB, 'version' => '2'])[0] === 400, 'a version sent as text: 400 (requests are read strictly)');

    // ---- next step ----
    $step = static fn (array $fields, string $who) => request($port, 'POST', '/desk/step', $who, $fields + ['kind' => 'inquiries', 'id' => 1, 'version' => 2, 'due' => '', 'time' => '', 'what' => '', 'done' => false]);
    [$status, , $reply] = $step([], $sub);
    check($status === 400 && $reply['message'] === 'Choose a day for the next step.', 'a step without a day: 400 "Choose a day for the next step."');
    check($step(['due' => '2026-02-30'], $sub)[0] === 400 && $step(['due' => '2026-11-28', 'time' => '25:00'], $sub)[0] === 400, 'a day that is no date, a time that is no time: 400');
    check($step(['due' => '2026-11-28', 'what' => str_repeat('x', 201)], $sub)[0] === 400 && $step(['due' => '2026-11-28', 'done' => 'yes'], $sub)[0] === 400, 'what beyond 200 characters, done that is not true or false: 400');
    [$status, , $reply] = $step(['due' => '2026-11-28', 'time' => '10:30', 'what' => 'Call with the price'], $sub);
    check($status === 200 && $reply['lead']['step'] === ['due' => '2026-11-28', 'time' => '10:30', 'what' => 'Call with the price', 'by' => SUB, 'at' => $reply['lead']['step']['at']] && $reply['lead']['version'] === 3, 'a step: day, time, what, its author; version 3');
    check($reply['note']['type'] === 'step' && $reply['note']['text'] === '2026-11-28 10:30 Call with the price', 'its line: "<due> <time> <what>"');
    $stepAt = $reply['lead']['changedAt'];
    [$status, , $reply] = $step(['due' => '2026-12-01', 'what' => 'Mine instead'], $admin);
    check($status === 409 && $reply['message'] === 'Changed by ' . SUB . " at $stepAt." && $reply['lead']['step']['what'] === 'Call with the price', "a step on a stale copy: 409 with the other's name and time, the step unchanged");
    [$status, , $reply] = $step(['version' => 3, 'due' => '2026-12-02', 'what' => 'Send the quote', 'done' => true], $admin);
    $lines = $history(1)['notes'];
    $last = array_slice($lines, -2);
    check($status === 200 && $reply['lead']['step']['due'] === '2026-12-02' && $reply['lead']['step']['time'] === null && $reply['lead']['version'] === 4, 'done, and next: the new step, version 4');
    check($last[0]['type'] === 'done' && $last[0]['text'] === 'Call with the price' && $last[1]['type'] === 'step' && $last[1]['text'] === '2026-12-02 Send the quote' && $reply['note'] === $last[1], 'a done line with the old step, then the new step\'s line; the reply carries the last');
    [$status, , $reply] = $step(['version' => 4, 'done' => true], $sub);
    check($status === 200 && $reply['lead']['step'] === null && $reply['note']['type'] === 'done' && $reply['note']['text'] === 'Send the quote', 'done with no next day: the step closed, none set');

    // ---- notes ----
    $hostile = ' <img src=x onerror=alert(1)> "quoted" & \\ / =SUM(A1) ';
    $note = ['kind' => 'inquiries', 'id' => 1, 'type' => 'note', 'text' => $hostile, 'key' => 'key-0001'];
    [$status, , $reply, $raw] = request($port, 'POST', '/desk/note', $sub, $note);
    check($status === 200 && $reply['note']['text'] === $hostile && $reply['note']['by'] === SUB && $reply['lead']['lastNote'] === $reply['note'], 'a note: kept as typed, with its author; the lead\'s last note');
    check(strpos($raw, '<img src=x onerror=alert(1)>') !== false && strpos($raw, '\u003C') === false && strpos($raw, '&lt;') === false, 'text sent as typed: not HTML-escaped in the JSON');
    check($reply['lead']['version'] === 5, 'a note leaves the version as it is');
    $count = count($history(1)['notes']);
    [$status, , $again] = request($port, 'POST', '/desk/note', $sub, $note);
    check($status === 200 && $again['note'] === $reply['note'] && count($history(1)['notes']) === $count, 'the same key again: 200 with the note kept, nothing added');
    $replies = burst($port, array_fill(0, 4, ['POST', '/desk/note', $sub, ['text' => 'twice at once', 'key' => 'key-0002'] + $note]));
    check(array_filter($replies, static fn ($r) => $r[0] !== 200) === [] && count(array_unique(array_map(static fn ($r) => $r[2]['note']['id'], $replies))) === 1 && count($history(1)['notes']) === $count + 1, 'the same note four times at once: one line, every reply names it');
    request($port, 'POST', '/desk/note', $admin, ['type' => 'whatsapp', 'text' => 'WhatsApp opened', 'key' => 'key-0003'] + $note);
    check($history(1)['lead']['lastNote']['text'] === 'twice at once', "a WhatsApp line is history, not the lead's last note");
    $fresh = request($port, 'POST', '/desk/note', $sub, ['id' => 77, 'text' => 'first word', 'key' => 'key-0004'] + $note)[2];
    check($fresh['lead']['version'] === 0 && $fresh['lead']['owner'] === null && $fresh['lead']['lastNote']['text'] === 'first word', 'a note on a lead the desk had not kept: its row made, version 0');
    check(request($port, 'POST', '/desk/note', $sub, ['text' => str_repeat('x', 2001), 'key' => 'k5'] + $note)[0] === 400 && request($port, 'POST', '/desk/note', $sub, ['text' => '   ', 'key' => 'k6'] + $note)[0] === 400, 'a note beyond 2000 characters, or blank: 400');
    check(request($port, 'POST', '/desk/note', $sub, ['key' => str_repeat('k', 65)] + $note)[0] === 400 && request($port, 'POST', '/desk/note', $sub, ['type' => 'take', 'key' => 'k7'] + $note)[0] === 400, 'a key beyond 64 characters, a line type staff do not write: 400');

    // Hindi, Gujarati and emoji, at the limit, and a body with every character a JSON escape.
    $indian = 'नमस्ते जी, साइलेंसर का रेट ₹4500 · ગ્રાહકે ભાવ પૂછ્યો 🚚🔧 ';
    $long = str_repeat('🚚', 2000);
    [$status, , $reply] = request($port, 'POST', '/desk/note', $sub, ['text' => $indian, 'key' => 'utf-1'] + $note);
    check($status === 200 && $history(1)['lead']['lastNote']['text'] === $indian, 'utf8mb4: Hindi, Gujarati and emoji come back byte for byte');
    [$status, , $reply] = request($port, 'POST', '/desk/note', $sub, json_encode(['text' => $long, 'key' => 'utf-2'] + $note));
    check($status === 200 && $reply['note']['text'] === $long && strlen(json_encode(['text' => $long])) > 24000, '2000 emoji, each sent as a JSON escape: kept whole');
    check(request($port, 'POST', '/desk/note', $sub, json_encode(['text' => $long . $long, 'key' => 'big'] + $note))[0] === 400, 'a body over the cap: 400');
    check(request($port, 'POST', '/desk/note', $sub, '{"kind":', 'application/json')[0] === 400 && request($port, 'POST', '/desk/note', $sub, '[1]')[0] === 400, 'a body that is no JSON object: 400');
    check(request($port, 'POST', '/desk/note', $sub, json_encode(['key' => 'form'] + $note), 'text/plain')[0] === 400, 'a body not sent as application/json (what a form of another site can send): 400');

    // ---- templates ----
    [$status, , $reply] = request($port, 'GET', '/desk/templates', $sub);
    check($status === 200 && $reply['data'] === [
        'en' => 'Hello {name}, thank you for your enquiry about {part} ({qty}). We will send you the price and availability shortly.',
        'hi' => 'नमस्ते {name} जी, {part} ({qty} पीस) के लिए आपकी पूछताछ मिल गई है। रेट और स्टॉक अभी बताते हैं।',
        'gu' => 'નમસ્તે {name}, {part} ({qty} નંગ) માટે તમારી પૂછપરછ મળી ગઈ છે. ભાવ અને સ્ટોક હમણાં જણાવીએ છીએ.',
    ], 'the default templates in English, Hindi and Gujarati');
    check(request($port, 'PUT', '/desk/templates', $sub, ['lang' => 'hi', 'text' => 'x'])[0] === 403, 'saving a template as subadmin: 403');
    $hindi = 'राम राम {name} भाई, {part} का भाव भेजते हैं 🙏';
    [$status, , $reply] = request($port, 'PUT', '/desk/templates', $admin, ['lang' => 'hi', 'text' => $hindi]);
    check($status === 200 && $reply === ['success' => true, 'message' => 'Template saved.'], 'saving a template as admin: "Template saved."');
    request($port, 'PUT', '/desk/templates', $admin, ['lang' => 'hi', 'text' => $hindi . '!']);
    $saved = request($port, 'GET', '/desk/templates', $sub)[2]['data'];
    check($saved['hi'] === $hindi . '!' && str_starts_with($saved['en'], 'Hello {name}'), 'the saved one replaces the default; the others stay');
    check(request($port, 'PUT', '/desk/templates', $admin, ['lang' => 'fr', 'text' => 'x'])[0] === 400 && request($port, 'PUT', '/desk/templates', $admin, ['lang' => 'en', 'text' => str_repeat('x', 1001)])[0] === 400, 'a language the desk does not keep, a template beyond 1000 characters: 400');

    // ---- the list ----
    $list = request($port, 'GET', '/desk/leads', $admin)[2]['data'];
    check(array_map(static fn ($l) => $l['kind'] . ':' . $l['id'], $list) === ['buyLeads:42', 'inquiries:1', 'inquiries:77'], 'the list: every lead with an entry, by kind and id');

    // ---- the store ----
    $store = $dsn === '' ? Store::open("sqlite:$private/desk.sqlite") : Store::open($dsn, $dbUser, $dbPassword);
    check($store->versions() === [1], 'migrations: applied once, recorded once');
    if ($dsn === '') {
        check((fileperms("$private/desk.sqlite") & 0777) === 0600 && (fileperms($private) & 0777) === 0700, 'the SQLite file is 0600, in the private folder (0700)');
        check($store->journal === 'wal', "SQLite in WAL mode (the journal mode answered: {$store->journal})");
        check((int) $store->db->query('PRAGMA busy_timeout')->fetchColumn() === 5000, 'a busy timeout of 5 s');
        // A neighbour's file in its place is never opened.
        $store = null;
        rename("$private/desk.sqlite", "$private/desk.moved");
        symlink("$private/desk.moved", "$private/desk.sqlite");
        [$status, , $reply] = request($port, 'GET', '/desk/leads', $admin);
        check($status === 503 && $reply['message'] === 'The lead desk is not available now.', 'a symbolic link in place of the store: 503, not followed');
        unlink("$private/desk.sqlite");
        rename("$private/desk.moved", "$private/desk.sqlite");
    } else {
        $charset = $store->db->query("SELECT TABLE_COLLATION FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'desk_notes'")->fetchColumn();
        check($charset === 'utf8mb4_bin', "MySQL: the tables in utf8mb4 (collation $charset)");
        // Read by another client in utf8mb4: stored as the characters they are, not as latin1 bytes that only the desk reads back.
        $other = new PDO(str_replace(';charset=latin1', ';charset=utf8mb4', $dsn), $dbUser, $dbPassword);
        check($other->query("SELECT text FROM desk_notes WHERE note_key = 'utf-1'")->fetchColumn() === $indian, 'utf8mb4: the note stored as its characters, whatever charset the DSN names');
        $other = null;
        write_config($site, ['deskDbPassword' => 'not-the-password-' . PASSWORD] + $lockOn);
        [$status, , $reply] = request($port, 'GET', '/desk/leads', $admin);
        check($status === 503 && $reply['message'] === 'The lead desk is not available now.', 'a database that refuses the desk: 503');
        write_config($site, $lockOn);
        $store = null;
    }

    // Four processes open a new store at the same moment: each version applied once, none fails.
    [$raceDsn, $raceUser, $racePassword, $raceDrop] = test_database($work, 'migrate');
    $raceDsn = $raceDsn !== '' ? $raceDsn : "sqlite:$work/race.sqlite";
    $start = microtime(true) + 0.5;
    $workers = [];
    for ($i = 0; $i < 4; $i++) {
        $workers[] = proc_open([PHP_BINARY, __FILE__, '--migrate-worker=' . json_encode([$raceDsn, $raceUser, $racePassword, $start])], [['pipe', 'r'], ['pipe', 'w'], ['pipe', 'w']], $pipes);
        $outputs[$i] = $pipes;
    }
    $seen = array_map(static fn ($pipes) => stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]), $outputs);
    array_map('proc_close', $workers);
    check($seen === array_fill(0, 4, '[1]'), 'four first uses at once: every process sees version 1 (' . implode(' ', $seen) . ')');
    $raced = Store::open($raceDsn, $raceUser, $racePassword);
    check((int) $raced->db->query('SELECT COUNT(*) FROM desk_migrations')->fetchColumn() === 1, 'and it was applied once');
    $raced = null;
    $raceDrop();

    $logged = (string) @file_get_contents($log);
    check(strpos($logged, PASSWORD) === false && strpos($logged, 'onerror') === false && strpos($logged, 'नमस्ते') === false, "the server's log has no password and no note text");
} finally {
    if ($failures > 0) {
        echo "The server's log:\n" . @file_get_contents($log);
    }
    stop_server($server[0]);
    $drop();
    exec('rm -rf ' . escapeshellarg($work));
}

echo $failures === 0 ? "All desk checks passed ($dialect).\n" : "$failures desk check(s) failed ($dialect).\n";
exit(min($failures, 255));
