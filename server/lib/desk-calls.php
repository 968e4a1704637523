<?php
/**
 * The desk's calls (php-contract/desk.ts): each reads its request strictly, asks the store, and
 * answers [status, reply]. The rules are /work's design for the desk, which the fake backend
 * (mocks/handlers/desk-routes.ts) follows too: versions, conflicts, idempotent notes, the atomic take.
 */
declare(strict_types=1);

namespace TruckParts\Server\Desk;

require_once __DIR__ . '/desk-store.php';
require_once __DIR__ . '/desk-auth.php';
require_once __DIR__ . '/desk-watch.php';

const KINDS = ['inquiries', 'buyLeads'];
const LANGUAGES = ['en', 'hi', 'gu'];
const NOTE_TYPES = ['note', 'call', 'whatsapp'];
/** The client makes a note's key once (crypto.randomUUID, 36 characters); longer is no key. */
const KEY_CHARS = 64;

/** The reply templates a language has until admin saves one ({name}, {part}, {qty} filled by the client). */
const DEFAULT_TEMPLATES = [
    'en' => 'Hello {name}, thank you for your enquiry about {part} ({qty}). We will send you the price and availability shortly.',
    'hi' => 'नमस्ते {name} जी, {part} ({qty} पीस) के लिए आपकी पूछताछ मिल गई है। रेट और स्टॉक अभी बताते हैं।',
    'gu' => 'નમસ્તે {name}, {part} ({qty} નંગ) માટે તમારી પૂછપરછ મળી ગઈ છે. ભાવ અને સ્ટોક હમણાં જણાવીએ છીએ.',
];

/** The calls by name: method, whether only admin may make it. */
const CALLS = [
    'leads' => [['GET', false]],
    'lead' => [['GET', false]],
    'take' => [['POST', false]],
    'assign' => [['POST', true]],
    'note' => [['POST', false]],
    'step' => [['POST', false]],
    'templates' => [['GET', false], ['PUT', true]],
    'news' => [['GET', false]],
    'unseen' => [['GET', false]],
    'seen' => [['POST', false]],
    'push' => [['GET', false], ['POST', false], ['DELETE', false]],
    'quiet' => [['PUT', false]],
];
/** The most leads one seen call marks. */
const SEEN_LEADS = 500;

/** A refusal: its status and message, with what else the reply carries. */
final class Refusal extends \RuntimeException
{
    public function __construct(public int $status, string $message, public array $extra = [])
    {
        parent::__construct($message);
    }
}

function refuse(int $status, string $message, array $extra = []): void
{
    throw new Refusal($status, $message, $extra);
}

const UNREADABLE = 'The desk cannot read this request.';

/** A field of a request body that must be text (an empty text allowed). */
function text_field(array $body, string $name, bool $optional = false): string
{
    $value = $body[$name] ?? null;
    if ($optional && $value === null && !array_key_exists($name, $body)) {
        return '';
    }
    if (!is_string($value)) {
        refuse(400, UNREADABLE);
    }
    return $value;
}

function int_field(array $body, string $name): int
{
    $value = $body[$name] ?? null;
    if (!is_int($value)) {
        refuse(400, UNREADABLE);
    }
    return $value;
}

/** The lead a call names, from a body or a query: a known kind and a backend id (a positive whole number). */
function lead_ref(array $from, bool $query): array
{
    $kind = $from['kind'] ?? null;
    $id = $from['id'] ?? null;
    if ($query && is_string($id) && preg_match('/^[1-9]\d{0,11}$/', $id)) {
        $id = (int) $id;
    }
    if (!is_string($kind) || !in_array($kind, KINDS, true) || !is_int($id) || $id < 1 || $id > 999999999999) {
        refuse(400, UNREADABLE);
    }
    return [$kind, $id];
}

/** Characters as the client counts them (code points), for the limits; without mbstring, which not every host has. */
function chars(string $text): int
{
    return (int) preg_match_all('/./su', $text);
}

/** A body's text that is valid UTF-8, within [min, max] characters, and not blank when min > 0. */
function limited(string $text, int $min, int $max, string $message): string
{
    $count = chars($text);
    if ($count < $min || $count > $max || ($min > 0 && trim($text) === '')) {
        refuse(400, $message);
    }
    return $text;
}

/** The business's day now, in the desk's time zone. */
function today(string $zone): string
{
    return (new \DateTimeImmutable('now', new \DateTimeZone($zone)))->format('Y-m-d');
}

/**
 * Answers one call by a signed-in staff member `me`: [status, reply, work to do after the reply (or null)].
 * `body` is the request's decoded JSON (null for none); `store` opens the store on first use.
 */
