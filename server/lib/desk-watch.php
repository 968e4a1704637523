<?php
/**
 * The watch (issue #66): the desk reads the backend's open leads itself, with the watcher's own login,
 * at most once per interval for all staff (lib/copies.php's single read under a lock), and keeps what
 * it finds as arrivals numbered in the order found. A tab then asks for what came after the number it
 * had (news), and each staff member's "since you last looked" is the arrivals after theirs, less those
 * they marked seen.
 *
 * Whoever reads (a tab's check, a nudge, cron), each arrival is made by one INSERT, and the push of a
 * request by one INSERT into desk_pushed: two processes never both own one, so no lead is pushed twice.
 * What was open before the desk first watched a kind is its baseline: kept, never news, never pushed.
 */
declare(strict_types=1);

namespace TruckParts\Server\Desk;

use function TruckParts\Server\cached;
use function TruckParts\Server\config;
use function TruckParts\Server\create_private;
use function TruckParts\Server\log_once;
use function TruckParts\Server\open_lock_file;
use function TruckParts\Server\private_dir;
use function TruckParts\Server\read_private;

require_once __DIR__ . '/desk-push.php';

/** Each kind's open leads at the backend: the list call with its open status (SPEC §7). */
const WATCH_SCRIPTS = ['inquiries' => 'inquiries.php?status=pending', 'buyLeads' => 'buy_leads.php?status=new'];

/** The client reference line an enquiry's message ends with (src/lib/client-ref.ts REF_LINE). */
const REF_LINE = '/(?:^|\n)Ref ([2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2})(?: · (\d+) of (\d+))?(?: · (hi|gu))?\s*$/u';

/** The most arrivals one news or unseen reply lists. */
const NEWS_ROWS = 100;

/** The watcher's login from the private folder's watch.json (server/desk-cli.php setup): [user, password], or null. */
function watcher_login(): ?array
{
    $dir = private_dir();
    $text = $dir === null ? null : read_private($dir . '/watch.json', 4096);
    $login = $text === null ? null : json_decode($text, true);
    if (!is_array($login) || !is_string($login['user'] ?? null) || !is_string($login['password'] ?? null)) {
        return null;
    }
    return [$login['user'], $login['password']];
}

/**
 * What a push names a lead's request by: the client reference of an enquiry (a basket's lines and a copy
 * sent again share it), else the lead itself.
 */
function push_key(string $kind, int $id, string $message): string
{
    return $kind === 'inquiries' && preg_match(REF_LINE, $message, $match) ? 'ref:' . $match[1] : "$kind:$id";
}

/**
 * A list reply's open leads as the watch keeps them: {id, name, part, key}, or null when the reply is not
 * a list (an error, a refusal of the login). Enquiries come as {success, data}, buy leads as a bare list;
 * ids may come as text. The message is not kept, only the request it names.
 */
function watched_rows(string $kind, int $status, array $reply): ?array
{
    $rows = $kind === 'inquiries' ? ($reply['data'] ?? null) : $reply;
    if ($status !== 200 || !is_array($rows) || !array_is_list($rows)) {
        return null;
    }
    $kept = [];
    foreach ($rows as $row) {
        $id = is_array($row) ? filter_var($row['id'] ?? null, FILTER_VALIDATE_INT, ['options' => ['min_range' => 1]]) : false;
        if ($id === false) {
            continue;
        }
        $text = static fn ($value): string => is_scalar($value) ? (string) $value : '';
        $kept[] = [
            'id' => $id,
            'name' => $text($row['name'] ?? ''),
            'part' => $text($row['partName'] ?? $row['part_name'] ?? ''),
            'key' => push_key($kind, $id, $kind === 'inquiries' ? $text($row['message'] ?? '') : ''),
        ];
    }
    return $kept;
}

