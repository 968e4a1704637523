/** login.php and sadlogin.php: a staff login checked against the seeded users of its role. */
import type { authCalls } from '../../php-contract/site-calls';
import * as db from '../db';
import { fail, field, ok, textOf, type Route } from './route-helpers';

function login(role: 'admin' | 'subadmin'): Route {
  return ({ body }) => {
    const email = textOf(body, 'email').toLowerCase();
    const password = field(body, 'password');
    const user = email ? db.all('users').find((row) => row.role === role && String(row.email).toLowerCase() === email) : undefined;
    return user && user.password === password ? ok('Login successful') : fail('Invalid email or password', 401);
  };
}

export const authRoutes = {
  adminLogin: login('admin'),
  subadminLogin: login('subadmin'),
} satisfies Record<keyof typeof authCalls, Route>;