function answer(string $method, string $call, array $query, ?array $body, array $me, array $lock, callable $store, array $config): array
{
    $after = null;
    try {
        $allowed = CALLS[$call] ?? null;
        if ($allowed === null) {
            refuse(404, 'No such desk call.');
        }
        $adminOnly = null;
        foreach ($allowed as [$callMethod, $onlyAdmin]) {
            if ($method === $callMethod) {
                $adminOnly = $onlyAdmin;
            }
        }
        if ($adminOnly === null) {
            refuse(405, 'This desk call does not take ' . $method . '.');
        }
        if ($adminOnly && $me['role'] !== 'admin') {
            refuse(403, 'Only admin can do this.');
        }
        if ($method !== 'GET' && $body === null) {
            refuse(400, UNREADABLE);
        }
        return [200, ['success' => true] + run_call($call, $method, $query, $body ?? [], $me, $lock, $store(), $config, $after), $after];
    } catch (Refusal $refusal) {
        return [$refusal->status, ['success' => false, 'message' => $refusal->getMessage()] + $refusal->extra, null];
    }
}

function run_call(string $call, string $method, array $query, array $body, array $me, array $lock, Store $store, array $config, ?callable &$after): array
{
    $limits = (array) ($config['deskLimits'] ?? []) + ['note' => 2000, 'what' => 200, 'template' => 1000];
    $user = $me['user'];
    switch ($call) {
        case 'leads':
            return [
                'today' => today((string) ($config['deskTimeZone'] ?? 'Asia/Kolkata')),
                'me' => $me,
                'staff' => staff_of($lock),
                'data' => $store->leads(),
            ];
        case 'lead':
            [$kind, $id] = lead_ref($query, true);
            return ['lead' => $store->lead($kind, $id), 'notes' => $store->notes($kind, $id)];
        case 'take':
            [$kind, $id] = lead_ref($body, false);
            $line = $store->take($kind, $id, $user);
            $lead = $store->lead($kind, $id);
            if ($line === null && $lead['owner'] !== $user) {
                refuse(409, 'Already taken by ' . $lead['owner'] . '.', ['lead' => $lead, 'note' => null]);
            }
            return ['message' => null, 'lead' => $lead, 'note' => $line];
        case 'assign':
            [$kind, $id] = lead_ref($body, false);
            $owner = text_field($body, 'owner');
            $version = int_field($body, 'version');
            if (!isset($lock['users'][$owner])) {
                refuse(400, 'No such staff member.');
            }
            $line = $store->change($kind, $id, $version, $user, ['owner' => $owner, 'owner_at' => now()], static fn (): array => [['assign', $owner]]);
            return changed($store, $kind, $id, $line);
        case 'note':
            [$kind, $id] = lead_ref($body, false);
            $type = text_field($body, 'type');
            if (!in_array($type, NOTE_TYPES, true)) {
                refuse(400, UNREADABLE);
            }
            $text = limited(text_field($body, 'text'), 1, (int) $limits['note'], 'A note is 1 to ' . $limits['note'] . ' characters.');
            $key = limited(text_field($body, 'key'), 1, KEY_CHARS, UNREADABLE);
            $line = $store->note($kind, $id, $type, $text, $user, $key);
            return ['message' => null, 'lead' => $store->lead($kind, $id), 'note' => $line];
        case 'step':
            return step($store, $body, $user, (int) $limits['what']);
        case 'templates':
            if ($method === 'PUT') {
                $lang = text_field($body, 'lang');
                if (!in_array($lang, LANGUAGES, true)) {
                    refuse(400, UNREADABLE);
                }
                $text = limited(text_field($body, 'text'), 1, (int) $limits['template'], 'A template is 1 to ' . $limits['template'] . ' characters.');
                $store->saveTemplate($lang, $text, $user);
                return ['message' => 'Template saved.'];
            }
            return ['data' => $store->templates() + DEFAULT_TEMPLATES];
        case 'news':
            $since = $query['since'] ?? null;
            if ($since !== null && !(is_string($since) && preg_match('/^\d{1,15}$/', $since))) {
                refuse(400, UNREADABLE);
            }
            $watching = watch($store, $config, $lock);
            $after = static fn () => deliver($store, $config);
            return [
                'seq' => last_seq($store),
                'watching' => $watching,
                'readAt' => read_at($store),
                'unseen' => unseen_counts($store, $user),
                'data' => $since === null ? [] : news_since($store, (int) $since),
            ];
        case 'unseen':
            $unseen = unseen_counts($store, $user);
            return ['count' => array_sum($unseen), 'unseen' => $unseen, 'data' => unseen_arrivals($store, $user)];
        case 'seen':
            $leads = $body['leads'] ?? null;
            if (!is_array($leads) || !array_is_list($leads) || $leads === [] || count($leads) > SEEN_LEADS) {
                refuse(400, UNREADABLE);
            }
            mark_seen($store, $user, array_map(static fn ($lead): array => lead_ref(is_array($lead) ? $lead : [], false), $leads));
            return ['unseen' => unseen_counts($store, $user)];
        case 'push':
            if ($method === 'POST') {
                subscribe($store, $user, subscription_of($body, (bool) ($config['deskPushLoopback'] ?? false)));
                return ['message' => 'This device will be notified of new leads.'];
            }
            if ($method === 'DELETE') {
                $endpoint = text_field($body, 'endpoint');
                $store->write(static fn () => forget_device($store, $endpoint, $user));
                return ['message' => 'This device will not be notified.'];
            }
            $staff = staff_row($store, $user);
            $quiet = $staff['quiet_from'] === null ? null : ['from' => $staff['quiet_from'], 'to' => $staff['quiet_to']];
            return ['key' => vapid_keys()['public'] ?? null, 'quiet' => $quiet, 'devices' => device_count($store, $user)];
        case 'quiet':
            $from = text_field($body, 'from', true);
            $to = text_field($body, 'to', true);
            if (($from === '') !== ($to === '')) {
                refuse(400, 'Quiet hours need a start and an end.');
            }
            foreach ([$from, $to] as $time) {
                if ($time !== '' && !preg_match('/^([01]\d|2[0-3]):[0-5]\d$/', $time)) {
                    refuse(400, UNREADABLE);
                }
            }
            staff_row($store, $user);
            $none = $from === $to;
            $store->run('UPDATE desk_staff SET quiet_from = ?, quiet_to = ? WHERE staff = ?', [$none ? null : $from, $none ? null : $to, $user]);
            return ['message' => 'Quiet hours saved.'];
    }
    refuse(404, 'No such desk call.');
}