/** When each kind was last read (or tried): [kind => ['read' => ?int, 'tried' => ?int]]. */
function watch_times(Store $store): array
{
    $times = array_fill_keys(KINDS, ['read' => null, 'tried' => null]);
    foreach ($store->db->query('SELECT kind, read_at, tried_at FROM desk_watch') as $row) {
        $times[$row['kind']] = ['read' => $row['read_at'] === null ? null : (int) $row['read_at'], 'tried' => $row['tried_at'] === null ? null : (int) $row['tried_at']];
    }
    return $times;
}

/** The seconds until the kinds' copies are all older than the interval (0: a read is due now). */
function watch_wait(Store $store, int $interval): int
{
    $wait = 0;
    foreach (watch_times($store) as $time) {
        $last = max((int) $time['read'], (int) $time['tried']);
        $wait = max($wait, $last + $interval - time());
    }
    return $wait;
}

/**
 * Reads each kind's open leads if its copy is older than the interval, and keeps the arrivals a newer
 * copy brings (queueing their pushes). Cheap when nothing is due: one SELECT, no copy read. Returns
 * whether the desk has a watcher at all.
 */
function watch(Store $store, array $config, array $lock): bool
{
    $login = watcher_login();
    if ($login === null) {
        return false;
    }
    $interval = max(1, (int) ($config['deskWatchSeconds'] ?? 20));
    $header = 'Authorization: Basic ' . base64_encode($login[0] . ':' . $login[1]);
    foreach (watch_times($store) as $kind => $time) {
        if (time() - max((int) $time['read'], (int) $time['tried']) < $interval) {
            continue;
        }
        $entry = cached("watch-$kind", WATCH_SCRIPTS[$kind], (int) config()['listBytes'], static fn (int $status, array $reply): ?array => watched_rows($kind, $status, $reply), null, $interval, [$header]);
        if ($entry === null) {
            log_once("the watch could not read the backend's open $kind (is the watcher's login in the staff lock?)");
        }
        if ($entry === null || !arrive($store, $config, $lock, $kind, $entry['value'], $entry['at'])) {
            // A failed read, or a copy already kept: not asked again before the interval.
            watch_row($store, $kind);
            $store->run('UPDATE desk_watch SET tried_at = ? WHERE kind = ?', [time(), $kind]);
        }
    }
    return true;
}

/**
 * Keeps a kind's open leads read at `readAt`, if that read is newer than the last one kept: new ids become
 * arrivals (baseline on the kind's first read), every arrival's open flag follows the list, and the push of
 * each new request is queued once. One transaction, with every kind's watch row locked, so arrivals are
 * numbered in the order they are committed and a tab's `since` never skips one. Returns whether it kept it.
 */
function arrive(Store $store, array $config, array $lock, string $kind, array $rows, int $readAt): bool
{
    watch_row($store, $kind);
    return $store->write(static function () use ($store, $config, $lock, $kind, $rows, $readAt): bool {
        $kept = $store->run('SELECT kind, read_at FROM desk_watch ORDER BY kind' . ($store->dialect === 'mysql' ? ' FOR UPDATE' : ''))->fetchAll(\PDO::FETCH_KEY_PAIR);
        $last = $kept[$kind] ?? null;
        if ($last !== null && $readAt <= (int) $last) {
            return false;
        }
        $store->run('UPDATE desk_watch SET read_at = ?, tried_at = NULL WHERE kind = ?', [$readAt, $kind]);
        $baseline = $last === null ? 1 : 0;
        $known = array_map('intval', $store->run('SELECT lead_id, open FROM desk_arrivals WHERE kind = ?', [$kind])->fetchAll(\PDO::FETCH_KEY_PAIR));
        $open = [];
        $at = now();
        $insert = $store->db->prepare($store->insertIgnore() . ' INTO desk_arrivals (kind, lead_id, name, part, push_key, at, open, baseline) VALUES (?, ?, ?, ?, ?, ?, 1, ?)');
        $claim = $store->db->prepare($store->insertIgnore() . ' INTO desk_pushed (push_key, at) VALUES (?, ?)');
        $subscriptions = null;
        // The backend lists the newest first; arrivals are numbered oldest first, as news and unseen read them.
        usort($rows, static fn (array $a, array $b): int => $a['id'] <=> $b['id']);
        foreach ($rows as $row) {
            $open[$row['id']] = true;
            if (isset($known[$row['id']])) {
                continue;
            }
            $insert->execute([$kind, $row['id'], $row['name'], $row['part'], $row['key'], $at, $baseline]);
            if ($insert->rowCount() !== 1) {
                continue;
            }
            // A baseline lead's request is claimed too: a copy of it sent later is not pushed as new.
            $claim->execute([$row['key'], $at]);
            if ($claim->rowCount() === 1 && $baseline === 0) {
                $subscriptions ??= subscriptions_by_staff($store);
                queue_push($store, $subscriptions, $lock, (string) ($config['deskTimeZone'] ?? 'Asia/Kolkata'), $kind, $row);
            }
        }
        $reopen = $store->db->prepare('UPDATE desk_arrivals SET open = ? WHERE kind = ? AND lead_id = ?');
        foreach ($known as $id => $wasOpen) {
            $isOpen = isset($open[$id]) ? 1 : 0;
            if ($isOpen !== $wasOpen) {
                $reopen->execute([$isOpen, $kind, $id]);
            }
        }
        return true;
    });
}

