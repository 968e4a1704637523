/** The staff sign-in's types, in a leaf module: the transport's credential store and the login calls both read them. */

/** The backend's two login scripts, one a staff role (src/features/staff/roles.ts). */
export type LoginScript = 'login.php' | 'sadlogin.php';

export interface Credentials {
  email: string;
  password: string;
}