/** A versioned change's reply: the lead and the line it added, or 409 with the lead as it now is. */
function changed(Store $store, string $kind, int $id, $line): array
{
    $lead = $store->lead($kind, $id);
    if ($line === false) {
        refuse(409, 'Changed by ' . ($lead['changedBy'] ?? 'nobody') . ' at ' . ($lead['changedAt'] ?? 'no time') . '.', ['lead' => $lead, 'note' => null]);
    }
    return ['message' => null, 'lead' => $lead, 'note' => $line];
}

/** Sets the next step, or with `done` closes the one there first (and sets the next if a day is given). */
function step(Store $store, array $body, string $user, int $whatChars): array
{
    [$kind, $id] = lead_ref($body, false);
    $version = int_field($body, 'version');
    $due = text_field($body, 'due', true);
    $time = text_field($body, 'time', true);
    $what = limited(text_field($body, 'what', true), 0, $whatChars, 'What to do is at most ' . $whatChars . ' characters.');
    $done = $body['done'] ?? false;
    if (!is_bool($done)) {
        refuse(400, UNREADABLE);
    }
    if ($due === '' && !$done) {
        refuse(400, 'Choose a day for the next step.');
    }
    if ($due !== '' && (!preg_match('/^(\d{4})-(\d{2})-(\d{2})$/', $due, $day) || !checkdate((int) $day[2], (int) $day[3], (int) $day[1]))) {
        refuse(400, 'Choose a day for the next step.');
    }
    if ($time !== '' && !preg_match('/^([01]\d|2[0-3]):[0-5]\d$/', $time)) {
        refuse(400, UNREADABLE);
    }
    $at = now();
    $set = $due === ''
        ? ['step_due' => null, 'step_time' => null, 'step_what' => null, 'step_by' => null, 'step_at' => null]
        : ['step_due' => $due, 'step_time' => $time === '' ? null : $time, 'step_what' => $what, 'step_by' => $user, 'step_at' => $at];
    $line = $store->change($kind, $id, $version, $user, $set, static function (array $before) use ($done, $due, $time, $what): array {
        $lines = $done && $before['step'] !== null ? [['done', $before['step']['what']]] : [];
        if ($due !== '') {
            $lines[] = ['step', $due . ($time === '' ? '' : ' ' . $time) . ($what === '' ? '' : ' ' . $what)];
        }
        return $lines;
    });
    return changed($store, $kind, $id, $line);
}

/**
 * The public site's nudge (no credentials): counted per client address, and past the rate refused with
 * 429; otherwise 202 with nothing of any lead, and the watch to run after the reply.
 * [status, reply, work after the reply (or null)].
 */
function nudge(Store $store, array $config, array $lock, string $addr): array
{
    if (!nudge_counted($store, $addr, max(1, (int) ($config['deskNudgesPerMinute'] ?? 6)))) {
        return [429, ['success' => false, 'message' => 'Too many nudges. Try again in a minute.'], null];
    }
    return [202, ['success' => true, 'message' => null], static fn () => watch_when_due($store, $config, $lock)];
}
