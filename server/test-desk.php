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

use TruckParts\Server\Desk\Refusal;
use TruckParts\Server\Desk\Store;

use const TruckParts\Server\Desk\UNREADABLE;

use function TruckParts\Server\Desk\arrive;
use function TruckParts\Server\Desk\credentials;
use function TruckParts\Server\Desk\last_seq;
use function TruckParts\Server\Desk\news_since;
use function TruckParts\Server\Desk\push_payload;
use function TruckParts\Server\Desk\quiet_end;
use function TruckParts\Server\Desk\staff_row;
use function TruckParts\Server\Desk\subscription_of;
use function TruckParts\Server\Desk\unseen_arrivals;
use function TruckParts\Server\Desk\unseen_counts;
use function TruckParts\Server\Desk\watch_times;

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
    $raw = read_reply($socket);
    fclose($socket);
    return parse_reply($raw);
}

/** A reply up to its Content-Length (the desk may go on working after it), or to the connection's end. */
function read_reply($socket): string
{
    $raw = '';
    while (!feof($socket) && ($chunk = fread($socket, 65536)) !== false) {
        $raw .= $chunk;
        $end = strpos($raw, "\r\n\r\n");
        if ($end !== false && preg_match('/\r\ncontent-length:\s*(\d+)/i', substr($raw, 0, $end), $length) && strlen($raw) >= $end + 4 + (int) $length[1]) {
            break;
        }
    }
    return $raw;
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
        $replies[$i] = parse_reply(read_reply($socket));
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

/**
 * The watch's figures at `open` open leads of one kind, all arrived after the baseline and none seen (the counts'
 * worst case): a tab's check (news since a recent number, the counts, the highest number; and without the counts),
 * a staff member's unseen list, keeping a new copy of the list (one new lead, or none), and a check when the copy
 * is still fresh (no read).
 */
function watch_bench(Store $store, int $open): array
{
    foreach (['desk_arrivals', 'desk_watch', 'desk_pushed', 'desk_staff', 'desk_seen'] as $table) {
        $store->db->exec("DELETE FROM $table");
    }
    $config = ['deskTimeZone' => 'Asia/Kolkata'];
    $lock = ['users' => [], 'admins' => []];
    $rows = static fn (int $count): array => array_map(static fn (int $id): array => ['id' => $id, 'name' => "Customer $id", 'part' => 'Silencer for Tata 1613', 'key' => "inquiries:$id"], range(1, $count));
    $read = 1;
    arrive($store, $config, $lock, 'inquiries', [], $read);
    $started = hrtime(true);
    arrive($store, $config, $lock, 'inquiries', $rows($open), ++$read);
    $seedMs = round((hrtime(true) - $started) / 1e6);
    staff_row($store, 'bench@parts.example');
    $store->run('UPDATE desk_staff SET since_seq = 0');
    $last = last_seq($store);
    $check = static fn () => json_encode(['seq' => last_seq($store), 'times' => watch_times($store), 'unseen' => unseen_counts($store, 'bench@parts.example'), 'data' => news_since($store, $last - 3)], JSON_UNESCAPED_UNICODE);
    $more = $open;
    return [
        'open' => $open,
        'seedMs' => $seedMs,
        'newsMs' => median_ms($check),
        'newsBytes' => strlen($check()),
        'newsWithoutCountsMs' => median_ms(static fn () => json_encode(['seq' => last_seq($store), 'times' => watch_times($store), 'data' => news_since($store, $last - 3)], JSON_UNESCAPED_UNICODE)),
        'unseenMs' => median_ms(static fn () => json_encode(unseen_arrivals($store, 'bench@parts.example'), JSON_UNESCAPED_UNICODE)),
        'newCopyOneLeadMs' => median_ms(static function () use ($store, $config, $lock, $rows, &$read, &$more): void {
            arrive($store, $config, $lock, 'inquiries', $rows(++$more), ++$read);
        }, 7),
        'newCopyNoChangeMs' => median_ms(static function () use ($store, $config, $lock, $rows, &$read, &$more): void {
            arrive($store, $config, $lock, 'inquiries', $rows($more), ++$read);
        }, 7),
        'copyKeptMs' => median_ms(static fn () => watch_times($store)),
    ];
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
    echo json_encode(bench($store, (int) ($options['leads'] ?? 10000), (int) ($options['notes'] ?? 20000)) + ['watch' => watch_bench($store, (int) ($options['leads'] ?? 10000))], JSON_PRETTY_PRINT) . "\n";
    $store = null;
    $drop();
    exec('rm -rf ' . escapeshellarg($work));
    exit(0);
}

$site = "$work/site";
$gate = "$work/staff-lock";
$private = "$work/private";
mkdir("$site/server/lib", 0777, true);
foreach (array_merge(glob(__DIR__ . '/desk*.php'), glob(__DIR__ . '/lib/*.php')) as $file) {
    copy($file, $site . '/server/' . substr($file, strlen(__DIR__) + 1));
}
file_put_contents("$work/router.php", '<?php
if (preg_match("#^/desk/#", (string) parse_url($_SERVER["REQUEST_URI"], PHP_URL_PATH))) { require ' . var_export("$site/server/desk.php", true) . '; return true; }
if (parse_url($_SERVER["REQUEST_URI"], PHP_URL_PATH) === "/server/desk-cli.php") { require ' . var_export("$site/server/desk-cli.php", true) . '; return true; }
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
    check($store->versions() === [1, 2], 'migrations: applied once, recorded once');
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
    check($seen === array_fill(0, 4, '[1,2]'), 'four first uses at once: every process sees versions 1 and 2 (' . implode(' ', $seen) . ')');
    $raced = Store::open($raceDsn, $raceUser, $racePassword);
    check((int) $raced->db->query('SELECT COUNT(*) FROM desk_migrations')->fetchColumn() === 2, 'and each was applied once');
    $raced = null;
    $raceDrop();

    // ---- the watch (issue #66) ----
    $db = $dsn === '' ? Store::open("sqlite:$private/desk.sqlite") : Store::open($dsn, $dbUser, $dbPassword);
    $backendDir = "$work/backend";
    mkdir($backendDir);
    // The backend's two lists of open leads, as files; every read is counted, with the login it came with.
    file_put_contents("$work/backend.php", '<?php
$dir = ' . var_export($backendDir, true) . ';
$path = (string) parse_url($_SERVER["REQUEST_URI"], PHP_URL_PATH);
file_put_contents("$dir/hits", $path . "?" . ($_SERVER["QUERY_STRING"] ?? "") . " " . ($_SERVER["PHP_AUTH_USER"] ?? "") . ":" . ($_SERVER["PHP_AUTH_PW"] ?? "") . "\n", FILE_APPEND | LOCK_EX);
header("Content-Type: application/json");
readfile($dir . "/" . basename($path, ".php") . ".json");
return true;');
    // A push service: 410 and 404 for devices that are gone, 500 for one that fails, else 201; each push counted.
    file_put_contents("$work/push.php", '<?php
$path = (string) parse_url($_SERVER["REQUEST_URI"], PHP_URL_PATH);
file_put_contents(' . var_export("$work/pushes", true) . ', $path . "\n", FILE_APPEND | LOCK_EX);
http_response_code(str_contains($path, "gone") ? 410 : (str_contains($path, "missing") ? 404 : (str_contains($path, "flaky") ? 500 : 201)));
return true;');
    $backendPort = free_port();
    $backend = serve($work, $backendPort, "$work/backend.php");
    $pushPort = free_port();
    $pushService = serve($work, $pushPort, "$work/push.php");
    $open = ['inquiries' => [], 'buyLeads' => []];
    $publish = static function () use (&$open, $backendDir): void {
        // A PHP notice before the JSON, ids as text, the newest first: the backend's quirks and order.
        file_put_contents("$backendDir/inquiries.json", "<br />\n<b>Notice</b>: Undefined index: x<br />\n" . json_encode(['success' => true, 'data' => array_reverse(array_values($open['inquiries']))]));
        file_put_contents("$backendDir/buy_leads.json", json_encode(array_reverse(array_values($open['buyLeads']))));
    };
    $enquiry = static fn (int $id, string $name, string $part, string $message): array => ['id' => (string) $id, 'name' => $name, 'partName' => $part, 'message' => $message, 'status' => 'pending'];
    $buyLead = static fn (int $id, string $name, string $part): array => ['id' => $id, 'name' => $name, 'part_name' => $part, 'status' => 'new'];
    $hits = static fn (): array => @file("$backendDir/hits", FILE_IGNORE_NEW_LINES) ?: [];
    $pushes = static fn (string $device): int => count(array_keys(@file("$work/pushes", FILE_IGNORE_NEW_LINES) ?: [], "/$device"));
    // The copies made older than the interval, as if it had passed.
    $due = static function () use ($db, $private): void {
        array_map('unlink', glob("$private/copy-watch-*.json"));
        $db->run('UPDATE desk_watch SET read_at = read_at - 100, tried_at = NULL');
    };
    $ids = static fn (array $arrivals): array => array_map(static fn ($a) => $a['kind'] . ':' . $a['id'], $arrivals);
    $queued = static fn (string $device): array => $db->run('SELECT payload, due_at FROM desk_push_queue WHERE endpoint = ? ORDER BY id', ["http://127.0.0.1:$pushPort/$device"])->fetchAll();
    $watchOn = $lockOn + ['backend' => "http://127.0.0.1:$backendPort", 'deskWatchSeconds' => 20, 'deskNudgesPerMinute' => 3, 'deskPushLoopback' => true, 'siteUrl' => 'https://parts.example', 'siteEmail' => 'sales@parts.example'];
    write_config($site, $watchOn);
    $publish();

    [$status, , $reply] = request($port, 'GET', '/desk/news', $admin);
    check($status === 200 && $reply['watching'] === false && $reply['seq'] === 0 && $reply['readAt'] === null && $reply['data'] === [] && $hits() === [], "no watcher's login yet: news says watching:false, and the backend is not read");

    // ---- the command line ----
    $cli = static function (string $command) use ($site): array {
        exec(escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg("$site/server/desk-cli.php") . " $command 2>&1", $output, $status);
        return [$status, $output];
    };
    [$status, $output] = $cli('setup');
    $login = json_decode((string) file_get_contents("$private/watch.json"), true);
    $vapid = json_decode((string) file_get_contents("$private/vapid.json"), true);
    $line = (string) end($output);
    check($status === 0 && (fileperms("$private/watch.json") & 0777) === 0600 && (fileperms("$private/vapid.json") & 0777) === 0600, 'setup: watch.json and vapid.json made 0600 in the private folder');
    check($login['user'] === 'desk-watch' && strlen((string) TruckParts\Server\Push\from_b64url($login['password'])) === 32 && str_starts_with($line, 'desk-watch:$2y$') && password_verify($login['password'], substr($line, 11)), "setup prints the watcher's staff lock line: desk-watch:<bcrypt of its 32-byte password>");
    check(strlen((string) TruckParts\Server\Push\from_b64url($vapid['public'])) === 65 && str_contains($vapid['private'], 'PRIVATE KEY'), 'setup: a VAPID key pair (a 65-byte public point, a private PEM)');
    $cli('setup');
    check(json_decode((string) file_get_contents("$private/watch.json"), true) === $login && json_decode((string) file_get_contents("$private/vapid.json"), true) === $vapid, 'setup again keeps both files');
    [$status, , , $body] = request($port, 'GET', '/server/desk-cli.php?setup');
    check($status === 404 && $body === '', 'the command line requested over the web: 404, nothing run');
    file_put_contents("$gate/staff.htpasswd", $line . "\n", FILE_APPEND);
    $watcher = 'desk-watch:' . $login['password'];
    check(request($port, 'GET', '/desk/leads', $watcher)[0] === 401 && request($port, 'GET', '/desk/news', $watcher)[0] === 401, "the watcher's login cannot sign in to the desk: 401");
    check(!in_array('desk-watch', array_column(request($port, 'GET', '/desk/leads', $admin)[2]['staff'], 'user'), true), "the watcher is not listed among the staff");
    check(request($port, 'POST', '/desk/assign', $admin, ['kind' => 'inquiries', 'id' => 1, 'owner' => 'desk-watch', 'version' => 4])[2]['message'] === 'No such staff member.', 'a lead cannot be assigned to the watcher');

    // ---- devices ----
    $device = static function (string $name) use ($pushPort): array {
        $ec = openssl_pkey_get_details(openssl_pkey_new(['private_key_type' => OPENSSL_KEYTYPE_EC, 'curve_name' => 'prime256v1']))['ec'];
        $point = "\x04" . str_pad($ec['x'], 32, "\0", STR_PAD_LEFT) . str_pad($ec['y'], 32, "\0", STR_PAD_LEFT);
        return ['endpoint' => "http://127.0.0.1:$pushPort/$name", 'keys' => ['p256dh' => TruckParts\Server\Push\b64url($point), 'auth' => TruckParts\Server\Push\b64url(random_bytes(16))]];
    };
    $refused = static function (array $body, bool $loopback): ?string {
        try {
            subscription_of($body, $loopback);
            return null;
        } catch (Refusal $refusal) {
            return $refusal->status . ' ' . $refusal->getMessage();
        }
    };
    $good = $device('x');
    $bad = '400 This device cannot be notified.';
    check($refused(['endpoint' => 'https://fcm.googleapis.com/fcm/send/abc'] + $good, false) === null && $refused($good, true) === null, 'a device: an https endpoint, or http to a loopback host when the build allows it');
    check($refused($good, false) === $bad && $refused(['endpoint' => 'http://push.example/x'] + $good, true) === $bad && $refused(['endpoint' => 'https://u:p@push.example/x'] + $good, false) === $bad && $refused(['endpoint' => 'ftp://push.example/x'] + $good, false) === $bad, 'http elsewhere, credentials in the address, another scheme: "This device cannot be notified."');
    $keys = static fn (string $p256dh, string $auth): array => ['endpoint' => 'https://push.example/x', 'keys' => compact('p256dh', 'auth')];
    $point = TruckParts\Server\Push\from_b64url($good['keys']['p256dh']);
    $b64 = static fn (string $bytes): string => TruckParts\Server\Push\b64url($bytes);
    check($refused($keys($b64(substr($point, 1)), $good['keys']['auth']), false) === $bad && $refused($keys($b64("\x02" . substr($point, 1)), $good['keys']['auth']), false) === $bad && $refused($keys('not base64!', $good['keys']['auth']), false) === $bad, 'p256dh of 64 bytes, not starting 0x04, or not base64url: refused');
    check($refused($keys($good['keys']['p256dh'], $b64(random_bytes(15))), false) === $bad && $refused(['endpoint' => 'https://push.example/x'], false) === '400 ' . UNREADABLE, 'an auth secret of 15 bytes: refused; no keys at all: 400 unreadable');
    [$status, , $reply] = request($port, 'POST', '/desk/push', $admin, ['endpoint' => 'http://push.example/x'] + $good);
    check($status === 400 && $reply['message'] === 'This device cannot be notified.', 'saving such a device: 400 "This device cannot be notified."');
    foreach (['admin-1', 'gone-1', 'missing-1', 'flaky-1', 'moved-1'] as $name) {
        [$status, , $reply] = request($port, 'POST', '/desk/push', $admin, $device($name));
    }
    check($status === 200 && $reply === ['success' => true, 'message' => 'This device will be notified of new leads.'], 'saving a device: "This device will be notified of new leads."');
    request($port, 'POST', '/desk/push', $sub, $device('sub-1'));
    request($port, 'POST', '/desk/push', $sub, $device('moved-1'));
    [$status, , $reply] = request($port, 'GET', '/desk/push', $admin);
    check($status === 200 && $reply === ['success' => true, 'key' => $vapid['public'], 'quiet' => null, 'devices' => 4], "the desk's key, no quiet hours, four devices; a device saved again by another moved to them");

    // ---- quiet hours ----
    $zone = new DateTimeZone('Asia/Kolkata');
    $clock = static fn (string $shift): string => (new DateTimeImmutable($shift, $zone))->format('H:i');
    [$from, $to] = [$clock('-1 hour'), $clock('+1 hour')];
    check(request($port, 'PUT', '/desk/quiet', $sub, ['from' => $from, 'to' => ''])[2]['message'] === 'Quiet hours need a start and an end.', 'quiet hours with a start only: "Quiet hours need a start and an end."');
    check(request($port, 'PUT', '/desk/quiet', $sub, ['from' => '24:00', 'to' => '07:00'])[2]['message'] === UNREADABLE, 'a time that is no time: 400');
    check(request($port, 'PUT', '/desk/quiet', $sub, ['from' => $from, 'to' => $to])[2] === ['success' => true, 'message' => 'Quiet hours saved.'], 'quiet hours saved: "Quiet hours saved."');
    check(request($port, 'GET', '/desk/push', $sub)[2]['quiet'] === ['from' => $from, 'to' => $to], 'and read back');
    $at = static fn (string $time): int => (new DateTimeImmutable("2026-11-28 $time", $zone))->getTimestamp();
    check(quiet_end($at('23:30'), '22:00', '07:00', 'Asia/Kolkata') === $at('07:00') + 86400 && quiet_end($at('06:59'), '22:00', '07:00', 'Asia/Kolkata') === $at('07:00') && quiet_end($at('07:00'), '22:00', '07:00', 'Asia/Kolkata') === null, 'quiet hours across midnight: 23:30 waits until 07:00 the next day, 06:59 until 07:00, 07:00 is not quiet');
    check(quiet_end($at('13:00'), '12:00', '14:00', 'Asia/Kolkata') === $at('14:00') && quiet_end($at('11:59'), '12:00', '14:00', 'Asia/Kolkata') === null && quiet_end($at('12:00'), '12:00', '12:00', 'Asia/Kolkata') === null && quiet_end($at('12:00'), null, null, 'Asia/Kolkata') === null, 'quiet hours in a day; equal or none: never quiet');

    // ---- the first read: the baseline ----
    $open['inquiries'] = [1 => $enquiry(1, 'Old One', 'Horn', 'Waiting'), 2 => $enquiry(2, 'Old Two', 'Mirror', "Hi\nRef AAAA-22")];
    $open['buyLeads'] = [3 => $buyLead(3, 'Old Three', 'Tyre')];
    $publish();
    [$status, , $reply] = request($port, 'GET', '/desk/news?since=0', $sub);
    check($status === 200 && $reply['watching'] === true && $reply['seq'] === 3 && $reply['data'] === [] && $reply['unseen'] === ['inquiries' => 0, 'buyLeads' => 0] && is_string($reply['readAt']), "the first read: what was waiting is kept (seq 3) but is not news, nor unseen");
    check($hits() === array_fill(0, 1, "/inquiries.php?status=pending $watcher") + [1 => "/buy_leads.php?status=new $watcher"], "the backend read once per kind, for its open leads, with the watcher's login");
    check((int) $db->db->query('SELECT COUNT(*) FROM desk_push_queue')->fetchColumn() === 0 && $pushes('admin-1') === 0, 'nothing waiting before the watch is pushed');
    request($port, 'GET', '/desk/news', $admin);
    check(count($hits()) === 2, 'a check within the interval: the backend not read again');

    // ---- new leads, with eight checks at once ----
    $open['inquiries'][10] = $enquiry(10, 'Ravi Kumar', 'Silencer', "Need two\nRef K7Q2-MX · 1 of 2 · hi");
    $open['inquiries'][11] = $enquiry(11, 'Ravi Kumar', 'Clutch plate', "Need two\nRef K7Q2-MX · 2 of 2 · hi");
    $open['buyLeads'][20] = $buyLead(20, 'Anil', str_repeat('Radiator ', 20));
    $publish();
    $due();
    $replies = burst($port, array_merge(array_fill(0, 4, ['GET', '/desk/news?since=3', $admin, null]), array_fill(0, 4, ['GET', '/desk/news?since=3', $sub, null])));
    check(array_filter($replies, static fn ($r) => $r[0] !== 200) === [] && count($hits()) === 4, 'eight checks at once when the copies are old: the backend read once per kind (' . (count($hits()) - 2) . ' reads)');
    $news = request($port, 'GET', '/desk/news?since=3', $admin)[2];
    $found = $ids($news['data']);
    sort($found);
    check($found === ['buyLeads:20', 'inquiries:10', 'inquiries:11'] && $news['seq'] === 6 && array_column($news['data'], 'seq') === [4, 5, 6], 'news since 3: the three new leads, numbered 4 to 6 in the order kept');
    $enquiries = array_values(array_filter($news['data'], static fn ($a) => $a['kind'] === 'inquiries'));
    check(array_column($enquiries, 'id') === [10, 11], 'leads found in one read are numbered oldest first, though the backend lists the newest first');
    $ten = array_values(array_filter($news['data'], static fn ($a) => $a['id'] === 10))[0];
    check(array_keys($ten) === ['kind', 'id', 'name', 'part', 'at', 'seq'] && $ten['name'] === 'Ravi Kumar' && $ten['part'] === 'Silencer', 'an arrival: kind, id, name, part, at, seq');
    check($ids(request($port, 'GET', '/desk/news?since=' . $ten['seq'], $admin)[2]['data']) === $ids(array_values(array_filter($news['data'], static fn ($a) => $a['seq'] > $ten['seq']))), 'news since N: only the arrivals after N');
    check(request($port, 'GET', '/desk/news?since=x', $admin)[0] === 400 && request($port, 'GET', '/desk/news?since=-1', $admin)[0] === 400, 'since that is not a whole number: 400');
    // Deliveries run after the checks' replies; the failing device is tried again by each later one.
    for ($i = 0; $i < 50 && (int) $db->run("SELECT COUNT(*) FROM desk_push_queue WHERE due_at <= ?", [time()])->fetchColumn() > 0; $i++) {
        request($port, 'GET', '/desk/news', $admin);
        usleep(50000);
    }
    check($pushes('admin-1') === 2, "one push for the basket's request (two lines of one ref), one for the buy lead, eight checks at once: " . $pushes('admin-1') . ' pushes');
    $devices = $db->db->query('SELECT endpoint FROM desk_subscriptions ORDER BY endpoint')->fetchAll(PDO::FETCH_COLUMN);
    check(count($devices) === 4 && !preg_grep('/gone|missing/', $devices) && $pushes('gone-1') >= 1 && $pushes('missing-1') >= 1, 'a device the push service says is gone (410) or missing (404): removed');
    check($pushes('flaky-1') === 6 && (int) $db->run('SELECT COUNT(*) FROM desk_push_queue WHERE endpoint LIKE ?', ['%flaky%'])->fetchColumn() === 0 && in_array("http://127.0.0.1:$pushPort/flaky-1", $devices, true), 'a device whose service fails: each push tried 3 times, then dropped; the device kept');
    $quiet = $queued('sub-1');
    $payloads = array_map(static fn ($row) => json_decode($row['payload'], true), $quiet);
    $end = quiet_end(time(), $from, $to, 'Asia/Kolkata');
    check(count($quiet) === 2 && $pushes('sub-1') === 0 && (int) $quiet[0]['due_at'] === $end && (int) $quiet[1]['due_at'] === $end && count($queued('moved-1')) === 2, "in the subadmin's quiet hours: their pushes wait, due when the hours end");
    usort($payloads, static fn ($a, $b) => $a['tag'] <=> $b['tag']);
    check($payloads[1] === ['title' => 'New enquiry', 'body' => 'Ravi Kumar · Silencer', 'url' => '/subadmin/inquiries/10', 'tag' => 'inquiries-10'], "a push names the customer and part, and opens the lead in the subadmin's area");
    check($payloads[0]['title'] === 'New buy lead' && $payloads[0]['url'] === '/subadmin/buy-leads/20' && $payloads[0]['body'] === 'Anil · ' . substr(str_repeat('Radiator ', 20), 0, 80), "a buy lead's push, its part cut to 80 characters");
    check(json_decode(push_payload('inquiries', ['id' => 10, 'name' => 'A', 'part' => 'B'], true), true)['url'] === '/admin/inquiries/10', "an admin's push opens the lead in the admin area");

    // ---- a copy of the same request later ----
    $open['inquiries'][12] = $enquiry(12, 'Ravi Kumar', 'Silencer', "Need two\nRef K7Q2-MX · 1 of 2 · hi");
    $publish();
    $due();
    $before = (int) $db->db->query('SELECT COUNT(*) FROM desk_push_queue')->fetchColumn();
    $news = request($port, 'GET', '/desk/news?since=6', $admin)[2];
    usleep(200000);
    check($ids($news['data']) === ['inquiries:12'] && (int) $db->db->query('SELECT COUNT(*) FROM desk_push_queue')->fetchColumn() === $before && $pushes('admin-1') === 2, 'a copy of the request sent again (the same ref): news, but no second push');

    // ---- since you last looked, on two devices ----
    $unseen = request($port, 'GET', '/desk/unseen', $sub)[2];
    check($unseen['count'] === 4 && $unseen['unseen'] === ['inquiries' => 3, 'buyLeads' => 1] && array_column($unseen['data'], 'seq') === [7, 6, 5, 4], 'unseen: the four new arrivals, counted per kind, newest first');
    [$status, , $reply] = request($port, 'POST', '/desk/seen', $sub, ['leads' => [['kind' => 'inquiries', 'id' => 10], ['kind' => 'inquiries', 'id' => 999]]]);
    check($status === 200 && $reply === ['success' => true, 'unseen' => ['inquiries' => 2, 'buyLeads' => 1]], 'seen on one device: the counts that are left (an unknown lead kept harmlessly)');
    $other = request($port, 'GET', '/desk/unseen', $sub)[2];
    check($other['count'] === 3 && !in_array('inquiries:10', $ids($other['data']), true), "the same staff member's other device: the lead is seen there too");
    check(request($port, 'GET', '/desk/unseen', $admin)[2]['count'] === 4, "another staff member's unseen: unchanged");
    check(request($port, 'POST', '/desk/seen', $sub, ['leads' => []])[0] === 400 && request($port, 'POST', '/desk/seen', $sub, ['leads' => array_fill(0, 501, ['kind' => 'inquiries', 'id' => 1])])[0] === 400 && request($port, 'POST', '/desk/seen', $sub, ['leads' => [['kind' => 'parts', 'id' => 1]]])[0] === 400, 'seen with no lead, more than 500, or a lead of no known kind: 400');
    unset($open['inquiries'][11]);
    $publish();
    $due();
    $news = request($port, 'GET', '/desk/news?since=3', $admin)[2];
    check(!in_array('inquiries:11', $ids($news['data']), true) && $news['unseen'] === ['inquiries' => 2, 'buyLeads' => 1], 'a lead answered at the backend (no longer open): out of news and unseen');

    // ---- cron ----
    $open['buyLeads'][21] = $buyLead(21, 'Cron Lead', 'Axle');
    $publish();
    $due();
    [$status] = $cli('watch');
    check($status === 0 && in_array('buyLeads:21', $ids(news_since($db, 0)), true), 'php server/desk-cli.php watch (cron): reads and keeps the new lead');

    // ---- the nudge ----
    write_config($site, ['staffGateDir' => null] + $watchOn);
    check(request($port, 'POST', '/desk/nudge')[0] === 503, 'a nudge without the lock: 503');
    write_config($site, $watchOn);
    check(request($port, 'GET', '/desk/nudge')[0] === 405, 'a nudge is a POST');
    // Just after a read: the nudges wait for the interval (one of them), and then the backend is read once.
    if (time() % 60 > 45) {
        sleep(61 - time() % 60);
    }
    write_config($site, ['deskWatchSeconds' => 2, 'deskNudgesPerMinute' => 100] + $watchOn);
    $due();
    request($port, 'GET', '/desk/news', $admin);
    $read = count($hits());
    $open['inquiries'][13] = $enquiry(13, 'Late Lead', 'Horn', 'Sent just after a read');
    $publish();
    $started = microtime(true);
    $nudged = array_map(static fn () => request($port, 'POST', '/desk/nudge')[0], range(1, 3));
    check($nudged === [202, 202, 202] && microtime(true) - $started < 1 && count($hits()) === $read, 'nudges just after a read: answered at once, the backend not read within the interval');
    for ($i = 0; $i < 60 && !in_array('inquiries:13', $ids(news_since($db, 0)), true); $i++) {
        usleep(100000);
    }
    usleep(300000);
    check(in_array('inquiries:13', $ids(news_since($db, 0)), true) && count($hits()) === $read + 2, 'and when the interval has passed, one of them reads the backend once per kind: the lead is found (' . (count($hits()) - $read) . ' reads)');

    // Three nudges were counted this minute already; a short interval, so that the one that waits is soon done.
    write_config($site, ['deskWatchSeconds' => 1, 'deskNudgesPerMinute' => 6] + $watchOn);
    $nudges = array_map(static fn () => request($port, 'POST', '/desk/nudge', null, 'ignored'), range(1, 4));
    check(array_map(static fn ($r) => [$r[0], $r[2]], array_slice($nudges, 0, 3)) === array_fill(0, 3, [202, ['success' => true, 'message' => null]]), 'a nudge without credentials: 202 {success:true, message:null}, nothing of any lead');
    check($nudges[3][0] === 429 && $nudges[3][2] === ['success' => false, 'message' => 'Too many nudges. Try again in a minute.'] && $nudges[3][1]['retry-after'] === '60', 'past 6 a minute from one address: 429 "Too many nudges. Try again in a minute." with Retry-After: 60');
    check($db->db->query('SELECT addr_hash FROM desk_nudges')->fetchColumn() !== '127.0.0.1' && (int) $db->db->query('SELECT COUNT(*) FROM desk_nudges')->fetchColumn() === 1, "the nudges' count keeps the address hashed");

    // ---- devices, continued ----
    foreach (range(1, 11) as $n) {
        request($port, 'POST', '/desk/push', 'racer1@parts.example:' . PASSWORD, $device("racer-$n"));
        if ($n === 1) {
            // Saved a while ago (times are kept to the second).
            $db->run("UPDATE desk_subscriptions SET made_at = '2026-01-01T00:00:00Z' WHERE endpoint LIKE '%/racer-1'");
        }
    }
    $racerDevices = $db->run('SELECT endpoint FROM desk_subscriptions WHERE staff = ?', ['racer1@parts.example'])->fetchAll(PDO::FETCH_COLUMN);
    check(count($racerDevices) === 10 && !in_array("http://127.0.0.1:$pushPort/racer-1", $racerDevices, true), 'an eleventh device: the oldest dropped, ten kept');
    $waiting = count($queued('sub-1'));
    request($port, 'DELETE', '/desk/push', $admin, ['endpoint' => "http://127.0.0.1:$pushPort/sub-1"]);
    check($waiting > 0 && count($queued('sub-1')) === $waiting, "another's device cannot be removed");
    [$status, , $reply] = request($port, 'DELETE', '/desk/push', $sub, ['endpoint' => "http://127.0.0.1:$pushPort/sub-1"]);
    check($reply === ['success' => true, 'message' => 'This device will not be notified.'] && $queued('sub-1') === [] && request($port, 'GET', '/desk/push', $sub)[2]['devices'] === 1, 'removing my device: "This device will not be notified.", its queued pushes gone');
    $db = null;
    stop_server($backend[0]);
    stop_server($pushService[0]);

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
