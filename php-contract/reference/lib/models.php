<?php
// Streams a 3D model file from uploads/models (written files first, then the seed assets).
declare(strict_types=1);

const MODEL_TYPES = ['glb' => 'model/gltf-binary', 'gltf' => 'model/gltf+json'];

function stream_model(string $requested): never
{
    allow_methods(['GET', 'HEAD']);
    $name = basename(str_replace('\\', '/', $requested));
    $extension = strtolower(pathinfo($name, PATHINFO_EXTENSION));
    if ($name === '' || !preg_match('/^[A-Za-z0-9][A-Za-z0-9._-]*$/', $name) || !isset(MODEL_TYPES[$extension])) {
        fail(404, 'Model not found');
    }
    foreach ([uploads_dir() . '/models', seed_uploads_dir() . '/models'] as $dir) {
        $path = $dir . '/' . $name;
        if (is_file($path)) {
            header('Content-Type: ' . MODEL_TYPES[$extension]);
            header('Content-Length: ' . filesize($path));
            header('Content-Disposition: inline; filename="' . $name . '"');
            header('Cache-Control: public, max-age=3600');
            if (method() !== 'HEAD') {
                readfile($path);
            }
            exit;
        }
    }
    fail(404, 'Model not found');
}
