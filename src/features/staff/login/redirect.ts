/** The full-page redirect after login (an object so tests can replace `assign`). */
export const fullRedirect = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
