<?php
/**
 * Web Push from the desk to staff devices: the message encrypted for the device (RFC 8291, in the
 * aes128gcm content coding of RFC 8188) and the site named to the push service (VAPID, RFC 8292).
 * Written here rather than taken from a library because the users' shared hosts cannot install
 * Composer packages; openssl and hash_hkdf are in every PHP 8 build, and the whole of it is one
 * ECDH, two HKDFs, one AES-GCM record and one ES256 signature. server/test-push.php proves it against
 * an independent implementation (the npm package web-push-testing, and Node's own crypto).
 */
declare(strict_types=1);

namespace TruckParts\Server\Push;

use InvalidArgumentException;
use RuntimeException;

require_once __DIR__ . '/backend.php';

/** A push service takes 4,096 bytes of body: less the header (86), the tag (16) and the delimiter (1). */
const MAX_PAYLOAD = 3993;
/** The one record's size as the header states it: the whole body fits in one. */
const RECORD_SIZE = 4096;
/** What a P-256 public key in SubjectPublicKeyInfo DER starts with; the 65-byte point follows. */
const P256_SPKI_PREFIX = '3059301306072a8648ce3d020106082a8648ce3d030107034200';

function b64url(string $bytes): string
{
    return rtrim(strtr(base64_encode($bytes), '+/', '-_'), '=');
}

/** base64url (padding optional), or null for anything else: never a PHP warning. */
function from_b64url(string $text): ?string
{
    if (!preg_match('/^[A-Za-z0-9_-]*={0,2}$/D', $text)) {
        return null;
    }
    $bytes = base64_decode(strtr(rtrim($text, '='), '-_', '+/'), true);
    return $bytes === false ? null : $bytes;
}

/**
 * A new VAPID key pair, made once at deploy time: the public key as browsers take it (base64url of
 * the 65-byte uncompressed point) and the private key as PEM.
 */
function vapid_keys_new(): array
{
    $key = openssl_pkey_new(['private_key_type' => OPENSSL_KEYTYPE_EC, 'curve_name' => 'prime256v1']);
    if ($key === false || !openssl_pkey_export($key, $pem)) {
        throw new RuntimeException('openssl cannot make a P-256 key here: ' . openssl_errors());
    }
    return ['public' => b64url(public_point($key)), 'private' => $pem];
}

/** The uncompressed point (0x04 || x || y) of an EC key; openssl gives x and y without their leading zeros. */
function public_point($key): string
{
    $ec = openssl_pkey_get_details($key)['ec'] ?? null;
    if (!is_array($ec) || ($ec['curve_name'] ?? '') !== 'prime256v1') {
        throw new InvalidArgumentException('not a P-256 key');
    }
    return "\x04" . str_pad($ec['x'], 32, "\0", STR_PAD_LEFT) . str_pad($ec['y'], 32, "\0", STR_PAD_LEFT);
}

/** A device's public key from its raw point; openssl refuses a point that is not on the curve. */
function point_key(string $point)
{
    if (strlen($point) !== 65 || $point[0] !== "\x04") {
        throw new InvalidArgumentException('a device key must be a 65-byte uncompressed P-256 point');
    }
    $der = hex2bin(P256_SPKI_PREFIX) . $point;
    $key = openssl_pkey_get_public("-----BEGIN PUBLIC KEY-----\n" . chunk_split(base64_encode($der), 64, "\n") . "-----END PUBLIC KEY-----\n");
    if ($key === false) {
        openssl_errors();
        throw new InvalidArgumentException('a device key is not a point on P-256');
    }
    return $key;
}

/** openssl's queued errors, read so that they do not surface in a later, unrelated call. */
function openssl_errors(): string
{
    $errors = [];
    while (($error = openssl_error_string()) !== false) {
        $errors[] = $error;
    }
    return implode('; ', $errors);
}

/**
 * The push message's body for one device (RFC 8291 §3–4): a fresh key pair and salt per message, so
 * no two messages share a key. `p256dh` and `auth` are the subscription's keys, base64url.
 */
function encrypt(string $payload, string $p256dh, string $auth): string
{
    if (strlen($payload) > MAX_PAYLOAD) {
        throw new InvalidArgumentException('a push payload is at most ' . MAX_PAYLOAD . ' bytes');
    }
    $uaPublic = from_b64url($p256dh);
    $authSecret = from_b64url($auth);
    if ($uaPublic === null || $authSecret === null || strlen($authSecret) !== 16) {
        throw new InvalidArgumentException('a subscription needs a base64url p256dh and a 16-byte auth');
    }
    $device = point_key($uaPublic);
    $ours = openssl_pkey_new(['private_key_type' => OPENSSL_KEYTYPE_EC, 'curve_name' => 'prime256v1']);
    if ($ours === false) {
        throw new RuntimeException('openssl cannot make a P-256 key here: ' . openssl_errors());
    }
    $asPublic = public_point($ours);
    $ecdhSecret = openssl_pkey_derive($device, $ours, 32);
    if ($ecdhSecret === false || strlen($ecdhSecret) !== 32) {
        throw new RuntimeException('ECDH failed: ' . openssl_errors());
    }
    // §3.3: the auth secret and both public keys go into the key, so only this device can read it.
    $ikm = hash_hkdf('sha256', $ecdhSecret, 32, "WebPush: info\0" . $uaPublic . $asPublic, $authSecret);
    // RFC 8188 §2.2–2.3, with a random salt.
    $salt = random_bytes(16);
    $cek = hash_hkdf('sha256', $ikm, 16, "Content-Encoding: aes128gcm\0", $salt);
    $nonce = hash_hkdf('sha256', $ikm, 12, "Content-Encoding: nonce\0", $salt);
    // One record, so it is the last: the delimiter is 0x02 and no padding follows.
    $sealed = openssl_encrypt($payload . "\x02", 'aes-128-gcm', $cek, OPENSSL_RAW_DATA, $nonce, $tag, '', 16);
    if ($sealed === false) {
        throw new RuntimeException('AES-GCM failed: ' . openssl_errors());
    }
    return $salt . pack('N', RECORD_SIZE) . chr(65) . $asPublic . $sealed . $tag;
}

