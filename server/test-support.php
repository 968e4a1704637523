<?php
/**
 * What the server's test scripts share (test.php, the pages; test-desk.php, the lead desk; test-push.php, the push
 * sender): a check's line,
 * a free port, a folder of its own, PHP's built-in server started and stopped, and the settings file as the build writes it. Its
 * name starts with "test", so the build does not deploy it (build/server-pages.ts).
 */
declare(strict_types=1);

$failures = 0;

function check(bool $ok, string $what): void
{
    global $failures;
    echo ($ok ? 'ok   ' : 'FAIL ') . $what . "\n";
    $failures += $ok ? 0 : 1;
}

function free_port(): int
{
    $socket = stream_socket_server('tcp://127.0.0.1:0');
    $port = (int) substr(strrchr(stream_socket_get_name($socket, false), ':'), 1);
    fclose($socket);
    return $port;
}

/**
 * A folder of this run's own in the shared temp folder: a random name, made 0700 here. A name from the process
 * id could be made first by another user of the machine, and the checks would then run in their folder.
 */
function work_dir(string $name): string
{
    $dir = sys_get_temp_dir() . "/$name-" . bin2hex(random_bytes(8));
    if (!@mkdir($dir, 0700)) {
        fwrite(STDERR, "cannot make the test folder $dir\n");
        exit(2);
    }
    return $dir;
}

/** server/config.php as the build writes it: a line that answers 404 if requested, then the settings as JSON. */
function write_settings(string $site, array $config): void
{
    file_put_contents("$site/server/config.php", "<?php http_response_code(404); exit; ?>\n" . json_encode($config, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES));
}

/**
 * PHP's built-in server for `root` on `port` (eight workers, as a host answers requests at once), with `ini`
 * settings and its output to `log`, once it answers: [process, pipes].
 */
function serve(string $root, int $port, ?string $router, array $ini = [], string $log = '/dev/null'): array
{
    $command = [PHP_BINARY, '-d', 'display_errors=0'];
    foreach ($ini as $name => $value) {
        array_push($command, '-d', "$name=$value");
    }
    array_push($command, '-S', "127.0.0.1:$port", '-t', $root);
    if ($router !== null) {
        $command[] = $router;
    }
    $process = proc_open($command, [['pipe', 'r'], ['file', $log, 'a'], ['file', $log, 'a']], $pipes, $root, ['PHP_CLI_SERVER_WORKERS' => '8'] + getenv());
    for ($i = 0; $i < 100 && @fsockopen('127.0.0.1', $port) === false; $i++) {
        usleep(50000);
    }
    return [$process, $pipes];
}

/**
 * Stops a server `serve` started. Its workers (PHP_CLI_SERVER_WORKERS) outlive their parent: they are stopped
 * first, or they hold on after the checks, and npm test waits for every process its step started.
 */
function stop_server($process): void
{
    $pid = (int) proc_get_status($process)['pid'];
    exec("pkill -TERM -P $pid");
    posix_kill($pid, SIGTERM);
    proc_close($process);
}