/** Makes a kind's watch row (never read yet) if it has none. */
function watch_row(Store $store, string $kind): void
{
    $store->run($store->insertIgnore() . ' INTO desk_watch (kind, read_at, tried_at) VALUES (?, NULL, NULL)', [$kind]);
}

/** A staff member's row, made on their first look with what had arrived by then counted as seen. */
function staff_row(Store $store, string $user): array
{
    $store->run($store->insertIgnore() . ' INTO desk_staff (staff, since_seq) SELECT ?, COALESCE(MAX(seq), 0) FROM desk_arrivals', [$user]);
    return $store->run('SELECT since_seq, quiet_from, quiet_to FROM desk_staff WHERE staff = ?', [$user])->fetch();
}

/** The arrivals `user` has not seen (open, no baseline, after their first look, not marked seen), with the clause's values. */
const UNSEEN = 'FROM desk_arrivals a WHERE a.open = 1 AND a.baseline = 0 AND a.seq > ?
    AND NOT EXISTS (SELECT 1 FROM desk_seen s WHERE s.staff = ? AND s.kind = a.kind AND s.lead_id = a.lead_id)';

/** `user`'s unseen arrivals counted per kind. */
function unseen_counts(Store $store, string $user): array
{
    $since = (int) staff_row($store, $user)['since_seq'];
    $counts = array_fill_keys(KINDS, 0);
    foreach ($store->run('SELECT a.kind, COUNT(*) AS n ' . UNSEEN . ' GROUP BY a.kind', [$since, $user]) as $row) {
        $counts[$row['kind']] = (int) $row['n'];
    }
    return $counts;
}

/** `user`'s unseen arrivals, newest first, at most NEWS_ROWS. */
function unseen_arrivals(Store $store, string $user): array
{
    $since = (int) staff_row($store, $user)['since_seq'];
    $rows = $store->run('SELECT a.kind, a.lead_id, a.name, a.part, a.at, a.seq ' . UNSEEN . ' ORDER BY a.seq DESC LIMIT ' . NEWS_ROWS, [$since, $user]);
    return array_map(__NAMESPACE__ . '\arrival_of', $rows->fetchAll());
}

/** The open arrivals after `since` (no baseline), oldest first, at most NEWS_ROWS. */
function news_since(Store $store, int $since): array
{
    $rows = $store->run('SELECT kind, lead_id, name, part, at, seq FROM desk_arrivals WHERE open = 1 AND baseline = 0 AND seq > ? ORDER BY seq LIMIT ' . NEWS_ROWS, [$since]);
    return array_map(__NAMESPACE__ . '\arrival_of', $rows->fetchAll());
}

