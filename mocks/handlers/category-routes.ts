/** categories.php: the parts' categories, named uniquely whatever the case. */
import type { categoryCalls } from '../../php-contract/site-calls';
import * as db from '../db';
import { fail, length, ok, refused, textOf, idFromBody, type Route } from './route-helpers';

/** The reference's category name rules: required, at most 100 characters, unique whatever the case. */
function categoryName(body: unknown): string {
  const name = textOf(body, 'name');
  if (!name) refused('Category name is required');
  if (length(name) > 100) refused('Category name is too long');
  return name;
}
const nameTaken = (name: string, exceptId = 0) =>
  db.all('categories').some((row) => row.id !== exceptId && String(row.name).toLowerCase() === name.toLowerCase());

export const categoryRoutes = {
  listCategories: () => ok('Categories fetched successfully', { data: db.all('categories').map(db.asPhpRow) }),
  createCategory: ({ body }) => {
    const name = categoryName(body);
    if (nameTaken(name)) return fail('Category already exists', 409);
    db.insert('categories', { name });
    return ok('Category added successfully');
  },
  updateCategory: (req) => {
    const id = idFromBody(req);
    if (id === null) return fail('Category ID is required');
    const name = categoryName(req.body);
    if (!db.find('categories', id)) return fail('Category not found', 404);
    if (nameTaken(name, id)) return fail('Category already exists', 409);
    db.update('categories', id, { name });
    return ok('Category updated successfully');
  },
  deleteCategory: (req) => {
    const id = idFromBody(req);
    if (id === null) return fail('Category ID is required');
    return db.remove('categories', id) ? ok('Category deleted successfully') : fail('Category not found', 404);
  },
} satisfies Record<keyof typeof categoryCalls, Route>;
