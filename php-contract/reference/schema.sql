-- Schema of the reference PHP backend (SQLite). It mirrors the MySQL tables of the real
-- backend as far as the front end can observe them: column names are the wire names
-- (snake_case for inquiries, camelCase for buy leads), dates are DATETIME text.
-- Loaded by reset.php before seed.sql.

PRAGMA foreign_keys = ON;

CREATE TABLE categories (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name VARCHAR(100) NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE parts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name VARCHAR(255) NOT NULL,
  description TEXT NOT NULL,
  image VARCHAR(500) NULL,
  category VARCHAR(100) NOT NULL,
  model_file VARCHAR(500) NULL,
  brochure_file VARCHAR(500) NULL,
  stock INTEGER NOT NULL DEFAULT 0,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX idx_parts_category ON parts (category);

CREATE TABLE inquiries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name VARCHAR(255) NOT NULL,
  email VARCHAR(255) NOT NULL DEFAULT '',
  phone VARCHAR(30) NOT NULL,
  company VARCHAR(255) NOT NULL,
  part_name VARCHAR(255) NOT NULL,
  quantity INTEGER NOT NULL,
  message TEXT NOT NULL,
  status VARCHAR(20) NOT NULL DEFAULT 'pending',
  date DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX idx_inquiries_status ON inquiries (status);

CREATE TABLE buy_leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name VARCHAR(255) NOT NULL,
  email VARCHAR(255) NOT NULL DEFAULT '',
  phone VARCHAR(30) NOT NULL,
  company VARCHAR(255) NOT NULL,
  partName VARCHAR(255) NOT NULL,
  partNumber VARCHAR(100) NOT NULL DEFAULT '',
  quantity INTEGER NOT NULL,
  budget VARCHAR(100) NOT NULL DEFAULT '',
  deliveryLocation VARCHAR(255) NOT NULL,
  additionalRequirements TEXT NOT NULL DEFAULT '',
  status VARCHAR(20) NOT NULL DEFAULT 'new',
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX idx_buy_leads_status ON buy_leads (status);

CREATE TABLE blog_posts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title VARCHAR(255) NOT NULL,
  excerpt TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL,
  author VARCHAR(255) NOT NULL DEFAULT '',
  date DATE NOT NULL,
  category VARCHAR(100) NOT NULL DEFAULT '',
  image VARCHAR(500) NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE brochures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  bpath VARCHAR(500) NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email VARCHAR(255) NOT NULL UNIQUE,
  password VARCHAR(255) NOT NULL,
  role VARCHAR(20) NOT NULL CHECK (role IN ('admin', 'subadmin'))
);
