<?php
/**
 * The lead desk's store: PDO on SQLite (by default, desk.sqlite in the private folder of lib/copies.php)
 * or on MySQL/MariaDB (config 'deskDsn', DESK_DSN at build time). One row per lead (kind, id), made on
 * its first write; an append-only table of history lines; the reply templates.
 *
 * Every change that two staff could make at once is decided by one statement, not by a read and a
 * write: a take is an UPDATE … WHERE owner IS NULL, an assignment or a step an UPDATE … WHERE version = ?
 * (compare and set), a note key a UNIQUE index. The line a change adds is written in the same
 * transaction, so the history never shows a change the row does not have, or the other way round.
 */
declare(strict_types=1);

namespace TruckParts\Server\Desk;

use PDO;
use PDOException;

use function TruckParts\Server\create_private;
use function TruckParts\Server\log_once;
use function TruckParts\Server\private_dir;
use function TruckParts\Server\trusted_path;

require_once __DIR__ . '/copies.php';

/** Thrown when the store cannot be opened (no private folder, a database that does not answer). */
final class Unavailable extends \RuntimeException
{
}

/**
 * The schema, one version at a time: each applied once, in order, on first use, and recorded in
 * desk_migrations. A version is never edited once shipped: a change is a new version. Each has its
 * statements for both dialects; MySQL's DDL commits by itself, so its statements are idempotent
 * (IF NOT EXISTS) and the run is serialised by a named lock instead of a transaction.
 */