/**
 * The Authorization header's value that names the site to the push service (RFC 8292): an ES256
 * JWT for the endpoint's origin, good for 12 hours (services refuse more than 24), and the key.
 * `subject` is how the service can reach the site's owner: a mailto: or https: address.
 */
function vapid_authorization(string $endpoint, array $vapid, string $subject, int $now): string
{
    $parts = parse_url($endpoint);
    $scheme = strtolower((string) ($parts['scheme'] ?? ''));
    if (!in_array($scheme, ['http', 'https'], true) || !isset($parts['host'])) {
        throw new InvalidArgumentException('a push endpoint must be an http(s) URL');
    }
    if (!preg_match('#^(mailto:\S+@\S+|https://\S+)$#D', $subject)) {
        throw new InvalidArgumentException('a VAPID subject must be a mailto: or https: address');
    }
    $key = openssl_pkey_get_private((string) ($vapid['private'] ?? ''));
    if ($key === false) {
        openssl_errors();
        throw new InvalidArgumentException('the VAPID private key is not a PEM key');
    }
    // A public key that is not the private key's would be refused by every push; say so here instead.
    if (b64url(public_point($key)) !== rtrim((string) ($vapid['public'] ?? ''), '=')) {
        throw new InvalidArgumentException('the VAPID public key is not the private key\'s');
    }
    // The origin as browsers write it (RFC 6454): a scheme's own port is left out.
    $port = isset($parts['port']) && $parts['port'] !== ($scheme === 'https' ? 443 : 80) ? ':' . $parts['port'] : '';
    $origin = $scheme . '://' . strtolower($parts['host']) . $port;
    $claims = ['aud' => $origin, 'exp' => $now + 12 * 3600, 'sub' => $subject];
    $input = b64url('{"typ":"JWT","alg":"ES256"}') . '.' . b64url(json_encode($claims, JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR));
    if (!openssl_sign($input, $der, $key, OPENSSL_ALGO_SHA256)) {
        throw new RuntimeException('ES256 signing failed: ' . openssl_errors());
    }
    return 'vapid t=' . $input . '.' . b64url(raw_signature($der)) . ', k=' . b64url(public_point($key));
}

/**
 * openssl's ECDSA signature (DER: SEQUENCE of the INTEGERs r and s, each minimal and signed) as
 * JWS wants it (RFC 7518 §3.4): r and s as 32 bytes each, big-endian.
 */
function raw_signature(string $der): string
{
    // The whole is at most 72 bytes, so every length is one byte.
    if (strlen($der) < 8 || $der[0] !== "\x30" || ord($der[1]) !== strlen($der) - 2) {
        throw new RuntimeException('not a DER ECDSA signature');
    }
    $raw = '';
    $at = 2;
    foreach (['r', 's'] as $ignored) {
        $length = ord($der[$at + 1] ?? "\0");
        if (($der[$at] ?? '') !== "\x02" || $length < 1 || $length > 33 || $at + 2 + $length > strlen($der)) {
            throw new RuntimeException('not a DER ECDSA signature');
        }
        $raw .= str_pad(ltrim(substr($der, $at + 2, $length), "\0"), 32, "\0", STR_PAD_LEFT);
        $at += 2 + $length;
    }
    return $raw;
}

/**
 * Sends `payload` (at most 3,993 bytes) to one subscription (['endpoint', 'p256dh', 'auth']) within
 * `timeout` seconds: the push service's status (201 taken, 404/410 gone, 413, 429, …), or 0 when it
 * did not answer. A subscription, key or payload it cannot send throws InvalidArgumentException.
 */
function send_push(array $subscription, string $payload, array $vapid, string $subject, float $timeout): int
{
    $endpoint = (string) ($subscription['endpoint'] ?? '');
    $body = encrypt($payload, (string) ($subscription['p256dh'] ?? ''), (string) ($subscription['auth'] ?? ''));
    $headers = [
        'Content-Type: application/octet-stream',
        'Content-Encoding: aes128gcm',
        'TTL: 86400',
        'Urgency: high',
        'Authorization: ' . vapid_authorization($endpoint, $vapid, $subject, time()),
    ];
    $answer = \TruckParts\Server\http_request('POST', $endpoint, $headers, $body, null, $timeout, 65536);
    return $answer === null ? 0 : $answer[0];
}
