<?php
/**
 * The push sender's proof, with no framework: php server/test-push.php
 * lib/web-push.php is checked by two readers it shares no code with: the npm package web-push-testing
 * (a push service that checks the VAPID token with jsonwebtoken and decrypts with http_ece), and a few
 * lines of Node's own crypto below that decrypt RFC 8291 and verify the ES256 token independently.
 * Each check prints "ok" or "FAIL"; the exit status is the number of failures.
 */
declare(strict_types=1);

require_once __DIR__ . '/test-support.php';
require_once __DIR__ . '/lib/web-push.php';

use function TruckParts\Server\http_request;
use function TruckParts\Server\Push\{b64url, encrypt, from_b64url, public_point, raw_signature, send_push, vapid_authorization, vapid_keys_new};

/**
 * RFC 8291 decryption and an ES256 check of the VAPID token in Node's crypto: argv is the device's
 * private key, its auth secret, the body (all base64url), the Authorization value and the endpoint.
 */
const NODE_READER = <<<'JS'
const crypto = require('node:crypto');
const [, d, auth, body, authorization, endpoint] = process.argv.map((a, i) => (i > 0 && i < 4 ? Buffer.from(a, 'base64url') : a));
const ua = crypto.createECDH('prime256v1');
ua.setPrivateKey(d);
const salt = body.subarray(0, 16);
const rs = body.readUInt32BE(16);
const idlen = body[20];
const asPublic = body.subarray(21, 21 + idlen);
const record = body.subarray(21 + idlen);
function decrypt() {
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', ua.computeSecret(asPublic), auth, info, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  try {
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    const end = plain.length - 1 - [...plain].reverse().findIndex((b) => b !== 0);
    return plain[end] === 2 ? plain.subarray(0, end).toString('utf8') : null;
  } catch {
    return null;
  }
}
const [, token, k] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
const [head, claims, signature] = token.split('.');
const point = Buffer.from(k, 'base64url');
const key = crypto.createPublicKey({ format: 'jwk', key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') } });
const signed = crypto.verify('sha256', Buffer.from(head + '.' + claims), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
const read = JSON.parse(Buffer.from(claims, 'base64url').toString());
process.stdout.write(JSON.stringify({
  payload: decrypt(),
  header: rs === 4096 && idlen === 65 && record.length <= rs,
  signed,
  typ: JSON.parse(Buffer.from(head, 'base64url').toString()),
  audience: read.aud === new URL(endpoint).origin,
  hours: (read.exp - Date.now() / 1000) / 3600,
  sub: read.sub,
}));
JS;

/** What the Node reader makes of a body and a token sent to `endpoint`, for a device with private key `d`. */
function node_reads(string $d, string $auth, string $body, string $authorization, string $endpoint): ?array
{
    $process = proc_open(['node', '-e', NODE_READER, b64url($d), b64url($auth), b64url($body), $authorization, $endpoint], [['pipe', 'r'], ['pipe', 'w'], ['pipe', 'w']], $pipes);
    fclose($pipes[0]);
    $out = stream_get_contents($pipes[1]);
    stream_get_contents($pipes[2]);
    proc_close($process);
    return json_decode((string) $out, true);
}

/** A POST of JSON to the mock push service: [status, decoded reply]. */
function service(int $port, string $path, array $json): array
{
    $answer = http_request('POST', "http://127.0.0.1:$port$path", ['Content-Type: application/json'], json_encode($json), null, 5, 1 << 20);
    return [$answer[0] ?? 0, json_decode($answer[1] ?? '', true)];
}

function messages(int $port, array $subscription): array
{
    return service($port, '/get-notifications', ['clientHash' => $subscription['clientHash']])[1]['data']['messages'] ?? ['(no answer)'];
}

/** Whether `run` throws InvalidArgumentException (and nothing else). */
function refused(callable $run): bool
{
    try {
        $run();
    } catch (InvalidArgumentException $refused) {
        return true;
    }
    return false;
}

// Any PHP warning or notice from the sender is a failure of its own: bad input must be refused cleanly.
$warnings = [];
set_error_handler(static function (int $severity, string $message) use (&$warnings): bool {
    // The checks' own @-silenced probes of a port are not the sender's.
    if (error_reporting() & $severity) {
        $warnings[] = $message;
    }
    return true;
});

$work = work_dir('push-test');
$port = free_port();
$service = proc_open(['node', __DIR__ . '/../node_modules/web-push-testing/src/bin/server.js', (string) $port], [['pipe', 'r'], ['file', "$work/service.log", 'a'], ['file', "$work/service.log", 'a']], $pipes);
for ($i = 0; $i < 100 && @fsockopen('127.0.0.1', $port) === false; $i++) {
    usleep(50000);
}

try {
    $vapid = vapid_keys_new();
    $point = from_b64url($vapid['public']);
    check(strlen((string) $point) === 65 && $point[0] === "\x04" && openssl_pkey_get_private($vapid['private']) !== false, 'a new VAPID pair: a 65-byte public point, a private PEM');

    [$status, $reply] = service($port, '/subscribe', ['applicationServerKey' => $vapid['public']]);
    check($status === 200 && isset($reply['data']['endpoint']), 'web-push-testing takes the public key as an applicationServerKey');
    $device = $reply['data'] ?? [];
    $subscription = ['endpoint' => $device['endpoint'] ?? '', 'p256dh' => $device['keys']['p256dh'] ?? '', 'auth' => $device['keys']['auth'] ?? ''];
    $subject = 'mailto:owner@example.com';

    $sent = ['{"title":"New enquiry","body":"Ravi Kumar · Brake drum","url":"/admin/inquiries/7","tag":"inquiries-7"}', '{"title":"New enquiry","body":"रवि कुमार · ब्रेक ड्रम","url":"/subadmin/inquiries/8","tag":"inquiries-8"}', str_repeat('x', 3993)];
    $statuses = array_map(static fn (string $payload) => send_push($subscription, $payload, $vapid, $subject, 5), $sent);
    check($statuses === [201, 201, 201], 'web-push-testing takes three pushes (English, Hindi, 3,993 bytes): ' . implode(', ', $statuses));
    check(messages($port, $device) === $sent, 'and decrypts each to exactly what was sent');

    check(refused(static fn () => send_push($subscription, str_repeat('x', 3994), $vapid, $subject, 5)), 'a payload over 3,993 bytes is refused before sending');

    $other = vapid_keys_new();
    check(send_push($subscription, 'forged', $other, $subject, 5) === 400, 'a push signed with another VAPID key is refused (400)');
    check(!in_array('forged', messages($port, $device), true), 'and nothing of it is delivered');

    // Node's crypto reads a body made for a device whose private key it is given.
    $deviceKey = openssl_pkey_new(['private_key_type' => OPENSSL_KEYTYPE_EC, 'curve_name' => 'prime256v1']);
    $d = str_pad(openssl_pkey_get_details($deviceKey)['ec']['d'], 32, "\0", STR_PAD_LEFT);
    $p256dh = b64url(public_point($deviceKey));
    $auth = random_bytes(16);
    $endpoint = 'https://updates.push.services.mozilla.com:443/wpush/v2/abc';
    $read = node_reads($d, $auth, encrypt($sent[1], $p256dh, b64url($auth)), vapid_authorization($endpoint, $vapid, $subject, time()), $endpoint);
    check(($read['payload'] ?? null) === $sent[1] && ($read['header'] ?? false), "Node's crypto decrypts the same body to the Hindi payload (one record, rs 4096, idlen 65)");
    check(($read['signed'] ?? false) && ($read['typ'] ?? null) === ['typ' => 'JWT', 'alg' => 'ES256'], "Node's crypto verifies the ES256 signature over the token");
    check(($read['audience'] ?? false) && ($read['sub'] ?? '') === $subject && abs(($read['hours'] ?? 0) - 12) < 0.1, 'the token names the endpoint\'s origin, the subject, and expires in 12 hours');

    // A DER signature whose r has a leading zero dropped (31 bytes) and whose s has a sign byte (33).
    $r = "\x00" . str_repeat("\x11", 31);
    $s = "\x80" . str_repeat("\x22", 31);
    $der = "\x30\x44\x02\x1f" . substr($r, 1) . "\x02\x21\x00" . $s;
    check(raw_signature($der) === $r . $s, 'a DER signature becomes r || s, each 32 bytes, left-padded');

    $hash = $device['clientHash'] ?? '';
    service($port, "/expire-subscription/$hash", []);
    check(send_push($subscription, 'late', $vapid, $subject, 5) === 410, 'an expired subscription answers 410');

    $bad = static fn (array $change) => refused(static fn () => send_push($change + $subscription, 'x', $vapid, $subject, 5));
    check($bad(['p256dh' => 'not base64url!']) && $bad(['p256dh' => b64url(str_repeat("\x04", 33))]) && $bad(['p256dh' => b64url("\x04" . str_repeat("\x01", 64))]), 'a device key that is not base64url, not 65 bytes, or not on the curve is refused');
    check($bad(['auth' => b64url(random_bytes(15))]) && $bad(['auth' => '%%']), 'an auth secret that is not 16 bytes of base64url is refused');
    check(refused(static fn () => send_push($subscription, 'x', ['public' => $other['public']] + $vapid, $subject, 5)) && refused(static fn () => send_push($subscription, 'x', ['private' => 'nope'] + $vapid, $subject, 5)), 'a VAPID pair that does not match, or no PEM, is refused');
    check(refused(static fn () => send_push($subscription, 'x', $vapid, 'owner', 5)), 'a subject that is not mailto: or https: is refused');
    check(refused(static fn () => http_request('POST', $subscription['endpoint'], ["TTL: 1\r\nUrgency: low"], '', null, 1, 100)), 'a header value with a line break is refused');

    // A service that takes the connection and never answers: the deadline holds.
    $silent = stream_socket_server('tcp://127.0.0.1:0');
    $started = microtime(true);
    $status = send_push(['endpoint' => 'http://' . stream_socket_get_name($silent, false) . '/push'] + $subscription, 'x', $vapid, $subject, 0.5);
    $took = microtime(true) - $started;
    check($status === 0 && $took < 1, sprintf('a service that never answers: 0 in %.2f s', $took));
    fclose($silent);

    // A chunked reply (HTTP/1.1) comes back whole.
    $chunkPort = free_port();
    $chunker = proc_open([PHP_BINARY, '-r', '$s = stream_socket_server("tcp://127.0.0.1:' . $chunkPort . '");
        while ($c = stream_socket_accept($s, 10)) {
            fread($c, 65536);
            @fwrite($c, "HTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nWiki\r\n5\r\npedia\r\n0\r\n\r\n");
            fclose($c);
        }'], [], $chunkPipes);
    for ($i = 0; $i < 100 && ($probe = @fsockopen('127.0.0.1', $chunkPort)) === false; $i++) {
        usleep(50000);
    }
    fclose($probe);
    check(http_request('POST', "http://127.0.0.1:$chunkPort/", [], 'x', null, 5, 100) === [201, 'Wikipedia'], 'a chunked reply is read whole');
    proc_terminate($chunker);
    proc_close($chunker);

    $started = microtime(true);
    for ($i = 0; $i < 200; $i++) {
        encrypt($sent[1], $subscription['p256dh'], $subscription['auth']);
        vapid_authorization($subscription['endpoint'], $vapid, $subject, time());
    }
    echo sprintf("     encrypting and signing one message: %.1f ms\n", (microtime(true) - $started) * 1000 / 200);

    check($warnings === [], 'no PHP warning or notice: ' . implode(' | ', array_unique($warnings)));
} finally {
    proc_terminate($service);
    proc_close($service);
    exec('rm -rf ' . escapeshellarg($work));
}

echo $failures === 0 ? "all push sender checks passed\n" : "$failures push sender check(s) failed\n";
exit($failures);