function migrations(): array
{
    return [
        1 => [
            'sqlite' => [
                'CREATE TABLE desk_leads (
                    kind TEXT NOT NULL, lead_id INTEGER NOT NULL,
                    owner TEXT NULL, owner_at TEXT NULL,
                    step_due TEXT NULL, step_time TEXT NULL, step_what TEXT NULL, step_by TEXT NULL, step_at TEXT NULL,
                    version INTEGER NOT NULL DEFAULT 0, changed_by TEXT NULL, changed_at TEXT NULL,
                    last_note_id INTEGER NULL,
                    PRIMARY KEY (kind, lead_id))',
                'CREATE TABLE desk_notes (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    kind TEXT NOT NULL, lead_id INTEGER NOT NULL,
                    type TEXT NOT NULL, text TEXT NOT NULL, by_user TEXT NOT NULL, at TEXT NOT NULL,
                    note_key TEXT NULL)',
                'CREATE INDEX desk_notes_lead ON desk_notes (kind, lead_id, id)',
                'CREATE UNIQUE INDEX desk_notes_key ON desk_notes (note_key)',
                'CREATE TABLE desk_templates (lang TEXT PRIMARY KEY, text TEXT NOT NULL, by_user TEXT NOT NULL, at TEXT NOT NULL)',
            ],
            // utf8mb4 with a binary collation: every script and emoji kept, and compared byte for byte as SQLite does.
            'mysql' => [
                'CREATE TABLE IF NOT EXISTS desk_leads (
                    kind VARCHAR(16) NOT NULL, lead_id BIGINT NOT NULL,
                    owner VARCHAR(190) NULL, owner_at CHAR(20) NULL,
                    step_due CHAR(10) NULL, step_time CHAR(5) NULL, step_what VARCHAR(200) NULL, step_by VARCHAR(190) NULL, step_at CHAR(20) NULL,
                    version INT NOT NULL DEFAULT 0, changed_by VARCHAR(190) NULL, changed_at CHAR(20) NULL,
                    last_note_id BIGINT NULL,
                    PRIMARY KEY (kind, lead_id)
                ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin',
                'CREATE TABLE IF NOT EXISTS desk_notes (
                    id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
                    kind VARCHAR(16) NOT NULL, lead_id BIGINT NOT NULL,
                    type VARCHAR(16) NOT NULL, text TEXT NOT NULL, by_user VARCHAR(190) NOT NULL, at CHAR(20) NOT NULL,
                    note_key VARCHAR(64) NULL,
                    KEY desk_notes_lead (kind, lead_id, id),
                    UNIQUE KEY desk_notes_key (note_key)
                ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin',
                'CREATE TABLE IF NOT EXISTS desk_templates (
                    lang VARCHAR(8) NOT NULL PRIMARY KEY, text TEXT NOT NULL, by_user VARCHAR(190) NOT NULL, at CHAR(20) NOT NULL
                ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin',
            ],
        ],
        // The watch (issue #66): what the desk found open at the backend, in the order it found it; who has seen
        // what; the devices to notify and their queue; the nudges' counts. seq is the arrival's own key, so it only
        // grows, and one lead is one arrival (kind, lead_id unique): the INSERT that makes it decides who owns it.
        2 => [
            'sqlite' => [
                'CREATE TABLE desk_arrivals (
                    seq INTEGER PRIMARY KEY AUTOINCREMENT,
                    kind TEXT NOT NULL, lead_id INTEGER NOT NULL, name TEXT NOT NULL, part TEXT NOT NULL,
                    push_key TEXT NOT NULL, at TEXT NOT NULL, open INTEGER NOT NULL, baseline INTEGER NOT NULL)',
                'CREATE UNIQUE INDEX desk_arrivals_lead ON desk_arrivals (kind, lead_id)',
                'CREATE INDEX desk_arrivals_news ON desk_arrivals (open, baseline, seq)',
                'CREATE TABLE desk_watch (kind TEXT PRIMARY KEY, read_at INTEGER NULL, tried_at INTEGER NULL)',
                'CREATE TABLE desk_pushed (push_key TEXT PRIMARY KEY, at TEXT NOT NULL)',
                'CREATE TABLE desk_staff (staff TEXT PRIMARY KEY, since_seq INTEGER NOT NULL, quiet_from TEXT NULL, quiet_to TEXT NULL)',
                'CREATE TABLE desk_seen (staff TEXT NOT NULL, kind TEXT NOT NULL, lead_id INTEGER NOT NULL, PRIMARY KEY (staff, kind, lead_id))',
                'CREATE TABLE desk_subscriptions (endpoint TEXT PRIMARY KEY, staff TEXT NOT NULL, p256dh TEXT NOT NULL, auth TEXT NOT NULL, made_at TEXT NOT NULL)',
                'CREATE INDEX desk_subscriptions_staff ON desk_subscriptions (staff, made_at)',
                'CREATE TABLE desk_push_queue (
                    id INTEGER PRIMARY KEY AUTOINCREMENT, endpoint TEXT NOT NULL, payload TEXT NOT NULL,
                    due_at INTEGER NOT NULL, tries INTEGER NOT NULL DEFAULT 0, claimed_at INTEGER NULL)',
                'CREATE INDEX desk_push_queue_due ON desk_push_queue (due_at)',
                'CREATE INDEX desk_push_queue_endpoint ON desk_push_queue (endpoint)',
                'CREATE TABLE desk_nudges (addr_hash TEXT NOT NULL, minute INTEGER NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (addr_hash, minute))',
            ],
            // Endpoints and push keys are ASCII (checked before they are kept), so their keys fit InnoDB's 3072 bytes.
            'mysql' => [
                'CREATE TABLE IF NOT EXISTS desk_arrivals (
                    seq BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
                    kind VARCHAR(16) NOT NULL, lead_id BIGINT NOT NULL, name TEXT NOT NULL, part TEXT NOT NULL,
                    push_key VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL, at CHAR(20) NOT NULL,
                    open TINYINT NOT NULL, baseline TINYINT NOT NULL,
                    UNIQUE KEY desk_arrivals_lead (kind, lead_id),
                    KEY desk_arrivals_news (open, baseline, seq)
                ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin',
                'CREATE TABLE IF NOT EXISTS desk_watch (
                    kind VARCHAR(16) NOT NULL PRIMARY KEY, read_at BIGINT NULL, tried_at BIGINT NULL
                ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin',
                'CREATE TABLE IF NOT EXISTS desk_pushed (
                    push_key VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL PRIMARY KEY, at CHAR(20) NOT NULL
                ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin',
                'CREATE TABLE IF NOT EXISTS desk_staff (
                    staff VARCHAR(190) NOT NULL PRIMARY KEY, since_seq BIGINT NOT NULL, quiet_from CHAR(5) NULL, quiet_to CHAR(5) NULL
                ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin',
                'CREATE TABLE IF NOT EXISTS desk_seen (
                    staff VARCHAR(190) NOT NULL, kind VARCHAR(16) NOT NULL, lead_id BIGINT NOT NULL, PRIMARY KEY (staff, kind, lead_id)
                ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin',
                'CREATE TABLE IF NOT EXISTS desk_subscriptions (
                    endpoint VARCHAR(1000) CHARACTER SET ascii COLLATE ascii_bin NOT NULL PRIMARY KEY,
                    staff VARCHAR(190) NOT NULL, p256dh VARCHAR(100) NOT NULL, auth VARCHAR(40) NOT NULL, made_at CHAR(20) NOT NULL,
                    KEY desk_subscriptions_staff (staff, made_at)
                ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin',
                'CREATE TABLE IF NOT EXISTS desk_push_queue (
                    id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
                    endpoint VARCHAR(1000) CHARACTER SET ascii COLLATE ascii_bin NOT NULL, payload TEXT NOT NULL,
                    due_at BIGINT NOT NULL, tries INT NOT NULL DEFAULT 0, claimed_at BIGINT NULL,
                    KEY desk_push_queue_due (due_at),
                    KEY desk_push_queue_endpoint (endpoint)
                ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin',
                'CREATE TABLE IF NOT EXISTS desk_nudges (
                    addr_hash CHAR(64) NOT NULL, minute BIGINT NOT NULL, count INT NOT NULL, PRIMARY KEY (addr_hash, minute)
                ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin',
            ],
        ],
    ];
}

