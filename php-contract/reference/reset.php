<?php
// CLI: recreates the reference database from schema.sql and seed.sql and empties the uploads
// written by earlier runs (the seed assets in public/uploads/ are never touched).
//   php reset.php [--data-dir DIR]     (default: $REFERENCE_DATA_DIR or .data/ beside this file)
declare(strict_types=1);

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    exit;
}
if (!extension_loaded('pdo_sqlite')) {
    fwrite(STDERR, "The pdo_sqlite extension is missing. Install it with: sudo apt-get install -y php-sqlite3\n");
    exit(1);
}

$options = getopt('', ['data-dir:']);
if (isset($options['data-dir'])) {
    putenv('REFERENCE_DATA_DIR=' . $options['data-dir']);
}
require_once __DIR__ . '/lib/bootstrap.php';
set_exception_handler(null);

function remove_tree(string $dir): void
{
    if (!is_dir($dir)) {
        return;
    }
    $items = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS), RecursiveIteratorIterator::CHILD_FIRST);
    foreach ($items as $item) {
        $item->isDir() && !$item->isLink() ? rmdir($item->getPathname()) : unlink($item->getPathname());
    }
    rmdir($dir);
}

$dataDir = data_dir();
if (!is_dir($dataDir) && !mkdir($dataDir, 0775, true)) {
    fwrite(STDERR, "Cannot create $dataDir\n");
    exit(1);
}
remove_tree(uploads_dir());
foreach (['parts', 'models', 'brochures', 'blog'] as $folder) {
    mkdir(uploads_dir() . '/' . $folder, 0775, true);
}

$file = $dataDir . '/database.sqlite';
$tmp = $file . '.tmp';
foreach ([$tmp, $tmp . '-journal'] as $stale) {
    if (is_file($stale)) {
        unlink($stale);
    }
}
$pdo = new PDO('sqlite:' . $tmp, null, null, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$pdo->exec((string) file_get_contents(__DIR__ . '/schema.sql'));
$pdo->exec((string) file_get_contents(__DIR__ . '/seed.sql'));
$counts = [];
foreach (['categories', 'parts', 'inquiries', 'buy_leads', 'blog_posts', 'brochures', 'users'] as $table) {
    $counts[] = $table . ' ' . $pdo->query("SELECT COUNT(*) FROM $table")->fetchColumn();
}
$pdo = null;
foreach ([$file . '-wal', $file . '-shm', $file . '-journal'] as $stale) {
    if (is_file($stale)) {
        unlink($stale);
    }
}
rename($tmp, $file);
echo 'Reset ' . $file . ' (' . implode(', ', $counts) . ")\n";