/** The highest number an arrival has (0 before the first). */
function last_seq(Store $store): int
{
    return (int) $store->db->query('SELECT COALESCE(MAX(seq), 0) FROM desk_arrivals')->fetchColumn();
}

/** When the backend's open leads were last read (UTC ISO), or null before the first read. */
function read_at(Store $store): ?string
{
    $times = array_filter(array_column(watch_times($store), 'read'));
    return $times === [] ? null : gmdate('Y-m-d\TH:i:s\Z', max($times));
}

/** Marks leads seen by `user` (a lead the desk has not found yet is kept as seen too: harmless). */
function mark_seen(Store $store, string $user, array $leads): void
{
    staff_row($store, $user);
    $store->write(static function () use ($store, $user, $leads): void {
        $insert = $store->db->prepare($store->insertIgnore() . ' INTO desk_seen (staff, kind, lead_id) VALUES (?, ?, ?)');
        foreach ($leads as [$kind, $id]) {
            $insert->execute([$user, $kind, $id]);
        }
    });
}

function arrival_of(array $row): array
{
    return ['kind' => $row['kind'], 'id' => (int) $row['lead_id'], 'name' => $row['name'], 'part' => $row['part'], 'at' => $row['at'], 'seq' => (int) $row['seq']];
}

/**
 * The HMAC key the nudges' addresses are hashed with (the store keeps no address as it came), made once
 * in the private folder.
 */
function nudge_key(): string
{
    $dir = private_dir();
    if ($dir === null) {
        throw new Unavailable('no private folder for the nudge key');
    }
    $file = $dir . '/nudge.key';
    if (!file_exists($file) && !is_link($file)) {
        create_private($file, bin2hex(random_bytes(32)));
    }
    $key = read_private($file, 256);
    if ($key === null || strlen($key) !== 64) {
        throw new Unavailable("the nudge key $file is not this PHP user's, or others may write it");
    }
    return $key;
}

/**
 * Counts a nudge from `addr` (REMOTE_ADDR, never a forwarded header) in this minute, dropping older
 * minutes' counts; false when that makes more than `perMinute`.
 */
function nudge_counted(Store $store, string $addr, int $perMinute): bool
{
    $hash = hash_hmac('sha256', $addr, nudge_key());
    $minute = intdiv(time(), 60);
    $upsert = $store->dialect === 'sqlite'
        ? 'INSERT INTO desk_nudges (addr_hash, minute, count) VALUES (?, ?, 1) ON CONFLICT (addr_hash, minute) DO UPDATE SET count = count + 1'
        : 'INSERT INTO desk_nudges (addr_hash, minute, count) VALUES (?, ?, 1) ON DUPLICATE KEY UPDATE count = count + 1';
    return $store->write(static function () use ($store, $hash, $minute, $upsert, $perMinute): bool {
        $store->run('DELETE FROM desk_nudges WHERE minute < ?', [$minute]);
        $store->run($upsert, [$hash, $minute]);
        return (int) $store->run('SELECT count FROM desk_nudges WHERE addr_hash = ? AND minute = ?', [$hash, $minute])->fetchColumn() <= $perMinute;
    });
}

/**
 * A nudge's watch, after its reply: at once if the copies are older than the interval; else, unless another
 * nudge is already waiting (one non-blocking lock), when the interval has passed. So the backend is read at
 * most once per interval however many nudges come, and a lead nudged just after a read is read within it.
 */
function watch_when_due(Store $store, array $config, array $lock): void
{
    $interval = max(1, (int) ($config['deskWatchSeconds'] ?? 20));
    $wait = watch_wait($store, $interval);
    if ($wait > 0) {
        $dir = private_dir();
        $waiting = $dir === null ? null : open_lock_file($dir . '/nudge-wait');
        if ($waiting === null) {
            return;
        }
        try {
            if (!flock($waiting, LOCK_EX | LOCK_NB)) {
                return;
            }
            sleep($wait);
            flock($waiting, LOCK_UN);
        } finally {
            fclose($waiting);
        }
    }
    watch($store, $config, $lock);
    deliver($store, $config);
}