final class Store
{
    /** 'sqlite' or 'mysql'. */
    public string $dialect;
    /** SQLite's journal mode as it answered ('wal', or 'delete' where the filesystem has no shared memory). */
    public ?string $journal = null;

    public function __construct(public PDO $db)
    {
        $this->dialect = $db->getAttribute(PDO::ATTR_DRIVER_NAME) === 'sqlite' ? 'sqlite' : 'mysql';
    }

    /**
     * Opens a database by DSN, with the settings the desk relies on, and brings its schema up to date.
     * `busyMs`: how long a write waits for another's lock before it fails.
     */
    public static function open(string $dsn, ?string $user = null, ?string $password = null, int $busyMs = 5000): self
    {
        $options = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC];
        try {
            if (str_starts_with($dsn, 'sqlite:')) {
                $db = new PDO($dsn, null, null, $options + [PDO::ATTR_TIMEOUT => max(1, intdiv($busyMs, 1000))]);
                $db->exec('PRAGMA busy_timeout = ' . $busyMs);
                $store = new self($db);
                // WAL lets reads go on during a write; a filesystem without shared memory (some network
                // mounts) answers with another mode, and the rollback journal it keeps is still correct.
                $store->journal = journal_mode($db, $busyMs);
                if ($store->journal !== 'wal') {
                    log_once("the desk's SQLite file cannot use WAL here; it keeps a rollback journal ({$store->journal})");
                } else {
                    $db->exec('PRAGMA synchronous = NORMAL');
                }
            } elseif (str_starts_with($dsn, 'mysql:')) {
                $db = new PDO($dsn, $user, $password, $options + [PDO::ATTR_EMULATE_PREPARES => false]);
                // Whatever the DSN's charset says: utf8mb4, so Hindi, Gujarati and emoji are stored as sent.
                $db->exec("SET NAMES utf8mb4 COLLATE utf8mb4_bin, time_zone = '+00:00', innodb_lock_wait_timeout = " . max(1, intdiv($busyMs, 1000)));
                $store = new self($db);
            } else {
                throw new Unavailable('DESK_DSN is a sqlite: or mysql: DSN');
            }
        } catch (PDOException $error) {
            // The message of a failed connection can carry the DSN's host and user: said once, without the password.
            throw new Unavailable('the desk database does not answer: ' . $error->getCode());
        }
        $store->migrate();
        return $store;
    }

    /**
     * Runs `work` in one transaction. SQLite's takes the write lock at once, so two writers queue instead
     * of failing; InnoDB may pick one of two writers to the same new row as a deadlock's victim (40001),
     * and that one is run again, as MySQL's manual says to.
     */
    public function write(callable $work)
    {
        for ($attempt = 1; ; $attempt++) {
            $this->db->exec($this->dialect === 'sqlite' ? 'BEGIN IMMEDIATE' : 'START TRANSACTION');
            try {
                $result = $work();
                $this->db->exec('COMMIT');
                return $result;
            } catch (\Throwable $error) {
                $this->db->exec('ROLLBACK');
                if (!($error instanceof PDOException && $error->getCode() === '40001' && $attempt < 5)) {
                    throw $error;
                }
            }
        }
    }

    /** The schema's versions applied, in order. */
    public function versions(): array
    {
        return array_map('intval', $this->db->query('SELECT version FROM desk_migrations ORDER BY version')->fetchAll(PDO::FETCH_COLUMN));
    }

    /** Applies the migrations not applied yet, each once, even with several requests starting at once. */
    public function migrate(): void
    {
        $all = migrations();
        $this->db->exec('CREATE TABLE IF NOT EXISTS desk_migrations (version INT NOT NULL PRIMARY KEY, applied_at CHAR(20) NOT NULL)');
        if (array_diff(array_keys($all), $this->versions()) === []) {
            return;
        }
        if ($this->dialect === 'mysql') {
            if ((int) $this->db->query("SELECT GET_LOCK('truck_parts_desk_migrate', 30)")->fetchColumn() !== 1) {
                throw new Unavailable('another request is migrating the desk database');
            }
            try {
                foreach ($all as $version => $statements) {
                    if (!in_array($version, $this->versions(), true)) {
                        array_map([$this->db, 'exec'], $statements['mysql']);
                        $this->db->prepare('INSERT INTO desk_migrations (version, applied_at) VALUES (?, ?)')->execute([$version, now()]);
                    }
                }
            } finally {
                $this->db->query("SELECT RELEASE_LOCK('truck_parts_desk_migrate')");
            }
            return;
        }
        foreach ($all as $version => $statements) {
            $this->write(function () use ($version, $statements): void {
                // Read again under the write lock: another request may have applied it meanwhile.
                if (!in_array($version, $this->versions(), true)) {
                    array_map([$this->db, 'exec'], $statements['sqlite']);
                    $this->db->prepare('INSERT INTO desk_migrations (version, applied_at) VALUES (?, ?)')->execute([$version, now()]);
                }
            });
        }
    }

    /** Runs a statement with its values. */
    public function run(string $sql, array $values = []): \PDOStatement
    {
        $statement = $this->db->prepare($sql);
        $statement->execute($values);
        return $statement;
    }

    /** An INSERT that leaves a row whose key is already there as it is (and says so: rowCount 0). */
    public function insertIgnore(): string
    {
        return $this->dialect === 'sqlite' ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
    }

    /** Makes the lead's row if it has none (version 0): a write to a lead the desk has not kept yet. */
    public function ensureLead(string $kind, int $id): void
    {
        $this->run($this->insertIgnore() . ' INTO desk_leads (kind, lead_id, version) VALUES (?, ?, 0)', [$kind, $id]);
    }

    private const LEAD_COLUMNS = 'l.kind, l.lead_id, l.owner, l.owner_at, l.step_due, l.step_time, l.step_what, l.step_by, l.step_at,
        l.version, l.changed_by, l.changed_at, n.id AS note_id, n.type AS note_type, n.text AS note_text, n.by_user AS note_by, n.at AS note_at';

    /** One lead as the wire has it; a lead without a row is a blank one. */
    public function lead(string $kind, int $id): array
    {
        $row = $this->run('SELECT ' . self::LEAD_COLUMNS . ' FROM desk_leads l LEFT JOIN desk_notes n ON n.id = l.last_note_id
            WHERE l.kind = ? AND l.lead_id = ?', [$kind, $id])->fetch();
        return $row ? lead_of($row) : blank_lead($kind, $id);
    }

    /** Every lead the desk keeps, by kind and id. */
    public function leads(): array
    {
        $rows = $this->db->query('SELECT ' . self::LEAD_COLUMNS . ' FROM desk_leads l LEFT JOIN desk_notes n ON n.id = l.last_note_id
            ORDER BY l.kind, l.lead_id');
        $leads = [];
        foreach ($rows as $row) {
            $leads[] = lead_of($row);
        }
        return $leads;
    }

    /** A lead's history, oldest first. */
    public function notes(string $kind, int $id): array
    {
        $rows = $this->run('SELECT id, type, text, by_user, at FROM desk_notes WHERE kind = ? AND lead_id = ? ORDER BY id', [$kind, $id]);
        return array_map(__NAMESPACE__ . '\note_of', $rows->fetchAll());
    }

    /** Appends a history line (inside the caller's transaction); a 'note' line becomes the lead's last note. */
    public function addLine(string $kind, int $id, string $type, string $text, string $by, ?string $key = null): array
    {
        $at = now();
        $this->run('INSERT INTO desk_notes (kind, lead_id, type, text, by_user, at, note_key) VALUES (?, ?, ?, ?, ?, ?, ?)', [$kind, $id, $type, $text, $by, $at, $key]);
        $noteId = (int) $this->db->lastInsertId();
        if ($type === 'note') {
            $this->run('UPDATE desk_leads SET last_note_id = ? WHERE kind = ? AND lead_id = ?', [$noteId, $kind, $id]);
        }
        return ['id' => $noteId, 'type' => $type, 'text' => $text, 'by' => $by, 'at' => $at];
    }

    /** The line kept under a note key, if any. */
    public function noteByKey(string $key): ?array
    {
        $row = $this->run('SELECT id, type, text, by_user, at FROM desk_notes WHERE note_key = ?', [$key])->fetch();
        return $row ? note_of($row) : null;
    }

    /**
     * Claims an unowned lead for `user`: the UPDATE's WHERE owner IS NULL decides between two takes at
     * once. Returns the take's history line, or null when the lead already had an owner.
     */
    public function take(string $kind, int $id, string $user): ?array
    {
        return $this->write(function () use ($kind, $id, $user): ?array {
            $this->ensureLead($kind, $id);
            $at = now();
            $won = $this->run('UPDATE desk_leads SET owner = ?, owner_at = ?, version = version + 1, changed_by = ?, changed_at = ?
                WHERE kind = ? AND lead_id = ? AND owner IS NULL', [$user, $at, $user, $at, $kind, $id])->rowCount() === 1;
            return $won ? $this->addLine($kind, $id, 'take', '', $user) : null;
        });
    }

    /**
     * Applies `set` (column => value) to the lead if its version is still `version`, raising it, and
     * adds the lines `lines(lead before the change)` makes; all or nothing. Returns the last line added, or false when the lead
     * changed since that version (compare and set: one UPDATE decides).
     */
    public function change(string $kind, int $id, int $version, string $user, array $set, callable $lines)
    {
        return $this->write(function () use ($kind, $id, $version, $user, $set, $lines) {
            $this->ensureLead($kind, $id);
            if ($this->dialect === 'mysql') {
                // Held until the commit, so the lead read next is the one the UPDATE compares (SQLite's writer lock does that already).
                $this->run('SELECT version FROM desk_leads WHERE kind = ? AND lead_id = ? FOR UPDATE', [$kind, $id]);
            }
            $before = $this->lead($kind, $id);
            $at = now();
            $columns = implode('', array_map(static fn (string $column): string => "$column = ?, ", array_keys($set)));
            $changed = $this->run("UPDATE desk_leads SET {$columns}version = version + 1, changed_by = ?, changed_at = ?
                WHERE kind = ? AND lead_id = ? AND version = ?", [...array_values($set), $user, $at, $kind, $id, $version])->rowCount() === 1;
            if (!$changed) {
                return false;
            }
            $last = null;
            foreach ($lines($before) as [$type, $text]) {
                $last = $this->addLine($kind, $id, $type, $text, $user);
            }
            return $last;
        });
    }

    /**
     * Adds a note once per key: a key already kept answers with its line and adds nothing, even when
     * the same note arrives twice at once (the UNIQUE index refuses the second).
     */
    public function note(string $kind, int $id, string $type, string $text, string $user, string $key): array
    {
        try {
            return $this->write(function () use ($kind, $id, $type, $text, $user, $key): array {
                $kept = $this->noteByKey($key);
                if ($kept !== null) {
                    return $kept;
                }
                $this->ensureLead($kind, $id);
                return $this->addLine($kind, $id, $type, $text, $user, $key);
            });
        } catch (PDOException $error) {
            $kept = $error->getCode() === '23000' ? $this->noteByKey($key) : null;
            if ($kept === null) {
                throw $error;
            }
            return $kept;
        }
    }

    /** The saved templates by language (those never saved are left out). */
    public function templates(): array
    {
        return $this->db->query('SELECT lang, text FROM desk_templates')->fetchAll(PDO::FETCH_KEY_PAIR);
    }

    public function saveTemplate(string $lang, string $text, string $user): void
    {
        $this->write(function () use ($lang, $text, $user): void {
            $values = [$text, $user, now(), $lang];
            if ($this->run('UPDATE desk_templates SET text = ?, by_user = ?, at = ? WHERE lang = ?', $values)->rowCount() === 0) {
                $this->run('INSERT INTO desk_templates (text, by_user, at, lang) VALUES (?, ?, ?, ?)', $values);
            }
        });
    }
}

/**
 * Asks SQLite for WAL and returns the mode it answers. The switch needs the file to itself, and SQLite
 * does not wait for that with its busy timeout: several first requests at once would fail, so it is
 * asked again until the timeout.
 */
function journal_mode(PDO $db, int $busyMs): string
{
    $deadline = microtime(true) + $busyMs / 1000;
    while (true) {
        try {
            return strtolower((string) $db->query('PRAGMA journal_mode = WAL')->fetchColumn());
        } catch (PDOException $error) {
            if (microtime(true) > $deadline || !str_contains($error->getMessage(), 'locked')) {
                throw $error;
            }
            usleep(20000);
        }
    }
}

/** Now, as the wire writes times: UTC, to the second. */
function now(): string
{
    return gmdate('Y-m-d\TH:i:s\Z');
}

function note_of(array $row): array
{
    return ['id' => (int) $row['id'], 'type' => $row['type'], 'text' => $row['text'], 'by' => $row['by_user'], 'at' => $row['at']];
}

function blank_lead(string $kind, int $id): array
{
    return [
        'kind' => $kind, 'id' => $id, 'owner' => null, 'ownerAt' => null, 'step' => null, 'lastNote' => null,
        'version' => 0, 'changedBy' => null, 'changedAt' => null,
    ];
}

function lead_of(array $row): array
{
    return [
        'kind' => $row['kind'],
        'id' => (int) $row['lead_id'],
        'owner' => $row['owner'],
        'ownerAt' => $row['owner_at'],
        'step' => $row['step_due'] === null ? null : [
            'due' => $row['step_due'], 'time' => $row['step_time'], 'what' => (string) $row['step_what'], 'by' => $row['step_by'], 'at' => $row['step_at'],
        ],
        'lastNote' => $row['note_id'] === null ? null : note_of([
            'id' => $row['note_id'], 'type' => $row['note_type'], 'text' => $row['note_text'], 'by_user' => $row['note_by'], 'at' => $row['note_at'],
        ]),
        'version' => (int) $row['version'],
        'changedBy' => $row['changed_by'],
        'changedAt' => $row['changed_at'],
    ];
}

/**
 * The store the build configured: DESK_DSN's database, or desk.sqlite in the private folder, made
 * 0600 by this PHP user before SQLite opens it (a file planted there by anyone else is refused).
 */
function open_configured(array $config): Store
{
    $dsn = (string) ($config['deskDsn'] ?? '');
    $busy = (int) ($config['deskBusyMs'] ?? 5000);
    if ($dsn !== '') {
        return Store::open($dsn, $config['deskDbUser'] ?? null, $config['deskDbPassword'] ?? null, $busy);
    }
    $dir = private_dir();
    if ($dir === null) {
        throw new Unavailable('no private folder for the desk database');
    }
    $file = $dir . '/desk.sqlite';
    if (!file_exists($file) && !is_link($file)) {
        create_private($file, '');
    }
    if (!trusted_path($file, false)) {
        throw new Unavailable("the desk database $file is not this PHP user's, or others may write it");
    }
    // SQLite makes its -wal and -shm files with the database's own mode.
    $old = umask(0077);
    try {
        return Store::open('sqlite:' . $file, null, null, $busy);
    } finally {
        umask($old);
    }
}
